// Template tags (spec 2 §1 "template mode"): the placeholders a template's texts may hold, and
// how a sent questionnaire's texts are filled in. Apart from the template schemas so a page that
// only shows the note does not load the schema library.
import { escapeHtml } from '../format/escape-html';

/** `{{client_fname}}` and the others are replaced by the recipient's values when it is sent. */
export const TEMPLATE_TAGS = [
  'client_fname',
  'client_lname',
  'company_name',
  'tax_year',
  'firm_name',
] as const;
export type TemplateTag = (typeof TEMPLATE_TAGS)[number];
export const templateTag = (tag: TemplateTag) => `{{${tag}}}`;

/** The text with every known tag replaced; unknown tags stay as written (reminders add theirs). */
export function fillTemplateTags<T extends string = TemplateTag>(
  text: string,
  values: Partial<Record<T, string>>,
) {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (tag, name: string) =>
    name in values ? (values[name as T] ?? tag) : tag,
  );
}

/**
 * The same for HTML (a letter, a custom section): each value is escaped first, so a client named
 * `<img src=x onerror=…>` reads as that text and never becomes markup.
 */
export function fillTemplateTagsInHtml<T extends string = TemplateTag>(
  html: string,
  values: Partial<Record<T, string>>,
) {
  const escaped: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string') escaped[name] = escapeHtml(value);
  return fillTemplateTags<string>(html, escaped);
}

export const TEMPLATE_TAGS_NOTE =
  'Template tags such as {{client_fname}} are replaced with the client’s details when the template is sent.';
