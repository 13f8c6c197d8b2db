import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {guardWorker} from './index';

const GUARD = fs.readFileSync(path.join(__dirname, 'workerGuard.js'), 'utf8');

type Listener = (event: {waitUntil: (promise: Promise<unknown>) => void}) => void;

/** Runs the guarded worker in a bare worker-like global; returns what the install event was asked to wait for. */
function install(worker: string, loadChunk: () => void): Promise<unknown>[] {
  const listeners: Listener[] = [];
  const self = {
    importScripts: loadChunk,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'install') listeners.push(listener);
    },
  };
  vm.runInNewContext(guardWorker(worker, GUARD), {self});
  const waited: Promise<unknown>[] = [];
  for (const listener of listeners) listener({waitUntil: (promise) => waited.push(promise)});
  return waited;
}

// What the bundle does: load its chunk during its first run, and turn a failure into a promise's rejection.
const BUNDLE = 'try { self.importScripts("/512.sw.js"); } catch (error) { Promise.reject(error).catch(() => {}); }';

describe('workerGuard', () => {
  it('fails the install when the worker could not import its chunk', async () => {
    const waited = install(BUNDLE, () => {
      throw new TypeError('Failed to execute importScripts: the script at /512.sw.js failed to load');
    });
    expect(waited).toHaveLength(1);
    await expect(waited[0]).rejects.toThrow('failed to load');
  });

  it('leaves the install alone when the chunk loaded', () => {
    expect(install(BUNDLE, () => undefined)).toEqual([]);
  });

  it('passes the URLs on to the real importScripts', () => {
    const urls: string[] = [];
    install(BUNDLE, (...given: string[]) => void urls.push(...given));
    expect(urls).toEqual(['/512.sw.js']);
  });

  it('goes first, before the bundle, without its comment lines', () => {
    expect(guardWorker('bundle();', '// why\n(function () {})();\n')).toBe('(function () {})();\nbundle();');
  });
});
