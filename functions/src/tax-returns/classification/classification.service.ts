// Classifying a return (spec 3 §2 "Tax return delivery", issue 44): staff read what the return
// asks for — its signers among the entity's owners, its e-sign forms, vouchers and invoice, or
// what its text suggested when nothing is saved yet — save it while the return is ready to
// classify (action_required), and send it, which moves it to `sending` for the queued task that
// tells each signer (sending/deliver-tax-return.task.ts). The parts are replaced and the return's
// progress summed up in one transaction.
import { IDENTITY_MESSAGES } from '@portico/common/signing/identity-verification';
import {
  CLASSIFICATION_MESSAGES as SAY,
  NO_SUGGESTIONS,
  formName,
  type ClassificationDto,
  type ClassificationInput,
  type OwnerChoice,
} from '@portico/common/tax-returns/classification';
import { OTHER_ID } from '@portico/common/tax-returns/delivery-catalogue';
import type {
  ESignFormDto,
  PaymentVoucherDto,
  SignerDto,
  TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import {
  fullName,
  shownEmail,
  type EntityRecord,
  type UserRecord,
} from '../../people/people.module';
import type { NewId } from '../../platform/ids/ids';
import type { ReturnParts } from '../return-parts.repo';
import { summedUp } from '../return-progress';
import type { TaxReturnRecord } from '../tax-return-record';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import { findManagedReturn } from '../return-lookup';
import { householdOf, unreachableSigner } from '../../signing/signing.module';
import type { ReturnServiceDeps } from '../return-service-deps';

interface Deps extends ReturnServiceDeps {
  newId: NewId;
}

const toSigner = (user: UserRecord): SignerDto => ({
  id: user.id,
  fname: user.fname,
  lname: user.lname,
  email: shownEmail(user),
});

/** Every signer can be sent the return on their own (a spouse without an email, by phone). */
function requireReachable(signers: UserRecord[], owners: UserRecord[]): void {
  for (const signer of signers) {
    const problem = unreachableSigner(signer, owners);
    if (problem) throw new Invalid(problem);
  }
}

export function classificationService({ db, returns, parts, entities, users, clock, newId }: Deps) {
  async function load(principal: Principal | null | undefined, id: string) {
    return findManagedReturn({ returns, entities }, principal, id);
  }

  async function ownersOf(entity: EntityRecord): Promise<UserRecord[]> {
    return users.getMany(entity.firmId, entity.ownerIds);
  }

  function answer(
    record: TaxReturnRecord,
    owners: UserRecord[],
    entity: EntityRecord,
    saved: ReturnParts,
  ): ClassificationDto {
    return {
      tax_return: toTaxReturnSummaryDto(record),
      owners: owners.map((u): OwnerChoice => {
        const household = u.hasTempEmail ? householdOf(u, owners) : null;
        return {
          ...toSigner(u),
          primary: u.id === entity.primaryOwnerId,
          shares_email_with: household && fullName(household),
          unreachable: unreachableSigner(u, owners),
        };
      }),
      signers: saved.signers,
      signing_order: record.signingOrder,
      e_sign_forms: saved.forms,
      payment_vouchers: saved.vouchers,
      invoice: record.invoice,
      suggestions: record.suggestions ?? NO_SUGGESTIONS,
    };
  }

  /** The parts the input describes, checked against the return and the entity's owners. */
  function partsOf(
    input: ClassificationInput,
    record: TaxReturnRecord,
    owners: UserRecord[],
  ): ReturnParts {
    const byId = new Map(owners.map((u) => [u.id, u]));
    const signers = input.signer_ids.map((id) => {
      const owner = byId.get(id);
      if (!owner) throw new Invalid(SAY.notAnOwner);
      return owner;
    });
    requireReachable(signers, owners);
    const pageCount = record.pageCount ?? 0;
    const forms = input.e_sign_forms.map((form): ESignFormDto => {
      if (form.pages.some((page) => page > pageCount))
        throw new Invalid(SAY.pageOutside(pageCount));
      return {
        id: newId(),
        form_id: form.form_id,
        form_name: formName(form),
        pages: [...new Set(form.pages)].sort((a, b) => a - b),
        signatures: form.signatures.map((s) => ({
          signer_id: s.signer_id,
          name: fullName(byId.get(s.signer_id)!),
          title: s.title,
          signatureData: null,
          isMarkedSigned: false,
          box: null,
        })),
        wetSignaturesRequired: form.wetSignaturesRequired,
        wetSignatures: [],
      };
    });
    const vouchers = input.payment_vouchers.map((v): PaymentVoucherDto => ({
      id: newId(),
      voucher_id: v.voucher_id,
      custom_payment_name: v.voucher_id === OTHER_ID ? v.custom_payment_name : null,
      amount: v.amount,
      is_paid: false,
      is_due_asap: v.is_due_asap,
      due_date: v.is_due_asap ? null : v.due_date,
    }));
    return { forms, vouchers, signers: signers.map(toSigner) };
  }

  return {
    /** GET /tax_returns/{id}/classification: what the return asks for, and who may sign it. */
    async get(principal: Principal | null | undefined, id: string): Promise<ClassificationDto> {
      const { record, entity } = await load(principal, id);
      const [owners, saved] = await Promise.all([ownersOf(entity), parts.listAll(record)]);
      return answer(record, owners, entity, saved);
    },

    /** PUT /tax_returns/{id}/classification: replaces what the return asks for, before sending. */
    async save(
      principal: Principal | null | undefined,
      id: string,
      input: ClassificationInput,
    ): Promise<ClassificationDto> {
      const { caller, record, entity } = await load(principal, id);
      const owners = await ownersOf(entity);
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, record.id);
        if (!current) throw new NotFound('Tax return not found');
        if (current.status !== 'action_required') throw new Conflict(SAY.notClassifiable);
        const existing = await parts.readAll(tx, current);
        const next = partsOf(input, current, owners);
        const invoice = input.invoice_amount ? { amount: input.invoice_amount, paid: false } : null;
        if (input.identity_verification && !caller.firm.preferences.identity_verification_enabled)
          throw new Invalid(IDENTITY_MESSAGES.turnedOff);
        parts.replaceAll(tx, current, existing, next);
        const saved = returns.update(tx, current, {
          ...summedUp(next, invoice),
          // Asked: every signer starts "Not Started" (their checks are made once it is sent).
          identityStatus: input.identity_verification ? 'not_started' : null,
          // An order needs two signers to mean anything.
          signingOrder: input.signing_order && next.signers.length > 1,
          // Confirmed or changed by the advisor: the suggestions are spent.
          suggestions: null,
          updatedAt: clock.now(),
        });
        return answer(saved, owners, entity, next);
      });
    },

    /**
     * POST /tax_returns/{id}/send: a classified return starts on its way to its signers. The
     * caller then queues the task that tells them (it finds the return `sending`).
     */
    async send(principal: Principal | null | undefined, id: string): Promise<TaxReturnSummaryDto> {
      const { caller, record, entity } = await load(principal, id);
      const owners = await ownersOf(entity);
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, record.id);
        if (!current) throw new NotFound('Tax return not found');
        if (current.status !== 'action_required') throw new Conflict(SAY.notClassifiable);
        const saved = await parts.readAll(tx, current);
        const asksPayment = saved.vouchers.length > 0 || (current.invoice?.amount ?? 0) > 0;
        if (saved.forms.length === 0 && !asksPayment) throw new Invalid(SAY.nothingToSend);
        if (saved.signers.length === 0) throw new Invalid(SAY.noSigners);
        // A phone removed in People since the classification was saved.
        const ids = new Set(saved.signers.map((s) => s.id));
        requireReachable(
          owners.filter((o) => ids.has(o.id)),
          owners,
        );
        return toTaxReturnSummaryDto(
          returns.update(tx, current, { status: 'sending', updatedAt: clock.now() }),
        );
      });
    },
  };
}

export type ClassificationService = ReturnType<typeof classificationService>;
