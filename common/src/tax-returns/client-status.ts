// How a return stands as its client sees it (the dashboard's Tax Returns card): a draft waiting
// for their review asks for it; after their review they see what they decided; a return being
// finished or delivered says so. Staff see the statuses themselves.
import { isDelivered } from './sending';
import type { TaxReturnSummaryDto } from './tax-return-model';

/** A client sees a return once it has reached them: a draft for their review, or delivered. */
export const reachedClient = (tax: Pick<TaxReturnSummaryDto, 'status' | 'draft_status'>) =>
  tax.draft_status !== null || isDelivered(tax.status);

export interface ClientStatus {
  label: string;
  color: 'default' | 'warning' | 'info' | 'success';
  /** The button that opens the return, when there is something to see. */
  action: string | null;
}

export function clientStatusOf(
  tax: Pick<TaxReturnSummaryDto, 'status' | 'draft_status'>,
): ClientStatus {
  if (tax.status === 'draft' && tax.draft_status === 'draft')
    return { label: 'Draft ready for your review', color: 'warning', action: 'Review draft' };
  if (tax.status === 'change_requested')
    return { label: 'Changes requested', color: 'info', action: 'View draft' };
  if (isDelivered(tax.status)) return { label: 'Delivered', color: 'success', action: 'Open' };
  if (tax.draft_status === 'approved')
    return { label: 'Draft approved', color: 'success', action: 'View draft' };
  return { label: 'With your advisor', color: 'default', action: null };
}
