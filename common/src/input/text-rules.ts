// What any text a person gives may hold (issue 42): every character they can type — emoji, CJK,
// right-to-left scripts — but no control characters, no half of a surrogate pair (not text at
// all), and, outside the few fields that hold paragraphs, no line breaks and no bidirectional
// override controls (U+202E can make 'fdp.exe' read 'exe.pdf'). The API applies these to every
// request (functions/src/kernel/input-shape.ts); a field that holds paragraphs says so with
// `multiline()`, one with a stricter rule of its own with `ownLineRule()`.
import type { AnySchema } from 'yup';

/** C0 controls, DEL and C1 controls, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line and paragraph breaks, for fields of one line. */
export const LINE_BREAKS = /[\r\n\u2028\u2029]/;
/** Bidirectional embedding, override and isolate controls (not the plain LRM/RLM marks). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** A surrogate code unit without its pair: in a `u` regex a whole pair is one character. */
export const LONE_SURROGATE = /\p{Cs}/u;

/** How a field's schema says its text is checked for lines (yup meta, read by the API). */
type LineRule = 'one' | 'many' | 'own';
const LINE_RULE = 'lines';

/** Marks a text field that holds paragraphs (a message, a note, an answer): line breaks allowed. */
export const multiline = <S extends AnySchema>(schema: S): S =>
  schema.meta({ [LINE_RULE]: 'many' satisfies LineRule }) as S;

/**
 * Marks a text field whose schema applies a stricter rule of its own to line breaks and direction
 * controls (a file or folder name, common/documents/file-names.ts), so its message is the one
 * given, or (an anonymous sender's name) they are made safe instead of refused.
 */
export const ownLineRule = <S extends AnySchema>(schema: S): S =>
  schema.meta({ [LINE_RULE]: 'own' satisfies LineRule }) as S;

/** The lines a field's text may have, from its schema's meta: one unless marked. */
export function linesOf(meta: Record<string, unknown> | undefined): 'one' | 'many' {
  const rule = meta?.[LINE_RULE] as LineRule | undefined;
  return rule === 'many' || rule === 'own' ? 'many' : 'one';
}

/** Why text given for one field cannot be taken, or null: `where` names the field. */
export function textProblem(value: string, where: string, lines: 'one' | 'many'): string | null {
  if (LONE_SURROGATE.test(value)) return `${where} holds a character that is not valid text`;
  if (CONTROL_CHARACTERS.test(value)) return `${where} cannot contain control characters`;
  if (lines === 'one' && LINE_BREAKS.test(value)) return `${where} must be a single line`;
  if (lines === 'one' && BIDI_CONTROLS.test(value))
    return `${where} cannot contain text-direction controls`;
  return null;
}
