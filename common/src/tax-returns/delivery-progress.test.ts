// Signature and payment progress, the table's tooltips and the signatures column's order (spec 3
// §4, §9).
import { describe, expect, it } from 'vitest';
import {
  compareSignatureProgress,
  paymentProgress,
  paymentTooltip,
  signatureProgress,
  signatureTooltip,
} from './delivery-progress';
import type { ESignFormDto, PaymentVoucherDto } from './tax-return-model';

const signature = (signed: 'data' | 'marked' | null) => ({
  name: 'Ana Silva',
  signer_id: 'u1',
  title: 'Taxpayer',
  signatureData: signed === 'data' ? 'Ana Silva' : null,
  isMarkedSigned: signed === 'marked',
  box: null,
});

const form = (
  name: string,
  signed: ('data' | 'marked' | null)[],
  wet?: string[],
): ESignFormDto => ({
  id: name,
  form_id: '8879',
  form_name: name,
  pages: [3],
  signatures: signed.map(signature),
  wetSignaturesRequired: wet !== undefined,
  wetSignatures: wet ?? [],
});

const voucher = (id: string, paid: boolean, due: string | null): PaymentVoucherDto => ({
  id,
  voucher_id: id === 'custom' ? 'other' : '1040-ES-1',
  custom_payment_name: id === 'custom' ? 'City tax 🏙️' : null,
  amount: 1250,
  is_paid: paid,
  is_due_asap: due === null,
  due_date: due,
});

describe('signature progress', () => {
  it('counts a signature done by its data or a staff mark, and a wet form by its copy alone', () => {
    const forms = [
      form('Form 8879', ['data', 'marked', null]),
      form('State e-file', ['data'], []),
      form('Engagement Letter', [null, null], ['d-wet']),
    ];
    expect(signatureProgress(forms)).toEqual({ done: 4, total: 6 });
    expect(signatureTooltip(forms)).toEqual({
      title: '2 signature(s) still needed on these forms:',
      lines: ['Form 8879', 'State e-file'],
    });
  });

  it('says when nothing is asked and when everything is signed', () => {
    expect(signatureTooltip([]).title).toBe('No signatures requested.');
    expect(signatureTooltip([form('Form 8879', ['data', 'marked'])]).title).toBe(
      'All signatures completed',
    );
  });

  it('orders returns missing signatures first, then more asked, then more done', () => {
    const rows = [
      { done: 2, total: 2 },
      { done: 0, total: 1 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 0, total: 0 },
      { done: 4, total: 4 },
    ];
    expect([...rows].sort(compareSignatureProgress)).toEqual([
      { done: 2, total: 3 },
      { done: 1, total: 3 },
      { done: 0, total: 1 },
      { done: 4, total: 4 },
      { done: 2, total: 2 },
      { done: 0, total: 0 },
    ]);
  });
});

describe('payment progress', () => {
  it('counts the vouchers and an invoice with an amount, and lists what is unpaid', () => {
    const vouchers = [
      voucher('a', true, '2026-04-15'),
      voucher('b', false, '2026-06-15'),
      voucher('custom', false, null),
    ];
    expect(paymentProgress(vouchers, { amount: 450, paid: false })).toEqual({ done: 1, total: 4 });
    expect(paymentTooltip(vouchers, { amount: 450, paid: false })).toEqual({
      title: '3 payment(s) still needed:',
      lines: [
        'Tax Service Invoice - Due now',
        'Form 1040-ES - Estimated Tax, 1st quarter - Due 2026-06-15',
        'City tax 🏙️ - Due now',
      ],
    });
  });

  it('does not count an invoice of nothing, and says when all is paid or nothing is asked', () => {
    expect(paymentProgress([], { amount: 0, paid: false })).toEqual({ done: 0, total: 0 });
    expect(paymentTooltip([], null).title).toBe('No tax payments requested.');
    expect(paymentTooltip([voucher('a', true, null)], { amount: 90, paid: true }).title).toBe(
      'All tax payments completed',
    );
  });
});
