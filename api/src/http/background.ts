import type { Log } from '../log';

/**
 * Runs work after the answer has been sent, for calls that must answer the same whatever happens
 * (the reset and resend-link mails: neither the answer nor its timing may tell whether an address
 * has an account). A failure is logged.
 */
export function afterAnswer(log: Log, what: string, work: () => Promise<unknown>): void {
  void work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
}
