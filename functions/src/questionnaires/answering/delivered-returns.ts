// What the questionnaire page asks of tax returns (spec 2 §2, section type delivery): the entity's
// return for the questionnaire's year once it has reached the client, so the locked "Tax Return
// Delivery" step opens and leads to it. Provided by tax-returns, wired in http/api-router.
export interface DeliveredReturn {
  id: string;
  name: string;
}

export interface DeliveredReturns {
  /** The newest delivered return of `companyId` for `taxYear`, or null. */
  deliveredReturnOf(
    firmId: string,
    companyId: string,
    taxYear: number,
  ): Promise<DeliveredReturn | null>;
}
