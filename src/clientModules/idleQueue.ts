/** What `requestIdleCallback` hands its callback: how long the browser expects to stay idle. */
export type IdleDeadline = {timeRemaining: () => number};
export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * A queue of small jobs run while the main thread is idle, as many per idle
 * period as fit, so that many of them never add up to one long task.
 */
export function createIdleQueue(scheduleIdle: ScheduleIdle): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  function drain(deadline: IdleDeadline): void {
    // At least one job per period, so that a busy page still makes progress.
    do {
      jobs.shift()?.();
    } while (jobs.length > 0 && deadline.timeRemaining() > 0);
    scheduled = jobs.length > 0;
    if (scheduled) scheduleIdle(drain);
  }

  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
}
