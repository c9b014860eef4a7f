// Moves the content of every questionnaire stored as one document (before its parts existed) into
// its parts (questionnaire-parts.ts), a data migration: the parts written and the content taken off
// the head in one batch per questionnaire, so a failure leaves each one either moved or as it was.
import { FieldValue, type Db } from '../platform/db/db';
import type { Migration } from '../platform/migrations/migrations';
import { fromQuestionnaireDoc, type QuestionnaireDoc } from './questionnaire-doc';
import { PARTS_COLLECTION, toPartDocs, type PartDoc } from './questionnaire-parts';
import { questionnairesPath } from './questionnaires.repo';

/** Raise to run the move again. */
export const QUESTIONNAIRE_PARTS_VERSION = 1;

/** The content fields a one-document questionnaire held (today its parts hold them). */
const CONTENT_FIELDS = ['sections', 'answers', 'signatures', 'notes', 'tracked_changes'] as const;

/** Answers how many questionnaires moved (0 once done). */
export async function moveQuestionnaireContentToParts(db: Db): Promise<number> {
  let moved = 0;
  for (const firm of await db.collection('firms').listDocuments()) {
    const snapshot = await db.collection(questionnairesPath(firm.id)).get();
    for (const doc of snapshot.docs) {
      const stored = doc.data() as QuestionnaireDoc & PartDoc;
      if (!CONTENT_FIELDS.some((field) => stored[field] !== undefined)) continue;
      // The one document holds the parts' fields as they store them.
      const record = fromQuestionnaireDoc(firm.id, doc.id, stored, [stored]);
      const batch = db.batch();
      for (const [part, content] of toPartDocs(record))
        batch.set(doc.ref.collection(PARTS_COLLECTION).doc(part), content);
      batch.update(
        doc.ref,
        Object.fromEntries(CONTENT_FIELDS.map((field) => [field, FieldValue.delete()])),
      );
      await batch.commit();
      moved += 1;
    }
  }
  return moved;
}

export const questionnairePartsMigration: Migration = {
  name: 'questionnaire-parts',
  version: QUESTIONNAIRE_PARTS_VERSION,
  run: moveQuestionnaireContentToParts,
};
