// plugin-pwa's `swRegister` client module: registers the service worker for the reader's offline choice on every
// page (see ./registration.ts), and keeps the stock plugin's handling of installing and uninstalling the app.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {appInstalledStorage, registerAtLoad} from './registration';

/** After installing or uninstalling the app, the worker registered before is the wrong one: start again. */
async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
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
  registerAtLoad().catch((error: unknown) => console.error('registerSW failed', error));
}
