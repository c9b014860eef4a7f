import { describe, expect, it } from 'vitest';
import { classificationSchema, formatPages, parsePages } from './classification';

const valid = {
  signer_ids: ['u1', 'u2'],
  e_sign_forms: [
    {
      form_id: '8879',
      pages: [3],
      signatures: [
        { signer_id: 'u1', title: 'Taxpayer' },
        { signer_id: 'u2', title: 'Spouse' },
      ],
    },
  ],
  payment_vouchers: [
    { voucher_id: '1040-ES-1', amount: 1250.5, due_date: '2026-04-15' },
    { voucher_id: 'other', custom_payment_name: 'City tax 🏙️', amount: 80, is_due_asap: true },
  ],
  invoice_amount: 450,
};

const problem = async (input: unknown) => {
  try {
    await classificationSchema.validate(input, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('classification input', () => {
  it('takes forms, vouchers and an invoice', async () => {
    const parsed = await classificationSchema.validate(valid);
    expect(parsed.payment_vouchers[1]).toMatchObject({ due_date: null, is_due_asap: true });
    expect(parsed.e_sign_forms[0]!.wetSignaturesRequired).toBe(false);
  });

  it('refuses what the advisor must fix, in words they can act on', async () => {
    expect(
      await problem({ ...valid, e_sign_forms: [{ ...valid.e_sign_forms[0], form_id: 'x' }] }),
    ).toBe('Choose a form from the list, or Other');
    expect(
      await problem({ ...valid, e_sign_forms: [{ ...valid.e_sign_forms[0], form_id: 'other' }] }),
    ).toBe('Name the form');
    expect(
      await problem({ ...valid, e_sign_forms: [{ ...valid.e_sign_forms[0], pages: [] }] }),
    ).toBe('Give the pages the form is on, like 3 or 3-4');
    expect(await problem({ ...valid, signer_ids: ['u1'] })).toBe(
      'Everyone who signs a form must be one of the return’s signers',
    );
    expect(
      await problem({ ...valid, payment_vouchers: [{ voucher_id: '1040-V', amount: 10 }] }),
    ).toBe('Give the due date, or choose Due now');
    expect(
      await problem({
        ...valid,
        payment_vouchers: [{ voucher_id: '1040-V', amount: 10.005, is_due_asap: true }],
      }),
    ).toBe('The amount can have at most two decimals');
    expect(await problem({ ...valid, invoice_amount: 0 })).toBe('The invoice must be more than $0');
    expect(
      await problem({
        ...valid,
        payment_vouchers: [{ voucher_id: '1040-V', amount: 5, due_date: '2026-02-31x' }],
      }),
    ).toBe('Give the due date, or choose Due now');
  });
});

describe('pages', () => {
  it('reads pages and ranges, and writes them back', () => {
    expect(parsePages('1, 3-4, 4')).toEqual([1, 3, 4]);
    expect(parsePages(' 7 ')).toEqual([7]);
    expect(parsePages('')).toBeNull();
    expect(parsePages('0')).toBeNull();
    expect(parsePages('4-3')).toBeNull();
    expect(parsePages('a')).toBeNull();
    expect(formatPages([4, 1, 3, 2, 9])).toBe('1-4, 9');
  });
});
