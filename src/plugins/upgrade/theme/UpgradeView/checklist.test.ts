import {afterEach, describe, expect, it, vi} from 'vitest';
import {loadChecked, saveChecked, storageKey} from './checklist';

function stubStorage(storage: Partial<Storage>) {
  vi.stubGlobal('window', {localStorage: storage});
}

afterEach(() => vi.unstubAllGlobals());

describe('upgrade checklist storage', () => {
  it('keeps the ticked items per pair', () => {
    const data = new Map<string, string>();
    stubStorage({getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v)});
    saveChecked(storageKey('a', 'b'), new Set(['option-x', 'breaking-1']));
    expect(data.get('upgrade-checklist:a--b')).toBe('["breaking-1","option-x"]');
    expect([...loadChecked(storageKey('a', 'b'))]).toEqual(['breaking-1', 'option-x']);
  });

  it('warns and keeps working when storage throws or holds garbage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(loadChecked('k').size).toBe(0);
    expect(() => saveChecked('k', new Set(['x']))).not.toThrow();
    expect([...loadChecked('k')]).toEqual(['x']);
    expect(warn).toHaveBeenCalledTimes(1);
    stubStorage({getItem: () => '{"not": "a list"}'});
    expect(loadChecked('other').size).toBe(0);
  });
});
