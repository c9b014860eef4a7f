import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in-schema';

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
