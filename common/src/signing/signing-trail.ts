// A signing's audit trail (issue 45; IRS e-signature guidance for Forms 8879/8878): each thing that
// happened to a document sent for signature — sent, opened, consented, identity checked, signed,
// filled in (a request's text), declined, reminded, marked signed on paper, sealed — with its time, the caller's address (the
// trusted proxy hop) and browser, and the signed-in user. Append-only; printed on the certificate
// page and in the evidence pack.

export const SIGNING_EVENTS = [
  'sent',
  'opened',
  'consented',
  'identity_checked',
  'signed',
  'filled',
  'declined',
  'reminded',
  'marked_signed',
  'sealed',
  'deleted',
] as const;
export type SigningEvent = (typeof SIGNING_EVENTS)[number];

export const SIGNING_EVENT_LABELS: Record<SigningEvent, string> = {
  sent: 'Sent for signature',
  opened: 'Opened',
  consented: 'Agreed to sign electronically',
  identity_checked: 'Identity checked',
  signed: 'Signed',
  filled: 'Filled in',
  declined: 'Declined to sign',
  reminded: 'Reminded',
  marked_signed: 'Marked signed on paper',
  sealed: 'Sealed',
  deleted: 'Deleted; its signed records kept',
};

export interface SigningEventDto {
  id: string;
  event: SigningEvent;
  /** ISO. */
  at: string;
  /** Who did it (a user's name, or the portal for what it did itself). */
  actor: string;
  user_id: string | null;
  ip_address: string;
  user_agent: string;
  /** The form it concerns, when one. */
  form_name: string | null;
  /** A line of what else is worth knowing (the method, a hash, who it went to). */
  detail: string;
}

/** Where a signature goes: a page (1-based) and a box in the page's units from its bottom left. */
export interface SignatureBox {
  page: number;
  left: number;
  bottom: number;
  width: number;
  height: number;
}
