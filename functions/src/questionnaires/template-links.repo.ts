// Finds a questionnaire template by the hash id in its public /template/{hashId} link; the
// templates themselves (firms/{firmId}/templates) belong to the questionnaires issues.
import type { Db } from '../platform/db/db';

export interface TemplateLink {
  id: string;
  firmId: string;
  hashId: string;
  name: string;
}

interface TemplateDoc {
  hash_id: string;
  name: string;
}

export function templateLinksRepo(db: Db) {
  return {
    /** Only the demo seed creates templates until the questionnaires issues add their editor. */
    async create(link: TemplateLink): Promise<void> {
      const doc: TemplateDoc = { hash_id: link.hashId, name: link.name };
      await db.doc(`firms/${link.firmId}/templates/${link.id}`).create(doc);
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
      return { id: doc.id, firmId, hashId: data.hash_id, name: data.name };
    },
  };
}

export type TemplateLinksRepo = ReturnType<typeof templateLinksRepo>;
