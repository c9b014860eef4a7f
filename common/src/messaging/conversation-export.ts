// Export Conversation (spec 3 §2, §7, §10): a format and a timeframe — all time, last week, last
// month, last quarter, last year — sent as start_date and end_date (DD-MM-YYYY, both or neither).
import { mixed, object, string, type InferType } from 'yup';

export const EXPORT_TIMEFRAMES = [
  { id: 'all_time', label: 'All time', days: null },
  { id: 'last_week', label: 'Last week', days: 7 },
  { id: 'last_month', label: 'Last month', days: 30 },
  { id: 'last_quarter', label: 'Last quarter', days: 91 },
  { id: 'last_year', label: 'Last year', days: 365 },
] as const;
export type ExportTimeframe = (typeof EXPORT_TIMEFRAMES)[number]['id'];

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MESSAGES = {
  needsFormatAndTimeframe: 'Please choose a format and a timeframe',
  badDate: 'Dates must be written DD-MM-YYYY',
  startAfterEnd: 'The start date must not be after the end date',
  exported: 'Conversation exported successfully',
  /** Spec 3 §8: the PDF adds that a notification arrives when it is ready. */
  pdfQueued:
    'Conversation exported successfully. You will receive a notification when the PDF is ready.',
  notReady: 'This export is still being prepared',
  failed: 'This export could not be made. Please export the conversation again.',
  notFound: 'Export not found',
} as const;

/** A PDF export made in the background: where it stands and, once ready, a link to save it. */
export interface ConversationExportDto {
  id: string;
  /** Expired: its file was deleted EXPORT_KEPT_DAYS after it was made. */
  status: 'processing' | 'ready' | 'failed' | 'expired';
  file_name: string;
  /** A short-lived link that saves the file; null until it is ready. */
  url: string | null;
}

const DD_MM_YYYY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A DD-MM-YYYY date as the UTC midnight it names, or null when it is not one. */
export function parseDayMonthYear(value: string): Date | null {
  const match = DD_MM_YYYY.exec(value);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDayMonthYear = (d: Date) =>
  `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;

/** The dates a timeframe sends, ending today; none for all time. */
export function timeframeDates(
  timeframe: ExportTimeframe,
  today: Date,
): { start_date: string; end_date: string } | Record<string, never> {
  const days = EXPORT_TIMEFRAMES.find((t) => t.id === timeframe)?.days ?? null;
  if (days === null) return {};
  const start = new Date(today.getTime() - days * 86_400_000);
  return { start_date: formatDayMonthYear(start), end_date: formatDayMonthYear(today) };
}

const dayMonthYear = (name: string) =>
  string()
    .trim()
    .max(10, EXPORT_MESSAGES.badDate)
    .test(name, EXPORT_MESSAGES.badDate, (v) => !v || parseDayMonthYear(v) !== null);

export const exportConversationSchema = object({
  format: mixed<(typeof EXPORT_FORMATS)[number]>()
    .required(EXPORT_MESSAGES.needsFormatAndTimeframe)
    .oneOf([...EXPORT_FORMATS], 'format must be csv or pdf'),
  start_date: dayMonthYear('start_date').default(''),
  end_date: dayMonthYear('end_date').default(''),
})
  .test(
    'both-or-neither',
    EXPORT_MESSAGES.needsFormatAndTimeframe,
    (v) => Boolean(v.start_date) === Boolean(v.end_date),
  )
  .test('in-order', EXPORT_MESSAGES.startAfterEnd, (v) => {
    if (!v.start_date || !v.end_date) return true;
    return parseDayMonthYear(v.start_date)! <= parseDayMonthYear(v.end_date)!;
  });
export type ExportConversationInput = InferType<typeof exportConversationSchema>;
