// Staff's row actions on a sent return (spec 3 §2 "Row actions", §7 "Update", "Invoice paid"):
// mark it finished, turn its reminders off or on, mark vouchers paid or unpaid, mark signatures
// given on paper as signed, mark the invoice paid or unpaid. Each change is one transaction that
// rewrites the parts it touches, sums the return up again (a return whose signatures are all
// done becomes `signed`) and writes a line to the activity log per change.
import {
  ACTION_MESSAGES as SAY,
  statusAfterSigning,
  type UpdateTaxReturnInput,
} from '@portico/common/tax-returns/return-actions';
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import { isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import { isDelivered } from '@portico/common/tax-returns/sending';
import type {
  ESignFormDto,
  PaymentVoucherDto,
  TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db, DbTransaction } from '../../platform/db/db';
import { returnLine } from '../return-notes';
import { nextReminder } from '../reminders/send-reminder';
import type { ReturnPartsRepo } from '../return-parts.repo';
import { summedUp } from '../return-progress';
import type { RecordPatch } from '../../platform/db/record-collection';
import type { TaxReturnRecord } from '../tax-return-record';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { findManagedReturn } from '../return-lookup';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { sealSignedForms } from '../signing/seal-signed-form.task';

interface Deps {
  db: Db;
  queue: TaskQueue;
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  activity: ActivityRepo;
  clock: Clock;
}

/** The vouchers with the payments marked as asked, and a log line for each one that changed. */
function markVouchers(
  vouchers: PaymentVoucherDto[],
  marks: { id: string; is_paid: boolean }[],
): { vouchers: PaymentVoucherDto[]; lines: string[] } {
  const lines: string[] = [];
  const byId = new Map(marks.map((m) => [m.id, m.is_paid]));
  for (const id of byId.keys())
    if (!vouchers.some((v) => v.id === id)) throw new Invalid(SAY.noSuchVoucher);
  const next = vouchers.map((v) => {
    const paid = byId.get(v.id);
    if (paid === undefined || paid === v.is_paid) return v;
    lines.push(`Payment voucher ${voucherName(v)} marked ${paid ? 'paid' : 'unpaid'}`);
    return { ...v, is_paid: paid };
  });
  return { vouchers: next, lines };
}

/** The forms with the signatures marked as asked (never one already signed by the client). */
function markSignatures(
  forms: ESignFormDto[],
  marks: NonNullable<UpdateTaxReturnInput['e_sign_forms']>,
): { forms: ESignFormDto[]; lines: string[]; signed: boolean } {
  const lines: string[] = [];
  let signed = false;
  const byForm = new Map(marks.map((m) => [m.id, m.signatures]));
  for (const [id, signatures] of byForm) {
    const form = forms.find((f) => f.id === id);
    if (!form || signatures.some((s) => !form.signatures.some((x) => x.signer_id === s.signer_id)))
      throw new Invalid(SAY.noSuchSignature);
  }
  const next = forms.map((form) => {
    const asked = byForm.get(form.id);
    if (!asked) return form;
    return {
      ...form,
      signatures: form.signatures.map((signature) => {
        const mark = asked.find((s) => s.signer_id === signature.signer_id);
        // A signature the client gave stays theirs.
        if (!mark || signature.signatureData || mark.isMarkedSigned === signature.isMarkedSigned)
          return signature;
        const marked = { ...signature, isMarkedSigned: mark.isMarkedSigned };
        if (isSignatureDone(form, marked)) signed = true;
        lines.push(
          `Signature of ${signature.name} on ${form.form_name} marked ${mark.isMarkedSigned ? 'signed' : 'not signed'}`,
        );
        return marked;
      }),
    };
  });
  return { forms: next, lines, signed };
}

export function returnActionsService({
  db,
  queue,
  returns,
  parts,
  entities,
  activity,
  clock,
}: Deps) {
  /**
   * Loads the return for staff who manage it and runs `change` on it as stored now, in one
   * transaction: a return not sent yet is refused; the change's log lines are written with it.
   */
  async function act(
    principal: Principal | null | undefined,
    id: string,
    change: (
      tx: DbTransaction,
      current: TaxReturnRecord,
      caller: Principal,
    ) => Promise<{ patch: RecordPatch<TaxReturnRecord>; lines: string[] }>,
  ): Promise<TaxReturnSummaryDto> {
    const { caller } = await findManagedReturn({ returns, entities }, principal, id);
    return db.runTransaction(async (tx) => {
      const current = await returns.read(tx, caller.firmId, id);
      if (!current) throw new NotFound('Tax return not found');
      if (!isDelivered(current.status)) throw new Conflict(SAY.notDelivered);
      const { patch, lines } = await change(tx, current, caller);
      const now = clock.now();
      const changed = returns.update(tx, current, lines.length ? { ...patch, updatedAt: now } : {});
      for (const title of lines)
        activity.plan(tx, returnLine(changed, title, caller.userId, now)).apply();
      return toTaxReturnSummaryDto(changed);
    });
  }

  return {
    /** PATCH /tax_returns/{id}; a form whose last signatures were marked signed is sealed. */
    update: async (
      principal: Principal | null | undefined,
      id: string,
      input: UpdateTaxReturnInput,
    ) => {
      // The forms as marked, to seal those now signed once the change is saved.
      const marked: { forms: ESignFormDto[]; record: TaxReturnRecord | null } = {
        forms: [],
        record: null,
      };
      const answer = await act(principal, id, async (tx, current, caller) => {
        const lines: string[] = [];
        const patch: RecordPatch<TaxReturnRecord> = {};
        if (input.payment_vouchers || input.e_sign_forms) {
          const stored = await parts.readAll(tx, current);
          const vouchers = input.payment_vouchers
            ? markVouchers(stored.vouchers, input.payment_vouchers)
            : { vouchers: stored.vouchers, lines: [] };
          const forms = input.e_sign_forms
            ? markSignatures(stored.forms, input.e_sign_forms)
            : { forms: stored.forms, lines: [], signed: false };
          parts.forms.replace(tx, current, stored.forms, forms.forms);
          Object.assign(marked, { forms: forms.forms, record: current });
          parts.vouchers.replace(tx, current, stored.vouchers, vouchers.vouchers);
          Object.assign(
            patch,
            summedUp({ forms: forms.forms, vouchers: vouchers.vouchers }, current.invoice),
            {
              status: statusAfterSigning(current.status, forms.forms),
              ...(forms.signed && { lastSignedAt: clock.now() }),
            },
          );
          lines.push(...forms.lines, ...vouchers.lines);
        }
        if (
          input.reminder_disabled !== undefined &&
          input.reminder_disabled !== current.reminderDisabled
        ) {
          patch.reminderDisabled = input.reminder_disabled;
          // Turned on again: the job looks at it after the firm's cadence.
          if (!input.reminder_disabled && !current.nextReminderAt)
            patch.nextReminderAt = nextReminder(
              clock.now(),
              caller.firm.preferences.questionnaire_reminder_frequency,
            );
          lines.push(input.reminder_disabled ? 'Reminders turned off' : 'Reminders turned on');
        }
        if (input.status === 'finished' && current.status !== 'finished') {
          patch.status = 'finished';
          lines.push('Tax return marked as finished');
        }
        return { patch, lines };
      });
      if (marked.record) await sealSignedForms(queue, marked.forms, marked.record);
      return answer;
    },

    /** POST /tax_returns/{id}/update_invoice_paid_status. */
    invoicePaid: (principal: Principal | null | undefined, id: string, paid: boolean) =>
      act(principal, id, async (tx, current) => {
        if (!current.invoice || current.invoice.amount <= 0) throw new Invalid(SAY.noInvoice);
        if (current.invoice.paid === paid) return { patch: {}, lines: [] };
        const invoice = { ...current.invoice, paid };
        const stored = await parts.readAll(tx, current);
        return {
          patch: summedUp(stored, invoice),
          lines: [paid ? 'Invoice marked paid' : 'Invoice marked unpaid'],
        };
      }),
  };
}

export type ReturnActionsService = ReturnType<typeof returnActionsService>;
