import { describe, expect, it } from 'vitest';
import { massEmailHtml } from './mass-email';

describe('massEmailHtml', () => {
  it('turns newlines into line breaks and escapes the text', () => {
    expect(massEmailHtml('Hello <b>all</b>,\r\nFiling opens Monday & closes\nApril 15.')).toBe(
      'Hello &lt;b&gt;all&lt;/b&gt;,<br>\nFiling opens Monday &amp; closes<br>\nApril 15.',
    );
  });
});
