// Writes one area decides inside another area's transaction. Firestore wants every read of a
// transaction before its first write, so a repo that takes part reads now and answers a plan;
// the transaction's owner checks the size and applies every plan once all reads are done.
export interface PlannedWrites {
  /** How many document writes `apply` makes (a transaction holds at most 500). */
  readonly count: number;
  apply(): void;
}

export const NO_WRITES: PlannedWrites = { count: 0, apply: () => undefined };

/** Several plans as one: their writes together, applied in order. */
export const allOf = (...plans: PlannedWrites[]): PlannedWrites => ({
  count: plans.reduce((sum, plan) => sum + plan.count, 0),
  apply: () => plans.forEach((plan) => plan.apply()),
});
