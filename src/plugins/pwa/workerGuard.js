// Runs before the service worker's bundle (prepended by ./index.ts). The bundle loads our worker code (swCustom) as
// a chunk with importScripts and adds its install, activate and fetch listeners only once that chunk has loaded.
// When the network drops between sw.js and the chunk, the bundle's start rejects after the script has run, and
// Chromium installs a worker with no listener at all: it ignores "Refresh", and the same bytes never install again.
// A failed import fails the install instead, so the current worker keeps serving and the next update check retries.
(function () {
  var failure = null;
  var importScripts = self.importScripts;
  self.importScripts = function () {
    try {
      return importScripts.apply(self, arguments);
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  self.addEventListener('install', function (event) {
    if (failure) event.waitUntil(Promise.reject(failure));
  });
})();
