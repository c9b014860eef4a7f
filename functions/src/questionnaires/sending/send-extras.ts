// What a send may add to the template besides its terms (spec 2 §7 "Send template"): questions
// of its own, and every owner's signature. Kept with a scheduled or queued send until it goes.
import type { AddedQuestion } from '@portico/common/questionnaires/send-template';

export interface SendExtras {
  addedQuestions: AddedQuestion[];
  /** Every owner signs each engagement letter, whatever the firm's one-signature preference. */
  allOwnerSignatureRequired: boolean;
}

export interface SendExtrasDoc {
  questions_to_create?: AddedQuestion[];
  all_owner_signature_required?: boolean;
}

export const NO_SEND_EXTRAS: SendExtras = { addedQuestions: [], allOwnerSignatureRequired: false };

export const sendExtrasDoc = (e: Partial<SendExtras>): SendExtrasDoc => ({
  questions_to_create: e.addedQuestions ?? [],
  all_owner_signature_required: e.allOwnerSignatureRequired ?? false,
});

/** Absent on sends stored before extras existed: none. */
export const fromSendExtrasDoc = (d: SendExtrasDoc): SendExtras => ({
  addedQuestions: d.questions_to_create ?? [],
  allOwnerSignatureRequired: d.all_owner_signature_required ?? false,
});
