import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from '../people/phone';
import { PASSWORD_MESSAGES, setPasswordFormSchema, setPhoneFormSchema } from './password-rules';

const passwordError = (password: string, confirmPassword = password) =>
  setPasswordFormSchema
    .validate({ password, confirmPassword })
    .then(() => null)
    .catch((e: { message: string }) => e.message);

describe('new password rules (spec 2 §5)', () => {
  it('accepts a password with every kind of character', async () => {
    expect(await passwordError('Harbor-2026x')).toBeNull();
  });

  it.each([
    ['Ab1-xyzzy', PASSWORD_MESSAGES.tooShort],
    ['harbor-2026x', PASSWORD_MESSAGES.uppercase],
    ['HARBOR-2026X', PASSWORD_MESSAGES.lowercase],
    ['Harbor-xyzzy', PASSWORD_MESSAGES.digit],
    ['Harbor2026xy', PASSWORD_MESSAGES.special],
  ])('refuses %s with "%s"', async (password, message) => {
    expect(await passwordError(password)).toBe(message);
  });

  it("says 'Passwords do not match' for a different repeat", async () => {
    expect(await passwordError('Harbor-2026x', 'Harbor-2026y')).toBe('Passwords do not match');
  });
});

describe('phone mask', () => {
  it('formats as (___) ___-____ while typing and keeps digits only', () => {
    expect(formatPhone('503')).toBe('(503');
    expect(formatPhone('503555')).toBe('(503) 555');
    expect(formatPhone('5035550142999')).toBe('(503) 555-0142');
    expect(phoneDigits('(503) 555-0142')).toBe('5035550142');
  });

  it('needs exactly 10 digits', async () => {
    await expect(setPhoneFormSchema.validate({ phoneNumber: '(503) 555-014' })).rejects.toThrow(
      'Phone number must be 10 digits',
    );
    await expect(setPhoneFormSchema.validate({ phoneNumber: '' })).rejects.toThrow(
      'Phone is required',
    );
    await expect(
      setPhoneFormSchema.validate({ phoneNumber: '(503) 555-0142' }),
    ).resolves.toBeTruthy();
  });
});
