import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {announceBuildOutput, buildOutputWritten, buildOutputsWritten} from './buildOutputs';

describe('build outputs announced by postBuild writers', () => {
  // Test files share a process (vitest.config.ts): the plugins other files create announce writers that stay pending.
  beforeEach(() => {
    (globalThis as Record<symbol, Map<string, Promise<void>> | undefined>)[
      Symbol.for('docusaurus-versioned-site/build-outputs')
    ]?.clear();
  });
  // The writers outlive a test (they are shared by the whole process): settle every one a test leaves behind.
  afterEach(() => {
    for (const name of ['first', 'second', 'broken', 'other-copy']) announceBuildOutput(name).done();
  });

  it('are waited for until every writer is done', async () => {
    const first = announceBuildOutput('first');
    const second = announceBuildOutput('second');
    let settled = false;
    const waiting = buildOutputsWritten().then(() => (settled = true));
    first.done();
    await Promise.resolve();
    expect(settled).toBe(false);
    second.done();
    await waiting;
    expect(settled).toBe(true);
  });

  it('can be waited for one writer at a time', async () => {
    const first = announceBuildOutput('first');
    announceBuildOutput('second');
    let settled = false;
    const waiting = buildOutputWritten('first').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    first.done();
    await waiting;
    expect(settled).toBe(true);
    await expect(buildOutputWritten('never-announced')).resolves.toBeUndefined();
  });

  it('fail when a writer fails', async () => {
    announceBuildOutput('broken').failed(new Error('disk full'));
    await expect(buildOutputsWritten()).rejects.toThrow('disk full');
  });

  it('are shared by every copy of the module, as Docusaurus loads each plugin with a module cache of its own', async () => {
    vi.resetModules();
    const copy = await import('./buildOutputs');
    expect(copy.announceBuildOutput).not.toBe(announceBuildOutput);
    const writer = copy.announceBuildOutput('other-copy');
    let settled = false;
    const waiting = buildOutputsWritten().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    writer.done();
    await waiting;
    expect(settled).toBe(true);
  });
});
