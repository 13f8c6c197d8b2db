import {describe, expect, it} from 'vitest';
import {announceBuildOutput, buildOutputsWritten} from './buildOutputs';

describe('build outputs announced by postBuild writers', () => {
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

  it('fail when a writer fails', async () => {
    announceBuildOutput('broken').failed(new Error('disk full'));
    await expect(buildOutputsWritten()).rejects.toThrow('disk full');
  });
});
