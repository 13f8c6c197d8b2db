/**
 * Checked items of an upgrade checklist, kept in localStorage per pair so they survive reloads and work offline.
 * Storage may throw (disabled, private mode, quota): the checklist then warns once and keeps working in memory.
 * A tiny external store, read with useSyncExternalStore: the prerendered page shows nothing ticked, the browser then
 * shows the saved ticks.
 */
export const storageKey = (from: string, to: string): string => `upgrade-checklist:${from}--${to}`;

const EMPTY = '[]';
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

let warned = false;
function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Upgrade checklist: the browser refused storage, ticks last until the page is closed.', error);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved list as a string (a stable snapshot for useSyncExternalStore). */
export function snapshot(key: string): string {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(key) ?? EMPTY;
  } catch (error) {
    warn(error);
    return EMPTY;
  }
}

export function parseChecked(raw: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export const loadChecked = (key: string): Set<string> => parseChecked(snapshot(key));

export function saveChecked(key: string, checked: Set<string>): void {
  const raw = JSON.stringify([...checked].sort());
  memory.set(key, raw);
  try {
    window.localStorage.setItem(key, raw);
  } catch (error) {
    warn(error);
  }
  listeners.forEach((listener) => listener());
}
