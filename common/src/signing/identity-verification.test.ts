import { describe, expect, it } from 'vitest';
import { summedIdentityStatus, verificationDetail } from './identity-verification';

describe('a return’s identity status', () => {
  it('is what most needs the firm: a failure, then a cancelled check', () => {
    expect(summedIdentityStatus(['verified', 'failed', 'canceled'])).toBe('failed');
    expect(summedIdentityStatus(['verified', 'canceled', 'not_started'])).toBe('canceled');
  });
  it('is otherwise the least advanced check', () => {
    expect(summedIdentityStatus(['verified', 'processing'])).toBe('processing');
    expect(summedIdentityStatus(['processing', 'not_started'])).toBe('not_started');
    expect(summedIdentityStatus(['verified', 'verified'])).toBe('verified');
  });
});

describe('the Verification Checks dialog’s details', () => {
  it('shows the error first, then the spec’s texts', () => {
    expect(verificationDetail({ status: 'requires_input', error_description: 'Blurry' })).toBe(
      'Blurry',
    );
    expect(verificationDetail({ status: 'verified', error_description: null })).toBe(
      'This signer has successfully passed all identity verification checks.',
    );
    expect(verificationDetail({ status: 'processing', error_description: null })).toBe(
      'You may want to send a reminder to the signer to complete their tax return review.',
    );
  });
});
