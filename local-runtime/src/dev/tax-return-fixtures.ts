// Local-only test affordance: tax returns on an entity in any state the Deliver table shows
// (a year, a status, reminders, signatures and payments done of asked), so a journey or an API
// test can sort, filter and page many of them without classifying each. Never deployed; returns
// are made for real by Upload Tax Return. Their file is no vault document (the table does not
// open it).
import { randomUUID } from 'node:crypto';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { paymentSummary, signatureSummary } from '@portico/common/tax-returns/delivery-progress';
import {
  TAX_RETURN_STATUSES,
  type ESignFormDto,
  type PaymentVoucherDto,
  type TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import { NotFound } from '@portico/functions/kernel/errors';
import { parseInput } from '@portico/functions/kernel/parse-input';
import { entitiesRepo, usersRepo } from '@portico/functions/people/people.module';
import type { Db } from '@portico/functions/platform/db/db';
import { entityFacts } from '@portico/functions/tax-returns/entity-facts';
import type { TaxReturnRecord } from '@portico/functions/tax-returns/tax-return-record';
import { taxReturnsRepo } from '@portico/functions/tax-returns/tax-returns.repo';
import { DEMO_FIRM_ID } from '../seed/demo-firm';

const MINUTE_MS = 60_000;

const progress = () =>
  object({
    done: number().integer().min(0).default(0),
    total: number().integer().min(0).default(0),
  }).default({ done: 0, total: 0 });

const returnFixture = object({
  name: string().default('Form 1040'),
  taxYear: number().integer().default(2025),
  status: mixed<TaxReturnStatus>()
    .oneOf([...TAX_RETURN_STATUSES])
    .default('sent'),
  reminderDisabled: boolean().default(false),
  /** When the signers were last reminded; never when absent. */
  remindedMinutesAgo: number().integer().min(0).optional(),
  updatedMinutesAgo: number().integer().min(0).default(0),
  signatures: progress(),
  /** The vouchers; the invoice is not asked. */
  vouchers: progress(),
});

const fixtureSchema = object({
  firmId: string().default(DEMO_FIRM_ID),
  companyId: string().required('companyId is missing'),
  returns: array(returnFixture.required())
    .min(1, 'returns must not be empty')
    .required('returns is missing'),
});

export type TaxReturnFixtureOptions = { companyId: string; firmId?: string } & {
  returns?: Partial<InferType<typeof returnFixture>>[];
};

/** One Form 8879 asking `total` signatures, `done` of them marked signed. */
const formsOf = ({ done, total }: { done: number; total: number }): ESignFormDto[] =>
  total === 0
    ? []
    : [
        {
          id: 'f1',
          form_id: '8879',
          form_name: 'Form 8879',
          pages: [1],
          signatures: Array.from({ length: total }, (_, i) => ({
            signer_id: `s${i + 1}`,
            name: `Signer ${i + 1}`,
            title: '',
            signatureData: null,
            isMarkedSigned: i < done,
            box: null,
          })),
          wetSignaturesRequired: false,
          wetSignatures: [],
        },
      ];

/** `total` 1040-ES vouchers of $100, the first `done` paid. */
const vouchersOf = ({ done, total }: { done: number; total: number }): PaymentVoucherDto[] =>
  Array.from({ length: total }, (_, i) => ({
    id: `v${i + 1}`,
    voucher_id: 'other',
    custom_payment_name: `Estimated payment ${i + 1}`,
    amount: 100,
    is_paid: i < done,
    is_due_asap: false,
    due_date: `2026-${String((i % 4) * 3 + 1).padStart(2, '0')}-15`,
  }));

export async function createFixtureTaxReturns(
  db: Db,
  now: () => Date,
  options: TaxReturnFixtureOptions,
): Promise<{ tax_return_ids: string[] }> {
  const input = await parseInput(fixtureSchema, options);
  const entity = await entitiesRepo(db).get(input.firmId, input.companyId);
  if (!entity) throw new NotFound('No such entity');
  const advisor = entity.assignedAdvisorId
    ? await usersRepo(db).get(input.firmId, entity.assignedAdvisorId)
    : null;
  const facts = entityFacts(entity, advisor);
  const at = (minutesAgo: number) => new Date(now().getTime() - minutesAgo * MINUTE_MS);
  const records = input.returns.map((r): TaxReturnRecord => ({
    id: randomUUID(),
    firmId: input.firmId,
    companyId: entity.id,
    ...facts,
    taxYear: r.taxYear,
    name: r.name,
    documentId: '',
    status: r.status,
    draftRequested: false,
    draftStatus: null,
    draftComment: null,
    draftFile: null,
    pageCount: 12,
    error: null,
    signatures: signatureSummary(formsOf(r.signatures)),
    payments: paymentSummary(vouchersOf(r.vouchers), null),
    vouchers: r.vouchers,
    identityStatus: null,
    invoice: null,
    suggestions: null,
    reminderDisabled: r.reminderDisabled,
    createdBy: advisor?.id ?? entity.primaryOwnerId,
    createdAt: at(r.updatedMinutesAgo),
    updatedAt: at(r.updatedMinutesAgo),
    lastReminderSentAt: r.remindedMinutesAgo === undefined ? null : at(r.remindedMinutesAgo),
    nextReminderAt: null,
    nextVoucherDueAt: null,
    lastSignedAt: null,
    sentSha256: null,
    signingOrder: false,
  }));
  const returns = taxReturnsRepo(db);
  await db.runTransaction(async (tx) => {
    for (const record of records) returns.insert(tx, record);
  });
  return { tax_return_ids: records.map((r) => r.id) };
}
