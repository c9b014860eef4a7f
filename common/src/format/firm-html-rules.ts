// The one allow-list for firm-authored HTML (letters, custom sections, the dashboard's custom
// elements): what the server keeps when it saves and serves such HTML, and what the browser keeps
// when it renders it, so both sides agree (docs/decisions/security.md).
import { isSafeRedirect } from '../auth/safe-redirect';

/** Text formatting, headings, lists, tables, links and images; nothing that runs or submits. */
export const FIRM_HTML_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'div',
  'hr',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

/** The attributes kept, by tag; every other attribute (style, class, id, on…) is dropped. */
export const FIRM_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Tags dropped together with what they hold: their content is code, markup of another language,
 * or form controls, never text a reader should see. Any other tag outside the list is unwrapped
 * (its text stays).
 */
export const FIRM_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'select',
  'option',
  'button',
  'title',
  'head',
] as const;

export const FIRM_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** A link's address when it is http, https or mailto (trimmed); null for anything else. */
export function firmLinkHref(href: string): string | null {
  const value = href.trim();
  return /^(https?|mailto):/i.test(value) ? value : null;
}

/**
 * An image's source when it is on our own origin: a path starting with exactly one '/' (the
 * same rule as a safe redirect), so no firm HTML makes a reader's browser call another host.
 */
export function firmImageSrc(src: string): string | null {
  const value = src.trim();
  return isSafeRedirect(value) ? value : null;
}

/** A link may open in a new tab; no other target (a named frame) is kept. */
export const FIRM_LINK_TARGET = '_blank';
/** Every kept link gets this rel, so the opened page cannot reach back to ours. */
export const FIRM_LINK_REL = 'noopener noreferrer';

/** A table cell's span: a small whole number, else dropped. */
export const firmCellSpan = (value: string): string | null =>
  /^\d{1,3}$/.test(value.trim()) ? value.trim() : null;
