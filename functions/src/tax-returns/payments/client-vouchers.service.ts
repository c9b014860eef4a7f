// A client saying they paid a voucher (issue 45): "I paid it" marks the voucher as paid by their
// word, with when, and logs it for the firm, who confirm it by marking the voucher paid (staff's
// row action); saying it again or taking it back is allowed until then. The voucher counts as paid
// only once the firm marks it.
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import { nextVoucherDue } from '@portico/common/tax-returns/voucher-reminders';
import {
  VOUCHER_PAYMENT_MESSAGES as SAY,
  type ClientVoucherPaidInput,
} from '@portico/common/tax-returns/voucher-payments';
import type { PaymentVoucherDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import { findReturn } from '../return-lookup';
import { returnLine } from '../return-notes';
import type { ReturnPartsRepo } from '../return-parts.repo';
import { requireDeliveredClient, SIGNED_BY_CLIENTS } from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';

interface Deps {
  db: Db;
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  activity: ActivityRepo;
  clock: Clock;
}

export function clientVouchersService(deps: Deps) {
  const { db, returns, parts, entities, users, activity, clock } = deps;
  return {
    /** POST /tax_returns/{id}/payment_vouchers/{voucherId}/client_paid. */
    async markPaid(
      principal: Principal | null | undefined,
      id: string,
      voucherId: string,
      input: ClientVoucherPaidInput,
    ): Promise<PaymentVoucherDto> {
      const found = await findReturn({ returns, entities }, principal, id);
      const { caller, record } = requireDeliveredClient(
        principal,
        found.record,
        found.entity,
        SIGNED_BY_CLIENTS,
      );
      const me = await users.get(caller.firmId, caller.userId);
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, record.firmId, record.id);
        if (!current) throw new NotFound('Tax return not found');
        const vouchers = await parts.vouchers.read(tx, current);
        const index = vouchers.findIndex((v) => v.id === voucherId);
        const voucher = vouchers[index];
        if (!voucher) throw new NotFound(SAY.notAVoucher);
        const now = clock.now();
        const already = Boolean(voucher.client_marked_paid_at);
        if (already === input.paid) return voucher;
        const changed: PaymentVoucherDto = {
          ...voucher,
          client_marked_paid_at: input.paid ? now.toISOString() : null,
        };
        parts.vouchers.put(tx, current, changed, index);
        const by = me ? fullName(me) : 'The client';
        const title = input.paid
          ? `${by} says ${voucherName(voucher)} is paid`
          : `${by} says ${voucherName(voucher)} is not paid yet`;
        const after = vouchers.map((v, i) => (i === index ? changed : v));
        const updated = returns.update(tx, current, {
          nextVoucherDueAt: nextVoucherDue(after),
          updatedAt: now,
        });
        activity.plan(tx, returnLine(updated, title, caller.userId, now)).apply();
        return changed;
      });
    },
  };
}

export type ClientVouchersService = ReturnType<typeof clientVouchersService>;
