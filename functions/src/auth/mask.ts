// Masked contact details for the expired-link choice and the contact-change notices: enough to
// recognise, not to read.

/** 'margaret.chen@harborview.example' → 'ma***@h***.example'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 1)}***${tld}`;
}

/** Stored digits '5035550142' → '(***) ***-0142'. */
export function maskPhone(digits: string): string {
  return `(***) ***-${digits.slice(-4)}`;
}
