// Service worker registration with the docs versions the reader saved for offline reading, for plugin-pwa's
// `swRegister` module (./register.ts, which loads this module once the page is idle) and the offline control's panel. It replaces the stock registration, which knows only
// "offline mode on or off", decided anew on every page: a page opened without `?offlineMode=true` re-registered
// the worker without offline mode.
import globalData from '@generated/globalData';
import {docsGroupId} from '../shared';
import {appInstalledStorage, choiceStorage, readChoice} from './choice';

type Strategy = 'appInstalled' | 'standalone' | 'queryString' | 'mobile' | 'saveData' | 'always';
type SwParams = {offlineMode: boolean; debug: boolean; groups: string[]};

// Set by plugin-pwa in production builds, and by ../index.ts for `docusaurus start`, which has no worker (empty URL).
const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL!;
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as Strategy[];
const DEBUG = Boolean(process.env.PWA_DEBUG);
const MAX_MOBILE_WIDTH = 996;

type DocsGlobalData = {versions: {name: string; path: string; isLast: boolean}[]};

function docsVersions(): DocsGlobalData['versions'] {
  const docs = globalData['docusaurus-plugin-content-docs']?.default as DocsGlobalData | undefined;
  return docs?.versions ?? [];
}

/** The docs version a path belongs to (the longest matching version path), or the latest one. */
export function versionGroupOf(pathname: string): string | undefined {
  const versions = docsVersions();
  const matching = versions.filter(
    ({path}) => pathname.startsWith(path.endsWith('/') ? path : `${path}/`) || pathname === path,
  );
  const version = matching.sort((a, b) => b.path.length - a.path.length)[0] ?? versions.find(({isLast}) => isLast);
  return version && docsGroupId(version.name);
}

async function isAppInstalled(): Promise<boolean> {
  if (appInstalledStorage.get() === 'true') return true;
  const navigatorWithApps = navigator as Navigator & {getInstalledRelatedApps?: () => Promise<{platform: string}[]>};
  try {
    return (await navigatorWithApps.getInstalledRelatedApps?.())?.some(({platform}) => platform === 'webapp') ?? false;
  } catch {
    // Only top-level pages may ask (not an iframe).
    return false;
  }
}

const strategyChecks: Record<Strategy, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: () => Boolean((navigator as Navigator & {connection?: {saveData: boolean}}).connection?.saveData),
  appInstalled: isAppInstalled,
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function activatedByStrategy(): Promise<boolean> {
  const results = await Promise.all(STRATEGIES.map((strategy) => strategyChecks[strategy]()));
  return results.some(Boolean);
}

function workerUrl(params: SwParams): string {
  return `${SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/** Set while the offline control changes the choice: its new worker takes over without the reload popup. */
let changingChoice = false;
let offlineModeAtLoad = false;

function skipWaiting(worker: ServiceWorker): void {
  worker.postMessage({type: 'SKIP_WAITING'});
}

async function handleWaiting(worker: ServiceWorker): Promise<void> {
  // Without offline mode nothing is cached, and with a choice just made the page already shows the new state.
  if (!offlineModeAtLoad || changingChoice) {
    skipWaiting(worker);
    return;
  }
  const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
  // Every open tab reloads when the new worker takes over (see `reloadOnNewBuild`), this one included. The worker
  // waiting when the reader accepts takes over: a newer one may have replaced the one the popup was shown for.
  await renderReloadPopup({
    onReload: () =>
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => skipWaiting(registration?.waiting ?? worker)),
  });
}

/** What ./register.ts noted as the page started: the offline choice, and whether another worker took control since. */
export type PageStart = {choice: string | null; controllerChanged: boolean};

/**
 * Reloads this tab when a new build's worker takes control (the reader accepted "New version available" here or in
 * another tab): the page and its scripts are the old build's, whose saved copy the new worker deletes. A worker for
 * a new choice of versions (same build, the choice in storage changed) leaves the tab alone.
 */
function reloadOnNewBuild(pageStart: PageStart): void {
  if (pageStart.controllerChanged) {
    // It took control before this module loaded.
    if (choiceStorage.get() === pageStart.choice) window.location.reload();
    return;
  }
  const choiceAtLoad = choiceStorage.get();
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!changingChoice && choiceStorage.get() === choiceAtLoad) window.location.reload();
  });
}

/** Handles a worker once it is installed and waits behind the one in control (see `handleWaiting`). */
function offerWhenInstalled(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) void handleWaiting(worker);
  });
}

/**
 * Registers the worker and handles the one it installs, or the one already waiting: for the page at load and for the
 * offline control alike (a reader may choose before the page has registered its worker, which waits for idle time).
 */
async function register(params: SwParams): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(workerUrl(params));
  if (registration.waiting && navigator.serviceWorker.controller) void handleWaiting(registration.waiting);
  offerWhenInstalled(registration.installing);
  return registration;
}

/**
 * Saves the choice and registers the worker for it; the new worker downloads the chosen groups while it
 * installs (the site group always, plus these docs versions). Returns the worker that installs, or the active one
 * when nothing changed. `null` turns offline reading off: the new worker deletes the saved files when it activates.
 */
export async function applyChoice(groups: string[] | null): Promise<ServiceWorker | null> {
  if (!SERVICE_WORKER_URL) {
    throw new Error('Offline reading works in production builds only: run `npm run build` and `npm run serve`.');
  }
  changingChoice = true;
  if (groups) choiceStorage.set(JSON.stringify(groups));
  else choiceStorage.del();
  const registration = await register({offlineMode: groups !== null, debug: DEBUG, groups: groups ?? []});
  return registration.installing ?? registration.waiting ?? registration.active;
}

/** Registers the worker for the saved choice when a page loads (see `register.ts`). */
export async function registerAtLoad(pageStart: PageStart): Promise<void> {
  let groups = await readChoice();
  let turnedOn = false;
  if (groups === null && (await activatedByStrategy())) {
    // Installed app, standalone window or `?offlineMode=true`: the version being read is saved, and the
    // choice is kept so that the next page, without the query string, does not turn offline mode off.
    groups = [versionGroupOf(window.location.pathname)].filter((group): group is string => Boolean(group));
    choiceStorage.set(JSON.stringify(groups));
    turnedOn = true;
  }
  offlineModeAtLoad = groups !== null;
  if (offlineModeAtLoad && navigator.serviceWorker.controller) reloadOnNewBuild(pageStart);
  if (turnedOn && groups) {
    const saved = groups;
    // Loaded only here: pages that do not turn offline reading on pay nothing for the notice.
    void import('./turnedOnNotice').then(({showTurnedOnNotice}) => showTurnedOnNotice(saved));
  }
  const registration = await register({offlineMode: offlineModeAtLoad, debug: DEBUG, groups: groups ?? []});
  // Updates found later: a new deployment, or a choice made in another tab.
  registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
}
