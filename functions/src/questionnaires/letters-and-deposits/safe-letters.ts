// Sections whose letters and custom pages (custom_element, firm-authored HTML) hold only what the
// allow-list keeps: applied when a template is saved and when a stored one is served, so content
// written before the sanitiser existed is served clean too.
import { safeHtml } from '../../kernel/safe-html';
import type { SectionDef } from '../questionnaire-record';

export const withSafeLetters = (sections: SectionDef[]): SectionDef[] =>
  sections.map((s) =>
    s.custom_element ? { ...s, custom_element: safeHtml(s.custom_element) } : s,
  );
