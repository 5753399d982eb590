import type { Log } from '../log';

const running = new Set<Promise<void>>();

/**
 * Runs work after the answer has been sent, for calls that must answer the same whatever happens
 * (the reset and resend-link mails: neither the answer nor its timing may tell whether an address
 * has an account). A failure is logged.
 */
export function afterAnswer(log: Log, what: string, work: () => Promise<unknown>): void {
  const done: Promise<void> = work()
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${what} failed`),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once the work this process started after its answers so far has finished: what shows that a call did nothing more. */
export async function backgroundSettled(): Promise<void> {
  await Promise.all(running);
}
