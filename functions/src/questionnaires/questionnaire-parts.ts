// A questionnaire's content, stored apart from its head (questionnaire-doc.ts) so that no save
// reads or rewrites one large document: firms/{firmId}/questionnaires/{id}/questionnaire_parts/
//   content              the sections as sent (the template's questions; rarely written)
//   answers_{sectionId}  the answers to that section's questions, by question id
//   answers              answers to questions no section holds any more (kept, never shown)
//   notes · signatures · tracked_changes   each map by its key
// Each content map is written entry by entry in the part that holds the entry
// (questionnaire-writes.ts); contact confirmations, one per owner, stay in the head. Nothing
// queries inside a part: their fields are exempt from indexing (firestore.indexes.json).
import { Timestamp } from '../platform/db/db';
import { stamp, unstamp } from '../platform/db/timestamps';
import type {
  AnswerRecord,
  NoteRecord,
  QuestionnaireRecord,
  SectionDef,
  SignatureRecord,
  TrackedChangeRecord,
} from './questionnaire-record';

export const PARTS_COLLECTION = 'questionnaire_parts';
export const CONTENT_PART = 'content';
const UNPLACED_ANSWERS_PART = 'answers';
const answersPart = (sectionId: string) => `answers_${sectionId}`;
/** The head document: a content map entry stored there rather than in a part. */
export const HEAD = null;

interface EntryDoc {
  n: number;
  values: Record<string, string>;
}

export interface AnswerDoc {
  answer: string;
  answer_by: string | null;
  /** Entries questions: by entry id. */
  entries?: Record<string, EntryDoc>;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

export interface SignatureDoc {
  section_id: string;
  user_id: string;
  user_name: string;
  signature: string;
  signed_at: Timestamp | null;
  client_time: string;
  ip_address: string;
  user_agent: string;
}

export interface NoteDoc {
  question_id: string;
  text: string;
  author_id: string;
  from_firm_user: boolean;
  removed: boolean;
  created_at: Timestamp;
}

interface TrackedChangeDoc {
  before: string;
  at: Timestamp;
}

/** One stored part: the content, or one content map's entries that it holds. */
export interface PartDoc {
  sections?: SectionDef[];
  answers?: Record<string, AnswerDoc>;
  signatures?: Record<string, SignatureDoc>;
  notes?: Record<string, NoteDoc>;
  tracked_changes?: Record<string, TrackedChangeDoc>;
}

const toAnswerDoc = (a: AnswerRecord): AnswerDoc => ({
  answer: a.answer,
  answer_by: a.answerBy,
  entries: Object.fromEntries(a.entries.map((e) => [e.id, { n: e.n, values: e.values }])),
  updated_at: stamp(a.updatedAt),
  updated_by: a.updatedBy,
});

const fromAnswerDoc = (doc: AnswerDoc): AnswerRecord => ({
  answer: doc.answer ?? '',
  answerBy: doc.answer_by ?? null,
  entries: Object.entries(doc.entries ?? {})
    .map(([id, e]) => ({ id, n: e.n, values: e.values ?? {} }))
    .sort((a, b) => a.n - b.n),
  updatedAt: unstamp(doc.updated_at),
  updatedBy: doc.updated_by ?? null,
});

const toSignatureDoc = (s: SignatureRecord): SignatureDoc => ({
  section_id: s.sectionId,
  user_id: s.userId,
  user_name: s.userName,
  signature: s.signature,
  signed_at: stamp(s.signedAt),
  client_time: s.clientTime,
  ip_address: s.ipAddress,
  user_agent: s.userAgent,
});

const fromSignatureDoc = (doc: SignatureDoc): SignatureRecord => ({
  sectionId: doc.section_id,
  userId: doc.user_id,
  userName: doc.user_name,
  signature: doc.signature,
  signedAt: unstamp(doc.signed_at),
  clientTime: doc.client_time ?? '',
  ipAddress: doc.ip_address ?? '',
  userAgent: doc.user_agent ?? '',
});

const toNoteDoc = (n: NoteRecord): NoteDoc => ({
  question_id: n.questionId,
  text: n.text,
  author_id: n.authorId,
  from_firm_user: n.fromFirmUser,
  removed: n.removed,
  created_at: Timestamp.fromDate(n.createdAt),
});

const fromNoteDoc = (doc: NoteDoc): NoteRecord => ({
  questionId: doc.question_id,
  text: doc.text,
  authorId: doc.author_id,
  fromFirmUser: doc.from_firm_user,
  removed: doc.removed,
  createdAt: doc.created_at.toDate(),
});

export const mapValues = <A, B>(values: Record<string, A> | undefined, f: (value: A) => B) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, f(value)]));

/** Where each question's answer is stored: its section's part, by question id. */
export type AnswerPlaces = ReadonlyMap<string, string>;

export function answerPlaces(sections: SectionDef[]): AnswerPlaces {
  const places = new Map<string, string>();
  for (const section of sections)
    for (const question of section.questions) places.set(question.id, answersPart(section.id));
  return places;
}

interface ContentMap<T> {
  /** The map's entries in the record. */
  of(q: QuestionnaireRecord): Record<string, T>;
  /** One entry as stored. */
  toDoc(value: T): unknown;
  /** The part that stores the entry under this key (HEAD: the head document). */
  partOf(key: string, places: AnswerPlaces): string | typeof HEAD;
}

const contentMap = <T>(map: ContentMap<T>): ContentMap<unknown> => map as ContentMap<unknown>;

/**
 * The content maps, each written entry by entry when a change moves it: answers by question id
 * (in their section's part), signatures by key, notes by id, tracked changes by question id,
 * contact confirmations by user id (in the head).
 */
export const CONTENT_MAPS = {
  answers: contentMap({
    of: (q) => q.answers,
    toDoc: toAnswerDoc,
    partOf: (questionId, places) => places.get(questionId) ?? UNPLACED_ANSWERS_PART,
  }),
  signatures: contentMap({
    of: (q) => q.signatures,
    toDoc: toSignatureDoc,
    partOf: () => 'signatures',
  }),
  notes: contentMap({ of: (q) => q.notes, toDoc: toNoteDoc, partOf: () => 'notes' }),
  tracked_changes: contentMap({
    of: (q) => q.trackedChanges ?? {},
    toDoc: (c: TrackedChangeRecord): TrackedChangeDoc => ({
      before: c.before,
      at: Timestamp.fromDate(c.at),
    }),
    partOf: () => 'tracked_changes',
  }),
  contact_confirmations: contentMap({
    of: (q) => q.contactConfirmations,
    toDoc: (at: Date) => Timestamp.fromDate(at),
    partOf: () => HEAD,
  }),
};

export type ContentMapName = keyof typeof CONTENT_MAPS;

/** The parts a new questionnaire is written with, by part id (none empty). */
export function toPartDocs(q: QuestionnaireRecord): Map<string, PartDoc> {
  const parts = new Map<string, PartDoc>();
  if (q.sections.length > 0) parts.set(CONTENT_PART, { sections: q.sections });
  const places = answerPlaces(q.sections);
  for (const [name, map] of Object.entries(CONTENT_MAPS))
    for (const [key, value] of Object.entries(map.of(q))) {
      const part = map.partOf(key, places);
      if (part === HEAD) continue;
      const doc = parts.get(part) ?? {};
      const entries = ((doc as Record<string, Record<string, unknown>>)[name] ??= {});
      entries[key] = map.toDoc(value);
      parts.set(part, doc);
    }
  return parts;
}

/** The record's content as its parts store it (a head alone reads as no content). */
export function fromPartDocs(
  parts: PartDoc[],
): Pick<QuestionnaireRecord, 'sections' | 'answers' | 'signatures' | 'notes' | 'trackedChanges'> {
  const merged: Required<Omit<PartDoc, 'sections'>> = {
    answers: {},
    signatures: {},
    notes: {},
    tracked_changes: {},
  };
  let sections: SectionDef[] = [];
  for (const part of parts) {
    if (part.sections) sections = part.sections;
    Object.assign(merged.answers, part.answers);
    Object.assign(merged.signatures, part.signatures);
    Object.assign(merged.notes, part.notes);
    Object.assign(merged.tracked_changes, part.tracked_changes);
  }
  return {
    sections,
    answers: mapValues(merged.answers, fromAnswerDoc),
    signatures: mapValues(merged.signatures, fromSignatureDoc),
    notes: mapValues(merged.notes, fromNoteDoc),
    trackedChanges: mapValues(merged.tracked_changes, (c) => ({
      before: c.before,
      at: c.at.toDate(),
    })),
  };
}
