// One mail or SMS in the outbox, as the local runtime's dev inbox endpoint answers it.
export interface OutboxItem {
  id: string;
  kind: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  created_at: string;
}
