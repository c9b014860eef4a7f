// Reads one optional text query parameter: absent or repeated reads as '', long values are refused.
import { Invalid } from './errors';

export function queryText(value: unknown, name: string, max = 200): string {
  if (typeof value !== 'string') return '';
  if (value.length > max) throw new Invalid(`${name} is too long`);
  return value.trim();
}
