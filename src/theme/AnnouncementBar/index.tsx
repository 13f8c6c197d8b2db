// Ejected (small): the stock bar is a second, unnamed `banner` landmark beside the page's own, and a wrapper cannot
// change the role of its element; here it is a region (a <section>) named "Announcement", with a close button readable on the
// dark bar. Kept from the former wrapper: a new bar id that revives a dismissed bar clears
// html[data-announcement-bar-initially-dismissed="true"], whose CSS would keep the bar hidden.
import React, {useEffect} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBar(): React.ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      aria-label={translate({
        id: 'theme.AnnouncementBar.regionAriaLabel',
        message: 'Announcement',
        description: 'The ARIA label of the announcement bar region',
      })}
    >
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </section>
  );
}
