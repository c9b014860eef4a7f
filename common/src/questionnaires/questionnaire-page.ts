// The client page of a questionnaire as the API answers it (spec 2 §3): the questionnaire model's
// sections and answers, with what the page's features add (contact confirmation, the custom
// status in the client's words, tracked changes). Apart from the model, which those features'
// own types build on, so no module of common/ imports one that imports it back.
import type { DocumentDto } from '../documents/uploads';
import type { CardPaymentDto } from '../payments/card-payment';
import type { ContactConfirmationDto } from './contact-confirmation';
import type { ClientStatusDto } from './custom-status';
import type {
  DepositStatus,
  QuestionnaireHeadDto,
  QuestionnairePagePreferences,
  SectionDto,
} from './questionnaire-model';
import type { TrackedChangesDto } from './tracked-changes';

export interface QuestionnairePageDto extends QuestionnaireHeadDto {
  company_id: string;
  company_hash: string;
  company_name: string;
  deposit_status: DepositStatus | null;
  deposit_amount: number | null;
  /**
   * The card payment that paid the deposit, and what happened to it after: a refund (everyone),
   * a dispute (staff only). Null when it was not paid by card through the portal.
   */
  deposit_card_payment: CardPaymentDto | null;
  /** The firm takes deposits online (billing_enabled and a connected card-payment account). */
  deposit_payment_available: boolean;
  sections: SectionDto[];
  /** Documents moved out of the questions (marked as others), oldest first. */
  additional_attachments: DocumentDto[];
  preferences: QuestionnairePagePreferences;
  /** Why the caller cannot change anything here, or null when they can. */
  read_only_reason: string | null;
  /**
   * 'Confirm this information': the caller's contact details to confirm, when the questionnaire
   * asks its owners and this one has not yet (null otherwise, and always for staff).
   */
  contact_confirmation: ContactConfirmationDto | null;
  /** The custom status in the client's words, when one is set and the firm uses them. */
  client_status: ClientStatusDto | null;
  /** For staff, while changes are tracked: what changed since (null otherwise, and for clients). */
  tracked_changes: TrackedChangesDto | null;
  /**
   * The entity's return for the questionnaire's year once it has reached the client: the locked
   * "Tax Return Delivery" step (section type delivery) opens and leads to it. Null before.
   */
  delivered_tax_return: { id: string; name: string } | null;
}
