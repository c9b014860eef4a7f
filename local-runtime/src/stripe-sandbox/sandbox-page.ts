// The shell the sandbox's hosted pages share (the checkout page, the identity page): Stripe-like
// styling that works at 375 px, the TEST MODE badge, HTML escaping, and the short page a link
// that is no longer usable answers with.
import type { Response } from 'express';

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: #1a1f36; background: #f6f9fc; }
  main { max-width: 440px; margin: 0 auto; padding: 32px 20px; }
  .mode { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em;
    color: #8a4b00; background: #ffe9c7; border-radius: 4px; padding: 2px 8px; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .amount { font-size: 36px; font-weight: 700; margin: 0 0 24px; }
  .card p { margin: 0 0 16px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12);
    padding: 20px; }
  fieldset { border: 0; margin: 0 0 16px; padding: 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
  label { display: flex; gap: 8px; align-items: center; padding: 6px 0; }
  button { width: 100%; font: inherit; font-weight: 600; color: #fff; background: #0a5ad6;
    border: 0; border-radius: 6px; padding: 12px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #7aa7f0; outline-offset: 2px; }
  .error { color: #9f1c1c; background: #fdecec; border-radius: 6px; padding: 10px 12px;
    margin: 0 0 16px; }
  a { color: #0a4fbd; }
  .back { display: inline-block; margin-top: 20px; }`;

/** A whole page: `badge` names the sandbox product ("Sandbox checkout"); body is HTML. */
export function page(title: string, badge: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><span class="mode">TEST MODE · ${escape(badge)}</span>${body}</main></body></html>`;
}

/** A radio group's buttons: one per option (its key the value), `checked` chosen. */
export function radios(
  name: string,
  options: Record<string, { label: string }>,
  checked: string,
): string {
  return Object.entries(options)
    .map(
      ([value, { label }]) =>
        `<label><input type="radio" name="${escape(name)}" value="${escape(value)}"${
          value === checked ? ' checked' : ''
        }> ${escape(label)}</label>`,
    )
    .join('');
}

/** The page a link answers once it is not valid (404) or no longer usable (410). */
export function closedPage(
  res: Response,
  status: number,
  title: string,
  badge: string,
  message: string,
) {
  res
    .status(status)
    .type('html')
    .send(page(title, badge, `<h1>${escape(message)}</h1>`));
}
