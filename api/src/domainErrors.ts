// What went wrong, in the shop's own terms. Services (and routes) throw these with a Czech message
// the user is shown; only the HTTP layer decides which status each is answered with (http/errors.ts).

/** A refusal the user's request caused; `details` travel next to the message (e.g. a conflict's new prices). */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The request is malformed or a value in it is not acceptable. */
export class InvalidInput extends DomainError {}

/** Who is asking is not known: no session, an expired one, or wrong credentials. */
export class Unauthenticated extends DomainError {}

/** Who is asking may not do this. */
export class Forbidden extends DomainError {}

/** What the request names does not exist, or is not the asker's to see. */
export class NotFound extends DomainError {}

/** The request clashes with the current state (an order already paid, a price that changed …). */
export class Conflict extends DomainError {}

/** The customer's card payment has not arrived (yet). */
export class NotPaidYet extends DomainError {}

/** A file is larger than the shop accepts. */
export class TooLarge extends DomainError {}

/** A provider the shop relies on (the payment gateway) did not answer as it should. */
export class ProviderFailed extends DomainError {}

/** A feature is switched off in this installation (e.g. card payments without a Stripe key). */
export class Unavailable extends DomainError {}
