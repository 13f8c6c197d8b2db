import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {showPageNotice} from './pageNotice';

// A script or style chunk that fails to load (a deployment removed it, a CDN lost it, the offline copy lacks it)
// used to leave a page whose text shows and nothing works: Docusaurus hydrates only after the route's chunks load,
// and its navigation reloads the page once and lands in the same state. This listener, a few hundred bytes in
// the main bundle, turns that into a notice with a Reload button. Before hydration it first reloads the page once
// by itself: the fresh HTML names the chunks of the build deployed now.

const NOTICE_ID = 'chunk-load-notice';
/** When this tab last reloaded a page by itself, per path: one automatic retry, never a loop. */
const RETRIED_KEY = 'docusaurus.chunkLoadRetried';
const RETRY_WINDOW_MS = 60_000;

/** Errors of the bundler's runtime: `ChunkLoadError` for scripts, `CSS_CHUNK_LOAD_FAILED` for styles. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    (reason as Error & {code?: string}).code === 'CSS_CHUNK_LOAD_FAILED' ||
    /^Loading (CSS )?chunk \S+ failed/.test(reason.message)
  );
}

function retriedRecently(path: string): boolean {
  try {
    const retried: Record<string, number> = JSON.parse(sessionStorage.getItem(RETRIED_KEY) ?? '{}');
    const recent = Date.now() - (retried[path] ?? 0) < RETRY_WINDOW_MS;
    if (!recent) sessionStorage.setItem(RETRIED_KEY, JSON.stringify({...retried, [path]: Date.now()}));
    return recent;
  } catch {
    // Without session storage there is no way to tell a first failure from a loop: show the notice.
    return true;
  }
}

function onChunkLoadError(): void {
  const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
  if (!hydrated && !retriedRecently(window.location.pathname)) {
    window.location.reload();
    return;
  }
  showPageNotice({
    id: NOTICE_ID,
    role: 'alert',
    kind: 'warning',
    text: 'This page could not finish loading.',
    actions: [{label: 'Reload', onClick: () => window.location.reload()}],
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) onChunkLoadError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) onChunkLoadError();
  });
}
