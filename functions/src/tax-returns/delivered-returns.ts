// The year's delivered return of an entity, for the questionnaire's "Tax Return Delivery" step
// (questionnaires/answering/delivered-returns.ts): the newest return of that year that has
// reached its signers.
import { isDelivered } from '@portico/common/tax-returns/sending';
import type { DeliveredReturns } from '../questionnaires/questionnaires.module';
import type { TaxReturnsRepo } from './tax-returns.repo';

export function deliveredReturnsOf(returns: TaxReturnsRepo): DeliveredReturns {
  return {
    async deliveredReturnOf(firmId, companyId, taxYear) {
      // listForEntity is newest first.
      const found = (await returns.listForEntity(firmId, companyId)).find(
        (r) => r.taxYear === taxYear && isDelivered(r.status),
      );
      return found ? { id: found.id, name: found.name } : null;
    },
  };
}
