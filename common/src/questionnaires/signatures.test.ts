// Who still signs an engagement letter, with and without one signature per section (spec 2 §4).
import { describe, expect, it } from 'vitest';
import { signaturesDone, signerState } from './signatures';

const signed = { signature: 'Ann Lee', not_needed: false };
const waiting = { signature: '', not_needed: false };
const notNeeded = { signature: '', not_needed: true };

describe('signatures', () => {
  it('waits for every owner unless one signature is enough', () => {
    expect(signaturesDone([signed, waiting], false)).toBe(false);
    expect(signaturesDone([signed, waiting], true)).toBe(true);
    expect(signerState(waiting, [signed, waiting], true)).toBe('not_needed');
    expect(signerState(waiting, [signed, waiting], false)).toBe('waiting');
  });

  it('counts a signer marked not needed as done, but needs one signature at least', () => {
    expect(signaturesDone([signed, notNeeded], false)).toBe(true);
    expect(signaturesDone([notNeeded, notNeeded], false)).toBe(false);
    expect(signaturesDone([], false)).toBe(false);
  });
});
