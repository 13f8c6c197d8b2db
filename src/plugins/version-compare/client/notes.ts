import {DATA_DIR, type VersionNotes} from '../types';

// Each file is fetched once per page load; later readers share the same promise.
const cache = new Map<string, Promise<unknown>>();

export function loadJson<T>(url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failed load may succeed later (back online): do not keep the rejection.
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}

/** Notes already loaded, for synchronous reads while rendering. */
const loadedNotes = new Map<string, VersionNotes>();

export function cachedNotes(version: string): VersionNotes | undefined {
  return loadedNotes.get(version);
}

export async function loadNotes(baseUrl: string, version: string): Promise<VersionNotes> {
  const notes = await loadJson<VersionNotes>(`${baseUrl}${DATA_DIR}/notes/${version}.json`);
  loadedNotes.set(version, notes);
  return notes;
}
