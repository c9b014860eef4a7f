// Firm-authored HTML (a template's letters and custom sections, the dashboard's custom elements)
// made safe to store and to serve: sanitize-html holding common's allow-list, the same list the
// browser applies again before rendering. Template tags such as {{client_fname}} are text and stay.
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';
import {
  FIRM_HTML_ATTRIBUTES,
  FIRM_HTML_DROPPED_WITH_CONTENT,
  FIRM_HTML_TAGS,
  FIRM_LINK_REL,
  FIRM_LINK_SCHEMES,
  FIRM_LINK_TARGET,
  firmCellSpan,
  firmImageSrc,
  firmLinkHref,
} from '@portico/common/format/firm-html-rules';

/**
 * The attributes with `rule` applied to one of them: kept as it answers, dropped on null. The
 * order stays as written, so sanitising clean HTML again gives the same text.
 */
function checked(attribs: Attributes, name: string, rule: (value: string) => string | null) {
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    const next = key === name ? rule(value) : value;
    if (next !== null) kept[key] = next;
  }
  return kept;
}

const cell = (tagName: string, attribs: Attributes) => ({
  tagName,
  attribs: checked(checked(attribs, 'colspan', firmCellSpan), 'rowspan', firmCellSpan),
});

const OPTIONS: IOptions = {
  allowedTags: [...FIRM_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(FIRM_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // The library's own scheme check as a second line behind firmLinkHref and firmImageSrc: links
  // http(s)/mailto, images no scheme at all (a path on our origin), never '//host'.
  allowedSchemes: [...FIRM_LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...FIRM_HTML_DROPPED_WITH_CONTENT],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const linked = checked(attribs, 'href', firmLinkHref);
      const { rel: _rel, ...rest } = checked(linked, 'target', (t) =>
        t === FIRM_LINK_TARGET ? t : null,
      );
      return { tagName, attribs: { ...rest, rel: FIRM_LINK_REL } };
    },
    // An image without alternative text is decorative to a screen reader (alt="").
    img: (tagName, attribs) => ({
      tagName,
      attribs: { alt: '', ...checked(attribs, 'src', firmImageSrc) },
    }),
    td: cell,
    th: cell,
  },
  // An image whose source was refused shows nothing: dropped rather than left broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML with only what the allow-list keeps (idempotent: clean HTML comes back unchanged). */
export function safeHtml(html: string): string {
  return html ? sanitize(html, OPTIONS) : '';
}
