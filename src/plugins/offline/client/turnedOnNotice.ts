// What a reader sees when an installed app, a standalone window or `?offlineMode=true` turned offline reading on:
// that it is on, how much it saves, and a button to the offline panel. Loaded only when that happens.
import siteConfig from '@generated/docusaurus.config';
import {showPageNotice} from '@site/src/clientModules/pageNotice';
import {formatBytes} from '@site/src/components/OfflineControl/formatBytes';
import {OFFLINE_MANIFEST_FILE, SEARCH_MANIFEST, filesToSave, type OfflineManifest} from '../manifestTypes';
import {OPEN_PANEL_EVENT} from './choice';

async function downloadBytes(groups: string[]): Promise<number | undefined> {
  const {baseUrl} = siteConfig;
  const [manifest, search] = await Promise.all(
    [OFFLINE_MANIFEST_FILE, SEARCH_MANIFEST].map(async (file) => {
      const response = await fetch(`${baseUrl}${file}`);
      return response.ok ? response.json() : undefined;
    }),
  );
  if (!manifest) return undefined;
  return filesToSave(manifest as OfflineManifest, search, groups, baseUrl).reduce(
    (sum, file) => sum + file.wireBytes,
    0,
  );
}

export async function showTurnedOnNotice(groups: string[]): Promise<void> {
  const bytes = await downloadBytes(groups).catch(() => undefined);
  const size = bytes === undefined ? '' : ` (${formatBytes(bytes)})`;
  const notice = showPageNotice({
    id: 'offline-turned-on-notice',
    role: 'status',
    kind: 'info',
    text: `Offline reading is on: this docs version and the site pages${size} are being saved on this device.`,
    actions: [
      {
        label: 'Offline reading settings',
        onClick: () => {
          notice.remove();
          window.dispatchEvent(new Event(OPEN_PANEL_EVENT));
        },
      },
      {label: 'Dismiss', onClick: () => notice.remove()},
    ],
  });
}
