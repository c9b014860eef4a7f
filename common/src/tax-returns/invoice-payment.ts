// Paying a return's invoice by card (issue 45): the client pays on the firm's hosted checkout page;
// the invoice is paid only once Stripe's signed event confirms it (never from the page's return).
export const INVOICE_MESSAGES = {
  alreadyPaid: 'This invoice is already paid',
  onlyClients: 'Only the client pays their invoice',
  notPayableHere: 'Your firm does not take card payments here. Please contact them to pay.',
  paid: 'Payment received. Thank you!',
  waiting: 'Confirming your payment…',
  cancelled: 'Payment cancelled. You can pay whenever you are ready.',
} as const;

/** Where the checkout page sends the payer back (a query parameter of the return's page). */
export const INVOICE_RETURN_PARAM = 'invoice';
