// What a return copies from its entity and the entity's advisor, for the table's columns, sorts,
// filters and search; set when the return is made and followed when they change.
import { paymentSummary, signatureSummary } from '@portico/common/tax-returns/delivery-progress';
import { fullName, type EntityRecord, type UserRecord } from '../people/people.module';
import type { TaxReturnRecord } from './tax-return-record';

export type EntityFacts = Pick<
  TaxReturnRecord,
  | 'companyName'
  | 'companyHash'
  | 'externalEntityId'
  | 'firmGroupId'
  | 'assignedAdvisorId'
  | 'advisorName'
>;

export const entityFacts = (
  entity: EntityRecord,
  advisor: Pick<UserRecord, 'fname' | 'lname'> | null,
): EntityFacts => ({
  companyName: entity.name,
  companyHash: entity.hashId,
  externalEntityId: entity.details?.externalEntityId ?? '',
  firmGroupId: entity.firmGroupId,
  assignedAdvisorId: entity.assignedAdvisorId,
  advisorName: advisor ? fullName(advisor) : null,
});

/** A return before classification: nothing asked of anyone yet. */
export const NOTHING_ASKED = {
  signatures: signatureSummary([]),
  payments: paymentSummary([], null),
  vouchers: { done: 0, total: 0 },
  identityStatus: null,
  invoice: null,
  suggestions: null,
} satisfies Partial<TaxReturnRecord>;
