/** Errors shaped like the Firestore SDK's server errors: an Error with a numeric gRPC `code`. */

export const Code = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;

export type CodeName = keyof typeof Code;

/** Mirrors google-gax's GoogleError: message "<code> <NAME>: <details>", with `code` and `details`. */
export class FirestoreError extends Error {
  readonly code: number;
  readonly details: string;

  constructor(codeName: CodeName, details: string) {
    const code = Code[codeName];
    super(`${code} ${codeName}: ${details}`);
    this.name = 'Error';
    this.code = code;
    this.details = details;
  }
}

export function storeError(codeName: CodeName, details: string): FirestoreError {
  return new FirestoreError(codeName, details);
}

/** The codes the SDK retries a transaction on (its isRetryableTransactionError). */
const RETRIED_IN_TRANSACTIONS: ReadonlySet<number> = new Set([
  Code.ABORTED,
  Code.CANCELLED,
  Code.UNKNOWN,
  Code.DEADLINE_EXCEEDED,
  Code.INTERNAL,
  Code.UNAVAILABLE,
  Code.UNAUTHENTICATED,
  Code.RESOURCE_EXHAUSTED,
]);

export function isRetriedInTransactions(err: unknown): boolean {
  return err instanceof FirestoreError && RETRIED_IN_TRANSACTIONS.has(err.code);
}
