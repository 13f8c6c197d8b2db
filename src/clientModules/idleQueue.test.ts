import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadline} from './idleQueue';

/** A fake idle scheduler: periods run when the test says, each with a budget of `jobsPerPeriod` jobs. */
function fakeIdle(jobsPerPeriod: number) {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  let ran = 0;
  return {
    schedule: (callback: (deadline: IdleDeadline) => void) => pending.push(callback),
    runPeriod: () => {
      const start = ran;
      pending.shift()?.({timeRemaining: () => (ran - start < jobsPerPeriod ? 1 : 0)});
    },
    countJob: () => {
      ran += 1;
    },
    get scheduledPeriods() {
      return pending.length;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle', () => {
    const idle = fakeIdle(10);
    const enqueue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    enqueue(() => done.push(1));
    expect(done).toEqual([]);
    idle.runPeriod();
    expect(done).toEqual([1]);
  });

  it('spreads jobs over idle periods in order, within each period’s time', () => {
    const idle = fakeIdle(2);
    const enqueue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      enqueue(() => {
        idle.countJob();
        done.push(n);
      });
    }
    expect(idle.scheduledPeriods).toBe(1);
    idle.runPeriod();
    expect(done).toEqual([1, 2]);
    idle.runPeriod();
    expect(done).toEqual([1, 2, 3, 4]);
    idle.runPeriod();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(idle.scheduledPeriods).toBe(0);
  });

  it('runs one job even when a period has no time left, and schedules again for jobs added later', () => {
    const idle = fakeIdle(0);
    const enqueue = createIdleQueue(idle.schedule);
    const done: string[] = [];
    enqueue(() => done.push('a'));
    enqueue(() => done.push('b'));
    idle.runPeriod();
    expect(done).toEqual(['a']);
    idle.runPeriod();
    expect(done).toEqual(['a', 'b']);
    enqueue(() => done.push('c'));
    expect(idle.scheduledPeriods).toBe(1);
    idle.runPeriod();
    expect(done).toEqual(['a', 'b', 'c']);
  });
});
