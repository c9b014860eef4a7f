import { string } from 'yup';
import { describe, expect, it } from 'vitest';
import { linesOf, multiline, ownLineRule, textProblem } from './text-rules';

describe('what text a person gives may hold', () => {
  it('takes every script and emoji, and line breaks only where paragraphs go', () => {
    for (const text of ['Zoë 😀 中文', 'שלום', 'مرحبا', 'a\u200fb', 'tab\there'])
      expect(textProblem(text, 'name', 'one'), text).toBeNull();
    expect(textProblem('one\ntwo', 'text', 'many')).toBeNull();
    expect(textProblem('one\ntwo', 'name', 'one')).toBe('name must be a single line');
    expect(textProblem('one\u2028two', 'name', 'one')).toBe('name must be a single line');
  });

  it('refuses half surrogate pairs, controls, and direction controls on one line', () => {
    expect(textProblem('a\ud83d', 'x', 'many')).toBe('x holds a character that is not valid text');
    expect(textProblem('\ude00b', 'x', 'many')).toBe('x holds a character that is not valid text');
    expect(textProblem('a\u0000b', 'x', 'many')).toBe('x cannot contain control characters');
    expect(textProblem('a\u009bb', 'x', 'many')).toBe('x cannot contain control characters');
    expect(textProblem('\u202eexe.pdf', 'x', 'one')).toBe(
      'x cannot contain text-direction controls',
    );
    expect(textProblem('\u202eparagraph', 'x', 'many')).toBeNull();
  });

  it('reads a field’s rule from its schema', () => {
    expect(linesOf(string().describe().meta)).toBe('one');
    expect(linesOf(multiline(string().trim()).required().describe().meta)).toBe('many');
    expect(linesOf(ownLineRule(string()).describe().meta)).toBe('many');
  });
});
