// A record's optional dates as stored and back: Firestore Timestamps, null for none.
import { Timestamp } from './db';

export const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

export const unstamp = (value: Timestamp | null | undefined) => value?.toDate() ?? null;
