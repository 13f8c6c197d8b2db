// plugin-pwa's `swRegister` client module: registers the service worker for the reader's offline choice on every
// page (see ./registration.ts), and keeps the stock plugin's handling of installing and uninstalling the app.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {appInstalledStorage, choiceStorage} from './choice';
import type {PageStart} from './registration';

/** After installing or uninstalling the app, the worker registered before is the wrong one: start again. */
async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

/**
 * The registration code loads once the page is idle: nothing on the page waits for the worker, and every page's
 * first load is that much smaller. A failed load (offline, and the chunk is not in the saved copy) leaves the
 * worker registered before in charge, which is all a page needs then.
 */
function registerWhenIdle(): void {
  // Noted from the page's start, not from when ./registration.ts loads: in a tab opened just before the reader
  // accepts "New version available" in another tab, the new build's worker can take control before that module
  // is there, and the tab must still move to the new build.
  const pageStart: PageStart = {choice: choiceStorage.get(), controllerChanged: false};
  navigator.serviceWorker.addEventListener('controllerchange', () => (pageStart.controllerChanged = true), {
    once: true,
  });
  const start = () => {
    import('./registration')
      .then(({registerAtLoad}) => registerAtLoad(pageStart))
      .catch((error: unknown) => console.error('registerSW failed', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, {timeout: 2000});
  else setTimeout(start, 1);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  window.addEventListener('appinstalled', () => {
    appInstalledStorage.set('true');
    void clearRegistrations();
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalledStorage.get()) {
      appInstalledStorage.del();
      void clearRegistrations();
    }
  });
  registerWhenIdle();
}
