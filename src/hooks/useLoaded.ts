// Data fetched after render (on demand, in the browser only), keyed so that a change of what is asked for shows
// "loading" at once without a synchronous state reset inside the effect (which would render twice).
import {useEffect, useState} from 'react';

export type Loaded<T> = {status: 'loading'} | {status: 'done'; value: T} | {status: 'error'; error: string};

/**
 * Runs `load` whenever `key` changes (not at all while it is `undefined`) and returns its state for that key.
 * `load` is read at the time the key changes: give every input it depends on a place in the key.
 */
export function useLoaded<T>(key: string | undefined, load: () => Promise<T>): Loaded<T> {
  const [settled, setSettled] = useState<{key: string; result: Loaded<T>}>();

  useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    load().then(
      (value) => current && setSettled({key, result: {status: 'done', value}}),
      (error: unknown) => current && setSettled({key, result: {status: 'error', error: String(error)}}),
    );
    return () => {
      current = false;
    };
    // `load` belongs to the key by contract (see above); a new function identity each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return settled && settled.key === key ? settled.result : {status: 'loading'};
}
