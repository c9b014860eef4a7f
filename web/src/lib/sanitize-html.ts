// Sanitises firm-authored HTML (custom elements) before it is rendered: an allowlist of tags and
// attributes, no scripts, no event handlers, only http(s)/mailto/tel links. An image without a
// safe source is dropped; one without alternative text is marked decorative (alt="").
const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'DIV',
  'EM',
  'H1',
  'H2',
  'H3',
  'H4',
  'HR',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'U',
  'UL',
]);
const ALLOWED_ATTRS = new Set([
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'colspan',
  'rowspan',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/))/i;
const DROP_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
]);

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attr of [...child.attributes]) {
      const name = attr.name.toLowerCase();
      const urlish = name === 'href' || name === 'src';
      if (!ALLOWED_ATTRS.has(name) || (urlish && !SAFE_URL.test(attr.value.trim()))) {
        child.removeAttribute(attr.name);
      }
    }
    if (child.tagName === 'A') child.setAttribute('rel', 'noopener noreferrer');
    if (child.tagName === 'IMG') {
      if (!child.hasAttribute('src')) child.remove();
      else if (!child.hasAttribute('alt')) child.setAttribute('alt', '');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
