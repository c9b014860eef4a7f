// The send queue: a send to many entities is split into chunks, each a document under
// firms/{firmId}/questionnaire_send_chunks that lives while its entities wait and is deleted once
// they are sent. So the backlog is what is there, a retried chunk finds it gone, and a chunk whose
// task was lost is found by its `retry_at` (collection-group index) and sent by the scheduler.
import { Timestamp, type Db } from '../../platform/db/db';
import {
  fromSendExtrasDoc,
  sendExtrasDoc,
  type SendExtras,
  type SendExtrasDoc,
} from './send-extras';

export const SEND_CHUNK_SIZE = 25;
/** A chunk still there this long after it was queued is sent by the scheduler's sweep. */
export const SEND_CHUNK_RETRY_MS = 10 * 60_000;

const chunksPath = (firmId: string) => `firms/${firmId}/questionnaire_send_chunks`;

export interface SendChunk {
  id: string;
  firmId: string;
  batchId: string;
  /** How many entities the whole send was for. */
  batchTotal: number;
  companyIds: string[];
  templateId: string;
  taxYear: number;
  dueDate: Date | null;
  isDraft: boolean;
  depositAmount: number | null;
  updateProfileSection: boolean;
  includePriorYearItems: boolean;
  extras: SendExtras;
  portalUrl: string;
  createdBy: string;
  createdAt: Date;
}

interface SendChunkDoc extends SendExtrasDoc {
  batch_id: string;
  batch_total: number;
  size: number;
  company_ids: string[];
  template_id: string;
  tax_year: number;
  due_date: Timestamp | null;
  is_draft: boolean;
  deposit_amount: number | null;
  update_profile_section: boolean;
  include_prior_year_items?: boolean;
  portal_url: string;
  created_by: string;
  created_at: Timestamp;
  retry_at: Timestamp;
}

const toDoc = (c: SendChunk): SendChunkDoc => ({
  batch_id: c.batchId,
  batch_total: c.batchTotal,
  size: c.companyIds.length,
  company_ids: c.companyIds,
  template_id: c.templateId,
  tax_year: c.taxYear,
  due_date: c.dueDate ? Timestamp.fromDate(c.dueDate) : null,
  is_draft: c.isDraft,
  deposit_amount: c.depositAmount,
  update_profile_section: c.updateProfileSection,
  include_prior_year_items: c.includePriorYearItems,
  ...sendExtrasDoc(c.extras),
  portal_url: c.portalUrl,
  created_by: c.createdBy,
  created_at: Timestamp.fromDate(c.createdAt),
  retry_at: Timestamp.fromMillis(c.createdAt.getTime() + SEND_CHUNK_RETRY_MS),
});

const fromDoc = (firmId: string, id: string, d: SendChunkDoc): SendChunk => ({
  id,
  firmId,
  batchId: d.batch_id,
  batchTotal: d.batch_total,
  companyIds: d.company_ids,
  templateId: d.template_id,
  taxYear: d.tax_year,
  dueDate: d.due_date?.toDate() ?? null,
  isDraft: d.is_draft,
  depositAmount: d.deposit_amount,
  updateProfileSection: d.update_profile_section,
  includePriorYearItems: d.include_prior_year_items ?? false,
  extras: fromSendExtrasDoc(d),
  portalUrl: d.portal_url,
  createdBy: d.created_by,
  createdAt: d.created_at.toDate(),
});

/** The most chunks the backlog reads (25 entities each: far beyond any one firm's sends). */
const BACKLOG_READ_LIMIT = 2000;

export function sendQueueRepo(db: Db) {
  const ref = (firmId: string, id: string) => db.doc(`${chunksPath(firmId)}/${id}`);
  return {
    /** Writes every chunk of a send at once: all of them or none. */
    async add(chunks: SendChunk[]): Promise<void> {
      const batch = db.batch();
      for (const chunk of chunks) batch.create(ref(chunk.firmId, chunk.id), toDoc(chunk));
      await batch.commit();
    },
    async get(firmId: string, id: string): Promise<SendChunk | null> {
      const snap = await ref(firmId, id).get();
      return snap.exists ? fromDoc(firmId, id, snap.data() as SendChunkDoc) : null;
    },
    async remove(firmId: string, id: string): Promise<void> {
      await ref(firmId, id).delete();
    },
    /** The firm's backlog: entities waiting, and how many the sends under way were for. */
    async backlog(
      firmId: string,
    ): Promise<{ waiting: number; total: number; startedAt: Date | null }> {
      const snapshot = await db
        .collection(chunksPath(firmId))
        .select('batch_id', 'batch_total', 'size', 'created_at')
        .limit(BACKLOG_READ_LIMIT)
        .get();
      const totals = new Map<string, number>();
      let waiting = 0;
      let startedAt: Date | null = null;
      for (const d of snapshot.docs) {
        waiting += d.get('size') as number;
        totals.set(d.get('batch_id') as string, d.get('batch_total') as number);
        const queued = (d.get('created_at') as Timestamp).toDate();
        if (!startedAt || queued < startedAt) startedAt = queued;
      }
      return { waiting, total: [...totals.values()].reduce((a, b) => a + b, 0), startedAt };
    },
    /** Chunks of every firm whose task should have sent them by `now`. */
    async stale(now: Date, limit: number): Promise<{ firmId: string; id: string }[]> {
      const snapshot = await db
        .collectionGroup('questionnaire_send_chunks')
        .where('retry_at', '<=', Timestamp.fromDate(now))
        .limit(limit)
        .get();
      return snapshot.docs.flatMap((d) => {
        const firmId = d.ref.parent.parent?.id;
        return firmId ? [{ firmId, id: d.id }] : [];
      });
    },
  };
}

export type SendQueueRepo = ReturnType<typeof sendQueueRepo>;
