// Wrapped to mark the docs that are new in the version being read with a "new" badge.
import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import type {VersionCompareGlobalData} from '../../../plugins/version-compare/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LinkType>;

/** The badge's class name, stable for styles and tests. */
const BADGE_CLASS = 'theme-version-compare-new-badge';

export default function LinkWrapper(props: Props): ReactNode {
  // Route-based, so it also works in the mobile menu, which renders outside the doc page's version context.
  const active = useActivePluginAndVersion();
  const {newDocs} = usePluginData('version-compare') as VersionCompareGlobalData;
  const {item} = props;
  const isNew =
    active?.activePlugin.pluginId === 'default' &&
    !!item.docId &&
    !!newDocs[active.activeVersion?.name ?? '']?.includes(item.docId);
  if (!isNew) return <Link {...props} />;
  // The theme renders the label inside the link, so the badge becomes part of the link's accessible name.
  const label = (
    <>
      {item.label}
      <span className={`${BADGE_CLASS} badge badge--success ${styles.badge}`}>
        <span aria-hidden="true">new</span>
        <span className="visually-hidden">, new in this version</span>
      </span>
    </>
  ) as unknown as string;
  return <Link {...props} item={{...item, label}} />;
}
