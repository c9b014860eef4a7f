import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safe-redirect';

describe('isSafeRedirect', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(isSafeRedirect('/clients')).toBe(true);
    expect(isSafeRedirect('/questionnaire/abc?questionnaireId=3#question4')).toBe(true);
    expect(isSafeRedirect('/')).toBe(true);
  });

  it('refuses absolute, protocol-relative and backslash URLs', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'clients',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeRedirect(bad)).toBe(false);
    }
  });

  it('refuses control characters that browsers strip before resolving', () => {
    expect(isSafeRedirect('/\t/evil.test')).toBe(false);
    expect(isSafeRedirect('/\n/evil.test')).toBe(false);
  });
});
