// One mail or SMS in the outbox, as the local runtime's dev inbox endpoint answers it.

/**
 * Where its delivery stands, as the mail and SMS extensions write it back (`delivery.state`);
 * PENDING until they have taken it.
 */
export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface OutboxItem {
  id: string;
  kind: 'mail' | 'sms';
  /** An email address, or a phone number in E.164 ('+15035550142'). */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  created_at: string;
  delivery: { state: DeliveryState; error: string | null };
}
