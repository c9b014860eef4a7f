// Text measured and cut as people count characters (Unicode code points), never by UTF-16 units:
// a cut through an emoji or a CJK extension character would leave half of a surrogate pair, which
// is not text (Firestore and JSON stores refuse it).

/** The characters of `text`, each whole (an emoji is one, not two). */
export const codePoints = (text: string): string[] => Array.from(text);

/** How many characters `text` has, counted whole. */
export const textLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/** At most `max` characters of `text`, from its start. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return codePoints(text).slice(0, max).join('');
}
