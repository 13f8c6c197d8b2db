// The reader's offline choice as every page reads it at start (the navbar control's state, the app-install
// handling of ./register.ts). Kept apart from ./registration.ts, which loads after the page is interactive: this
// part is in every page's first load, that part is not.
import {createStorageSlot} from '@docusaurus/theme-common';

/** Event the offline control listens to: it opens its panel (see ./turnedOnNotice.ts). */
export const OPEN_PANEL_EVENT = 'offline-reading:open-panel';

/** The docs versions saved for offline reading, as group ids (JSON array); absent when offline reading is off. */
export const choiceStorage = createStorageSlot('docusaurus.pwa.offlineGroups');
/** The stock plugin's record of an `appinstalled` event, kept under its name. */
export const appInstalledStorage = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

/** The parameters the worker was registered with, read from its script URL. */
function paramsOf(scriptURL: string | undefined): {offlineMode?: boolean; groups?: string[]} {
  try {
    return JSON.parse(new URL(scriptURL ?? '', window.location.href).searchParams.get('params') ?? '{}');
  } catch {
    return {};
  }
}

/**
 * The saved docs version groups: from storage, else (storage unavailable) from the active worker's parameters,
 * so that a reader whose browser refuses storage keeps what they saved. `null` when nothing was chosen.
 */
export async function readChoice(): Promise<string[] | null> {
  const stored = choiceStorage.get();
  if (stored !== null) {
    try {
      const groups: unknown = JSON.parse(stored);
      if (Array.isArray(groups)) return groups.filter((group): group is string => typeof group === 'string');
    } catch {
      // A value this code did not write: treated as no choice.
    }
  }
  const registration = await navigator.serviceWorker.getRegistration();
  const params = paramsOf(registration?.active?.scriptURL);
  return params.offlineMode ? (params.groups ?? []) : null;
}
