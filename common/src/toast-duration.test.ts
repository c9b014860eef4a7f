import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast-duration';

describe('toast duration', () => {
  it('stays open at least 4000 ms for short messages', () => {
    expect(toastDuration('')).toBe(4000);
    expect(toastDuration('Updated')).toBe(4000);
    expect(toastDuration('x'.repeat(80))).toBe(4000);
  });

  it('stays open 50 ms per character once that exceeds 4000 ms', () => {
    expect(toastDuration('x'.repeat(81))).toBe(4050);
    expect(toastDuration('x'.repeat(200))).toBe(10000);
  });
});
