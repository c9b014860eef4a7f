import { describe, expect, it } from 'vitest';
import { codePoints, cutText, textLength } from './code-points';

describe('text counted by characters', () => {
  it('counts and cuts an emoji or a CJK extension character whole', () => {
    expect(textLength('a😀b')).toBe(3);
    expect(codePoints('𠀀😀')).toEqual(['𠀀', '😀']);
    expect(cutText('a😀b', 2)).toBe('a😀');
    expect(cutText('😀😀😀', 1)).toBe('😀');
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('Zoë 😀 中文', 5)).toBe('Zoë 😀');
  });
});
