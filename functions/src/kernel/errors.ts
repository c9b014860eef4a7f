// The domain errors services throw: what went wrong in the business's terms, never an HTTP
// status. http/error-mapper.ts is the one place that turns each kind into its status.

export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Extra answer fields a client needs to recover (e.g. the uid of an expired sign-in link). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule. */
export class Invalid extends DomainError {}

/** There is no caller, or their credential is not (or no longer) accepted. */
export class Unauthenticated extends DomainError {}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {}

/** Not there, or not the caller's to see: both read the same, so ids cannot be probed. */
export class NotFound extends DomainError {}

/** The change collides with the current state (a taken email, a name that exists). */
export class Conflict extends DomainError {}

/** It was there and is no longer (an expired link): asking again will not help. */
export class Gone extends DomainError {}

/** The input is larger than a limit allows. */
export class TooLarge extends DomainError {}

/** Too many attempts; the message says how to go on. */
export class RateLimited extends DomainError {}

/** Something that should not fail did; the message is the one the spec shows for it. */
export class Failed extends DomainError {}

/** A service we depend on did not answer; trying again later may work. */
export class Unavailable extends DomainError {}
