import {afterEach, describe, expect, it} from 'vitest';
import {forgetGlobalDataOrder, inNameOrder} from './globalDataOrder';

afterEach(forgetGlobalDataOrder);

const tick = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('inNameOrder', () => {
  it('ends the hooks in the order of the plugins’ names, whichever finishes its work first', async () => {
    const versions = inNameOrder('version-compare');
    const posts = inNameOrder('latest-posts');
    const ended: string[] = [];
    await Promise.all([
      versions(() => 'fast').then(() => ended.push('version-compare')),
      posts(async () => {
        await tick(20);
        return 'slow';
      }).then(() => ended.push('latest-posts')),
    ]);
    expect(ended).toEqual(['latest-posts', 'version-compare']);
  });

  it('returns the work’s result, and a failed earlier hook does not hold the later ones', async () => {
    const first = inNameOrder('a');
    const second = inNameOrder('b');
    const failing = first(() => {
      throw new Error('broken');
    });
    await expect(failing).rejects.toThrow('broken');
    await expect(second(() => 42)).resolves.toBe(42);
  });
});
