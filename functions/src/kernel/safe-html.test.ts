// The server's sanitiser of firm-authored HTML: what the allow-list keeps and what it removes.
import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps text formatting, headings, lists, tables and template tags as written', () => {
    const html =
      '<h3>Dear {{client_fname}},</h3><p>Your <b>{{tax_year}}</b> <strong>return</strong>, ' +
      '<i>a</i> <em>b</em> <u>c</u> <s>d</s></p><blockquote><span>q</span></blockquote><hr />' +
      '<div><ul><li>one</li></ul><ol><li>two</li></ol></div>' +
      '<table><thead><tr><th colspan="2">Fee</th></tr></thead><tbody><tr><td>A</td><td>$1</td></tr></tbody></table>';
    expect(safeHtml(html)).toBe(html);
  });

  it('drops scripts, frames, forms, svg and math with what they hold', () => {
    const html =
      '<p>Hello</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>' +
      '<object data="x"></object><embed src="x" /><svg onload="alert(1)"><text>svg</text></svg>' +
      '<math><mi>x</mi></math><form action="https://x.test"><input name="a" /><button>Go</button>Your name</form>';
    expect(safeHtml(html)).toBe('<p>Hello</p>Your name');
  });

  it('is not fooled by upper case, broken nesting or an unclosed script', () => {
    expect(safeHtml('<P>a</P><IMG SRC=x ONERROR=alert(1)><ScRiPt>alert(1)</sCrIpT>')).toBe(
      '<p>a</p>',
    );
    expect(safeHtml('<scr<script>x</script>ipt>alert(1)</script>')).toBe('xipt&gt;alert(1)');
    expect(safeHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
    expect(safeHtml('<p title="x" onclick="y">a</p><!-- <script>z</script> -->')).toBe('<p>a</p>');
  });

  it('drops event handlers, styles, classes and ids', () => {
    expect(
      safeHtml(
        '<p onclick="alert(1)" style="color:red" class="x" id="y" onmouseover="z()">Text</p>',
      ),
    ).toBe('<p>Text</p>');
  });

  it('keeps http, https and mailto links, opening safely; refuses every other address', () => {
    expect(safeHtml('<a href="https://irs.gov" target="_blank">IRS</a>')).toBe(
      '<a href="https://irs.gov" target="_blank" rel="noopener noreferrer">IRS</a>',
    );
    expect(safeHtml('<a href="http://a.test">a</a><a href="mailto:us@firm.test">mail</a>')).toBe(
      '<a href="http://a.test" rel="noopener noreferrer">a</a>' +
        '<a href="mailto:us@firm.test" rel="noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'tel:5551234',
      '//evil.test',
      '/relative',
    ])
      expect(safeHtml(`<a href="${href}" target="top">x</a>`), href).toBe(
        '<a rel="noopener noreferrer">x</a>',
      );
  });

  it('keeps images from our own origin only, marking one without alt as decorative', () => {
    expect(safeHtml('<img src="/logo.png" alt="Our logo" />')).toBe(
      '<img alt="Our logo" src="/logo.png" />',
    );
    expect(safeHtml('<img src="/logo.png">')).toBe('<img alt="" src="/logo.png" />');
    for (const src of [
      'x',
      'https://tracker.test/pixel.gif',
      '//tracker.test/p.gif',
      '/\\tracker.test/p.gif',
      '/&#x09;/tracker.test/p.gif',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ])
      expect(safeHtml(`<p>a<img src="${src}" onerror="alert(1)" />b</p>`), src).toBe('<p>ab</p>');
  });

  it('keeps a cell span only when it is a number', () => {
    expect(safeHtml('<table><tr><td colspan="2" rowspan="x">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
  });

  it('gives clean HTML back unchanged, so sanitising again on read changes nothing', () => {
    const dirty =
      '<p>Hi {{client_fname}} &amp; co &lt;b&gt;</p><a href="https://a.test">a</a><img src="/i.png"><script>x</script>';
    const clean = safeHtml(dirty);
    expect(safeHtml(clean)).toBe(clean);
    expect(clean).toContain('{{client_fname}}');
    expect(safeHtml('')).toBe('');
  });
});
