/**
 * Runs work after the answer has been sent, for calls that must answer the same whatever happens
 * (the reset and resend-link mails: neither the answer nor its timing may tell whether an address
 * has an account). A failure is logged by its message only.
 */
export function afterAnswer(what: string, work: () => Promise<unknown>): void {
  void work().catch((error: unknown) => console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`));
}
