// A return's parts, each a document of its own beside the return (firms/{f}/tax_returns/{id}/
// e_sign_forms, payment_vouchers, signers), so a client signing a form and an advisor marking a
// voucher paid never write the same document. The return's head sums them up (its progress
// columns) in the same transaction as any change to them. The only code that touches these
// collections.
import type {
  ESignFormDto,
  PaymentVoucherDto,
  SignerDto,
} from '@portico/common/tax-returns/tax-return-model';
import type { Db, DbTransaction, DocumentData } from '../platform/db/db';
import type { TaxReturnRecord } from './tax-return-record';
import { taxReturnsPath } from './tax-returns.repo';

type ReturnRef = Pick<TaxReturnRecord, 'firmId' | 'id'>;

/** Parts keep the order the advisor gave them. */
interface Positioned {
  position: number;
}

function partCollection<P extends { id: string }>(
  db: Db,
  name: string,
  toDoc: (part: P) => DocumentData,
  fromDoc: (id: string, doc: DocumentData) => P,
) {
  const collection = (r: ReturnRef) => db.collection(`${taxReturnsPath(r.firmId)}/${r.id}/${name}`);
  const ordered = (r: ReturnRef) => collection(r).orderBy('position');
  const parts = (docs: { id: string; data(): DocumentData }[]) =>
    docs.map((d) => fromDoc(d.id, d.data()));
  return {
    async list(r: ReturnRef): Promise<P[]> {
      return parts((await ordered(r).get()).docs);
    },
    async read(tx: DbTransaction, r: ReturnRef): Promise<P[]> {
      return parts((await tx.get(ordered(r))).docs);
    },
    /** After the reads: the parts become `next` (those gone deleted, the rest written in order). */
    replace(tx: DbTransaction, r: ReturnRef, existing: P[], next: P[]): void {
      const kept = new Set(next.map((p) => p.id));
      for (const old of existing) if (!kept.has(old.id)) tx.delete(collection(r).doc(old.id));
      next.forEach((part, position) =>
        tx.set(collection(r).doc(part.id), { ...toDoc(part), position } satisfies Positioned),
      );
    },
    /** After the reads: writes one part as it now is. */
    put(tx: DbTransaction, r: ReturnRef, part: P, position: number): void {
      tx.set(collection(r).doc(part.id), { ...toDoc(part), position } satisfies Positioned);
    },
  };
}

const withoutPosition = <T>(doc: DocumentData): T => {
  const { position: _position, ...rest } = doc;
  return rest as T;
};

export function returnPartsRepo(db: Db) {
  const forms = partCollection<ESignFormDto>(
    db,
    'e_sign_forms',
    ({ id: _id, ...form }) => form,
    (id, doc) => ({ ...withoutPosition<Omit<ESignFormDto, 'id'>>(doc), id }),
  );
  const vouchers = partCollection<PaymentVoucherDto>(
    db,
    'payment_vouchers',
    ({ id: _id, ...voucher }) => voucher,
    (id, doc) => ({ ...withoutPosition<Omit<PaymentVoucherDto, 'id'>>(doc), id }),
  );
  const signers = partCollection<SignerDto>(
    db,
    'signers',
    ({ id: _id, ...signer }) => signer,
    (id, doc) => ({ ...withoutPosition<Omit<SignerDto, 'id'>>(doc), id }),
  );

  return {
    forms,
    vouchers,
    signers,
    /** A return's parts, read in the caller's transaction. */
    async readAll(tx: DbTransaction, r: ReturnRef): Promise<ReturnParts> {
      const [f, v, s] = await Promise.all([
        forms.read(tx, r),
        vouchers.read(tx, r),
        signers.read(tx, r),
      ]);
      return { forms: f, vouchers: v, signers: s };
    },
    async listAll(r: ReturnRef): Promise<ReturnParts> {
      const [f, v, s] = await Promise.all([forms.list(r), vouchers.list(r), signers.list(r)]);
      return { forms: f, vouchers: v, signers: s };
    },
    /** After the reads: the parts read become these. */
    replaceAll(tx: DbTransaction, r: ReturnRef, existing: ReturnParts, next: ReturnParts): void {
      forms.replace(tx, r, existing.forms, next.forms);
      vouchers.replace(tx, r, existing.vouchers, next.vouchers);
      signers.replace(tx, r, existing.signers, next.signers);
    },
  };
}

export interface ReturnParts {
  forms: ESignFormDto[];
  vouchers: PaymentVoucherDto[];
  signers: SignerDto[];
}

export const NO_PARTS: ReturnParts = { forms: [], vouchers: [], signers: [] };

export type ReturnPartsRepo = ReturnType<typeof returnPartsRepo>;
