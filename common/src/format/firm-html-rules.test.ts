// The allow-list's address rules: links http(s)/mailto only, images on our own origin only.
import { describe, expect, it } from 'vitest';
import { firmCellSpan, firmImageSrc, firmLinkHref } from './firm-html-rules';

describe('the firm HTML rules both sanitisers apply', () => {
  it('keeps http, https and mailto link addresses only', () => {
    expect(firmLinkHref(' https://irs.gov ')).toBe('https://irs.gov');
    expect(firmLinkHref('HTTP://a.test')).toBe('HTTP://a.test');
    expect(firmLinkHref('mailto:us@firm.test')).toBe('mailto:us@firm.test');
    for (const href of [
      'javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      'tel:1',
      '/a',
      '//a.test',
    ])
      expect(firmLinkHref(href), href).toBeNull();
  });

  it('keeps image sources on our own origin only: a path starting with one slash', () => {
    expect(firmImageSrc('/logo.png')).toBe('/logo.png');
    expect(firmImageSrc(' /a/b.png ')).toBe('/a/b.png');
    for (const src of [
      '//evil.test/p.gif',
      '/\\evil.test/p.gif',
      '/\t/evil.test',
      'https://a.test/p.gif',
      'logo.png',
      'data:image/png;base64,AA',
      '',
    ])
      expect(firmImageSrc(src), src).toBeNull();
  });

  it('keeps a table cell span when it is a small number', () => {
    expect(firmCellSpan('2')).toBe('2');
    expect(firmCellSpan('x')).toBeNull();
    expect(firmCellSpan('10000')).toBeNull();
  });
});
