import React, {useEffect, useId, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {OPEN_PANEL_EVENT, readChoice} from '@site/src/plugins/offline/client/choice';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

type Props = {mobile?: boolean};

let panelModule: Promise<{default: ComponentType<PanelProps>}> | undefined;
/** The panel and its logic load on the first hover, focus, touch or click: pages start without them. */
const loadPanel = () => (panelModule ??= import('./Panel'));

/**
 * The navbar item (type `custom-offline`) that says whether the site is saved for offline reading and opens
 * the panel to choose docs versions, download them, turn offline reading off, or print a version.
 */
export default function OfflineControl({mobile = false}: Props): React.ReactNode {
  // undefined while unknown (prerendering, before the service worker answers), null when off.
  const [saved, setSaved] = useState<string[] | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const panelId = useId();

  useEffect(() => {
    if ('serviceWorker' in navigator) readChoice().then(setSaved, () => setSaved(null));
  }, []);

  // The notice shown when offline reading was turned on for the reader (`?offlineMode=true`) opens the panel.
  useEffect(() => {
    if (mobile) return undefined;
    const openPanel = () => {
      void loadPanel().then((module) => {
        setPanel(() => module.default);
        setOpen(true);
      });
    };
    window.addEventListener(OPEN_PANEL_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_PANEL_EVENT, openPanel);
  }, [mobile]);

  const prepare = () => {
    void loadPanel().then((module) => setPanel(() => module.default));
  };
  const state = saved === undefined ? '' : saved ? 'on' : 'off';
  return (
    <div className={clsx(mobile ? 'menu__list-item' : 'navbar__item', styles.control)}>
      <button
        type="button"
        className={clsx('clean-btn', mobile ? 'menu__link' : styles.button)}
        aria-expanded={open}
        aria-controls={open && Panel ? panelId : undefined}
        data-offline-state={state}
        title={saved ? 'Available offline' : 'Read offline'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          prepare();
          setOpen(!open);
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d={
              saved
                ? 'M19.35 10.04A7.49 7.49 0 0 0 12 4a7.5 7.5 0 0 0-6.65 4.04A6 6 0 0 0 6 20h13a5 5 0 0 0 .35-9.96zM10 17l-3.5-3.5 1.41-1.41L10 14.17 15.18 9l1.41 1.41L10 17z'
                : 'M19.35 10.04A7.49 7.49 0 0 0 12 4a7.5 7.5 0 0 0-6.65 4.04A6 6 0 0 0 6 20h13a5 5 0 0 0 .35-9.96zM17 13l-5 5-5-5h3V9h4v4h3z'
            }
          />
        </svg>
        <span className={mobile ? undefined : 'visually-hidden'}>Offline reading{state && `: ${state}`}</span>
      </button>
      {open && Panel && (
        <Panel id={panelId} mobile={mobile} saved={saved ?? null} onSaved={setSaved} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
