// Sanitises firm-authored HTML (letters, custom sections, dashboard elements) once more before it
// is rendered, with the allow-list the server already applied when it saved and served it
// (common/format/firm-html-rules): a second line should an older or altered value reach the page.
import {
  FIRM_HTML_ATTRIBUTES,
  FIRM_HTML_DROPPED_WITH_CONTENT,
  FIRM_HTML_TAGS,
  FIRM_LINK_REL,
  FIRM_LINK_TARGET,
  firmCellSpan,
  firmImageSrc,
  firmLinkHref,
} from '@portico/common/format/firm-html-rules';

const ALLOWED_TAGS = new Set<string>(FIRM_HTML_TAGS);
const DROPPED_WITH_CONTENT = new Set<string>(FIRM_HTML_DROPPED_WITH_CONTENT);
const NO_ATTRIBUTES: readonly string[] = [];

/** The value an attribute keeps under the allow-list's rule for it, or null to drop it. */
function keptValue(name: string, value: string): string | null {
  switch (name) {
    case 'href':
      return firmLinkHref(value);
    case 'src':
      return firmImageSrc(value);
    case 'target':
      return value === FIRM_LINK_TARGET ? value : null;
    case 'colspan':
    case 'rowspan':
      return firmCellSpan(value);
    default:
      return value;
  }
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    // localName: lower case in HTML and SVG alike (tagName keeps SVG's case).
    const tag = child.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = FIRM_HTML_ATTRIBUTES[tag] ?? NO_ATTRIBUTES;
    for (const attr of [...child.attributes]) {
      const kept = allowed.includes(attr.name) ? keptValue(attr.name, attr.value) : null;
      if (kept === null) child.removeAttribute(attr.name);
      else if (kept !== attr.value) child.setAttribute(attr.name, kept);
    }
    if (tag === 'a') child.setAttribute('rel', FIRM_LINK_REL);
    if (tag === 'img') {
      // An image from elsewhere is dropped; one without alternative text is decorative.
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
