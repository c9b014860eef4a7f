// Counts read naturally in lists and dialogs.
import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun';

describe('countNoun', () => {
  it('uses the singular for exactly one', () => {
    expect(countNoun(1, 'user')).toBe('1 user');
  });
  it('uses the plural otherwise, with an irregular plural when given', () => {
    expect(countNoun(0, 'user')).toBe('0 users');
    expect(countNoun(12, 'entity', 'entities')).toBe('12 entities');
  });
});
