interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can handle what waits (a tap, a paint), and resolves once the
 * work may go on: with scheduler.yield where the browser has it (the rest then runs before other
 * pages' tasks of the same priority), else in a new task from a message, which comes without the
 * minimum delay that nested timers get.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
