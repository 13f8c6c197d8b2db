import type {CheckInput, CheckResult} from './check';

/** Past this, the worker is stopped and the reader told so: the tab itself stays responsive throughout. */
export const TIME_LIMIT_MS = 15_000;

/** Runs the checker in a fresh Web Worker (loaded on demand) and settles within the time limit. */
export function runCheck(input: CheckInput, limit = TIME_LIMIT_MS): Promise<CheckResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {type: 'module'});
    const timer = setTimeout(() => {
      worker.terminate();
      resolve({
        ok: false,
        error: `the check took longer than ${limit / 1000} s and was stopped; paste a smaller config`,
      });
    }, limit);
    worker.onmessage = (event: MessageEvent<CheckResult>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      worker.terminate();
      resolve({ok: false, error: `the checker failed: ${event.message}`});
    };
    worker.postMessage(input);
  });
}
