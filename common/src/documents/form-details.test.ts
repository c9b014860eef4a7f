import { describe, expect, it } from 'vitest';
import { payerKey, readPayer, readTaxYear } from './form-details';

describe('what tells one form from another', () => {
  it('reads the tax year a form reports, not its revision date', () => {
    expect(readTaxYear('Form W-2 Wage and Tax Statement 2025 OMB No. 1545-0008')).toBe(2025);
    expect(readTaxYear('Form 1099-INT (Rev. January 2024) For calendar year 2025')).toBe(2025);
    expect(readTaxYear('Form 1099-DIV (Rev. Jan. 2024) Dividends 2024')).toBe(2024);
    expect(readTaxYear('Cat. No. 10134D Form 1098')).toBeNull();
    expect(readTaxYear('')).toBeNull();
  });

  it('reads who issued it from the line under the name box, or after its colon', () => {
    const w2 = "Form W-2\nc Employer's name, address, and ZIP code\nAcme Corp.\n1 Main St";
    expect(readPayer(w2)).toBe('Acme Corp.');
    expect(readPayer("PAYER'S name: First Harbor Bank, N.A.\nRECIPIENT'S name")).toBe(
      'First Harbor Bank, N.A.',
    );
    expect(readPayer("RECIPIENT'S/LENDER'S name, street address\n\n  Coastal Mortgage  ")).toBe(
      'Coastal Mortgage',
    );
    expect(readPayer('Form W-2 2025\nEmployer: Acme Corp')).toBe('Acme Corp');
    expect(readPayer('Dear client, thank you.')).toBeNull();
    expect(readPayer("PAYER'S name")).toBeNull();
  });

  it('compares payers by their words, whatever their case, punctuation or legal form', () => {
    expect(payerKey('Acme Corp.')).toBe(payerKey('ACME Corporation'));
    expect(payerKey('First Harbor Bank, N.A.')).toBe('first harbor bank');
    expect(payerKey('Smith & Sons LLC')).toBe('smith and sons');
    expect(payerKey('Acme Corp.')).not.toBe(payerKey('Apex Corp.'));
  });
});
