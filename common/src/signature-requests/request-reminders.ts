// Reminding a request's signers (issue 46 "reminders on the same job as returns"): on the firm's
// reminder cadence, and when staff choose Send reminder, each signer who has not filled in all
// their fields is asked again, with the link to the review page.

export const REQUEST_REMINDER_MESSAGES = {
  sent: 'Reminder sent',
  notRemindable: 'Only a sent signature request still waiting for signatures can be reminded',
  nobodyLeft: 'Every signer has already signed this signature request',
} as const;

/** The mail (or text) that reminds a signer. */
export const requestReminderMail = (
  r: { form_name: string; document_name: string; tax_year: number },
  firmName: string,
  link: string,
) => ({
  subject: `Reminder: please sign ${r.document_name}`,
  text: `${firmName} is still waiting for your signature on ${r.form_name}: ${r.document_name} (${r.tax_year}). Open it here:\n\n${link}`,
  sms: `${firmName}: please sign ${r.document_name}: ${link}`,
});
