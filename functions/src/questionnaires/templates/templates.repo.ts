// Reads and writes questionnaire templates (firms/{firmId}/templates): the library's list, one
// template with its content, saves that name the version they edited, soft deletion (a scheduled
// send may still name a deleted template), and the public sign-up link's look-up by hash id.
import { Timestamp, type Db } from '../../platform/db/db';
import type { SectionDef } from '../questionnaire-record';

export interface TemplateRecord {
  id: string;
  firmId: string;
  /** The public sign-up link's id (/template/{hashId}). */
  hashId: string;
  name: string;
  sections: SectionDef[];
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  version: number;
  deletedAt: Date | null;
}

export type TemplateListing = Omit<TemplateRecord, 'sections'> & {
  sectionCount: number;
  questionCount: number;
};

/** What the template sign-up link needs of a template. */
export type TemplateLink = Pick<TemplateRecord, 'id' | 'firmId' | 'hashId' | 'name'>;

interface TemplateDoc {
  hash_id: string;
  name: string;
  /** Exempt from indexing (firestore.indexes.json): nothing queries inside the content. */
  sections?: SectionDef[];
  section_count?: number;
  question_count?: number;
  created_at?: Timestamp;
  updated_at?: Timestamp;
  updated_by?: string | null;
  version?: number;
  /** Always written, null while live, so the list's equality filter finds it. */
  deleted_at?: Timestamp | null;
}

const LIST_FIELDS: (keyof TemplateDoc)[] = [
  'hash_id',
  'name',
  'section_count',
  'question_count',
  'created_at',
  'updated_at',
  'updated_by',
  'version',
  'deleted_at',
];

export const templatesPath = (firmId: string) => `firms/${firmId}/templates`;

const counts = (sections: SectionDef[]) => ({
  section_count: sections.length,
  question_count: sections.reduce((n, s) => n + s.questions.length, 0),
});

function toDoc(t: TemplateRecord): TemplateDoc {
  return {
    hash_id: t.hashId,
    name: t.name,
    sections: t.sections,
    ...counts(t.sections),
    created_at: Timestamp.fromDate(t.createdAt),
    updated_at: Timestamp.fromDate(t.updatedAt),
    updated_by: t.updatedBy,
    version: t.version,
    deleted_at: t.deletedAt ? Timestamp.fromDate(t.deletedAt) : null,
  };
}

function fromListDoc(id: string, firmId: string, doc: TemplateDoc): TemplateListing {
  const created = doc.created_at?.toDate() ?? new Date(0);
  return {
    id,
    firmId,
    hashId: doc.hash_id,
    name: doc.name,
    sectionCount: doc.section_count ?? 0,
    questionCount: doc.question_count ?? 0,
    createdAt: created,
    updatedAt: doc.updated_at?.toDate() ?? created,
    updatedBy: doc.updated_by ?? null,
    version: doc.version ?? 0,
    deletedAt: doc.deleted_at?.toDate() ?? null,
  };
}

function fromDoc(id: string, firmId: string, doc: TemplateDoc): TemplateRecord {
  const { sectionCount: _s, questionCount: _q, ...listing } = fromListDoc(id, firmId, doc);
  return { ...listing, sections: doc.sections ?? [] };
}

export function templatesRepo(db: Db) {
  const ref = (firmId: string, id: string) => db.doc(`${templatesPath(firmId)}/${id}`);
  return {
    async create(template: TemplateRecord): Promise<void> {
      await ref(template.firmId, template.id).create(toDoc(template));
    },

    /** The firm's live templates, by name. */
    async list(firmId: string): Promise<TemplateListing[]> {
      const snapshot = await db
        .collection(templatesPath(firmId))
        .where('deleted_at', '==', null)
        .select(...LIST_FIELDS)
        .get();
      return snapshot.docs
        .map((d) => fromListDoc(d.id, firmId, d.data() as TemplateDoc))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    },

    /** A live template, or null. */
    async find(firmId: string, id: string): Promise<TemplateRecord | null> {
      const snap = await ref(firmId, id).get();
      if (!snap.exists) return null;
      const record = fromDoc(snap.id, firmId, snap.data() as TemplateDoc);
      return record.deletedAt ? null : record;
    },

    /**
     * Applies `change` to the template as a transaction reads it; `change` returns the fields to
     * write (or throws). Answers the template after the change, or null when there is none.
     */
    async update(
      firmId: string,
      id: string,
      change: (current: TemplateRecord) => Partial<
        Pick<TemplateRecord, 'name' | 'sections' | 'deletedAt'>
      > & {
        updatedAt: Date;
        updatedBy: string;
      },
    ): Promise<TemplateRecord | null> {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(firmId, id));
        if (!snap.exists) return null;
        const current = fromDoc(snap.id, firmId, snap.data() as TemplateDoc);
        if (current.deletedAt) return null;
        const patch = change(current);
        // The version counts content saves: a rename never makes an open editor's save stale.
        const version = patch.sections ? current.version + 1 : current.version;
        const next: TemplateRecord = { ...current, ...patch, version };
        const doc = toDoc(next);
        tx.update(ref(firmId, id), {
          name: doc.name,
          ...(patch.sections ? { sections: doc.sections, ...counts(next.sections) } : {}),
          updated_at: doc.updated_at,
          updated_by: doc.updated_by,
          version: doc.version,
          deleted_at: doc.deleted_at,
        });
        return next;
      });
    },

    /** A collection-group query: the link names no firm (index declared in firestore.indexes.json). */
    async findByHashId(hashId: string): Promise<TemplateLink | null> {
      const snapshot = await db
        .collectionGroup('templates')
        .where('hash_id', '==', hashId)
        .limit(1)
        .get();
      const doc = snapshot.docs[0];
      const firmId = doc?.ref.parent.parent?.id;
      if (!doc || !firmId) return null;
      const data = doc.data() as TemplateDoc;
      if (data.deleted_at) return null;
      return { id: doc.id, firmId, hashId: data.hash_id, name: data.name };
    },
  };
}

export type TemplatesRepo = ReturnType<typeof templatesRepo>;
