import type {ClientModule} from '@docusaurus/types';
import {createIdleQueue, type ScheduleIdle} from './idleQueue';

// Docusaurus prefetches the code of every link that scrolls into view, and each
// prefetch scans the whole route table (500-odd routes here). A doc page shows
// some 150 links at once, so their prefetches ran as one task of about 250 ms on
// a phone-speed CPU, right after hydration. This module runs the same prefetches
// while the browser is idle instead; hover preloading is untouched.

/** Idle periods last up to 50 ms; slices of 10 ms keep the page responsive to input that arrives meanwhile. */
const SLICE_MS = 10;

const scheduleIdle: ScheduleIdle = (callback) => {
  if (!('requestIdleCallback' in window)) {
    setTimeout(() => callback({timeRemaining: () => 0}), 1);
    return;
  }
  window.requestIdleCallback((deadline) => {
    const sliceEnd = performance.now() + SLICE_MS;
    callback({timeRemaining: () => Math.min(deadline.timeRemaining(), sliceEnd - performance.now())});
  });
};

let deferred: typeof window.docusaurus | undefined;

function deferPrefetches(): void {
  const {docusaurus} = window;
  if (!docusaurus || docusaurus === deferred) return;
  const enqueue = createIdleQueue(scheduleIdle);
  deferred = Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) =>
      new Promise<void[]>((resolve) => {
        enqueue(() => resolve(docusaurus.prefetch(routePath) || []));
      }),
  });
  window.docusaurus = deferred;
}

// The first call comes on the first render, before any link reports that it is visible.
const idlePrefetch: ClientModule = {onRouteDidUpdate: deferPrefetches};

export default idlePrefetch;
