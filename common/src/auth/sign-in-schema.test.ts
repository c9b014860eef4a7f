import { describe, expect, it } from 'vitest';
import { loginSchema, signInSchema } from './sign-in-schema';

describe('sign-in schema', () => {
  it('reports the spec messages for a missing email and password', async () => {
    const err = await signInSchema
      .validate({ email: '  ', password: '' }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect((err as { errors: string[] }).errors).toEqual([
      'Email is missing',
      'Password is missing',
    ]);
  });

  it('trims the email', async () => {
    await expect(signInSchema.validate({ email: '  a@b.test ', password: 'pw' })).resolves.toEqual({
      email: 'a@b.test',
      password: 'pw',
    });
  });
});

describe('login schema', () => {
  it('needs only the email until the password field has appeared', async () => {
    await expect(
      loginSchema.validate({ email: 'a@b.test' }, { context: { needsPassword: false } }),
    ).resolves.toEqual({
      email: 'a@b.test',
    });
    await expect(
      loginSchema.validate(
        { email: 'a@b.test', password: '' },
        { context: { needsPassword: true } },
      ),
    ).rejects.toThrow('Password is missing');
  });
});
