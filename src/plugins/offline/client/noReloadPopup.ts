// What `docusaurus start` bundles instead of plugin-pwa's reload popup (see ../index.ts): the PWA plugin turns itself
// off outside production, so the theme component the popup imports does not exist there, and no service worker
// ever waits to be reloaded.
export async function renderReloadPopup(): Promise<void> {
  throw new Error('The reload popup exists in production builds only.');
}
