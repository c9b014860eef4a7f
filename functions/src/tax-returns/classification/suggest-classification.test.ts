import { describe, expect, it } from 'vitest';
import { suggestClassification } from './suggest-classification';

describe('suggestions from a return’s text', () => {
  it('finds the e-file authorisation and the vouchers with their amounts and dates', () => {
    const pages = [
      'Form 1040 U.S. Individual Income Tax Return 2025\nFiling Status',
      'Schedule 1 Additional Income',
      'Form 8879\nIRS e-file Signature Authorization\nTaxpayer’s signature',
      'Form 1040-ES 2026 Estimated Tax Payment Voucher 1\nCalendar year—Due April 15, 2026\nAmount of estimated tax you are paying by check or money order. $ 1,250.00',
      'Form 1040-ES 2026 Payment Voucher 2 Due June 15, 2026 Amount of estimated tax you are paying $1,250.00',
      'Form 1040-V Payment Voucher\nAmount you are paying by check or money order 3,410.55',
      '',
    ];
    expect(suggestClassification(pages)).toEqual({
      e_sign_forms: [{ form_id: '8879', pages: [3] }],
      payment_vouchers: [
        { voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' },
        { voucher_id: '1040-ES-2', amount: 1250, due_date: '2026-06-15' },
        { voucher_id: '1040-V', amount: 3410.55, due_date: null },
      ],
    });
  });

  it('tells the business forms apart and keeps a form’s pages together', () => {
    const pages = [
      'Form 8879-S e-file Authorization',
      'continued Form 8879-S',
      'Engagement Letter',
    ];
    expect(suggestClassification(pages).e_sign_forms).toEqual([
      { form_id: '8879-S', pages: [1, 2] },
      { form_id: 'engagement-letter', pages: [3] },
    ]);
  });

  it('suggests nothing for pages without text', () => {
    expect(suggestClassification(['', '', ''])).toEqual({ e_sign_forms: [], payment_vouchers: [] });
  });
});
