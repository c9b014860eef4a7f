// Reads and writes a file's annotations (firms/{firmId}/document_annotations/{documentId}): one
// document per file, kept apart from the file's record so a folder's listing never carries them.
// The only code touching that collection.
import type { AnnotationDto, AnnotationInput } from '@portico/common/documents/annotations';
import { Timestamp, type Db } from '../platform/db/db';

type StoredAnnotation = AnnotationInput & { created_at: Timestamp; updated_at: Timestamp };

interface AnnotationsDoc {
  company_id: string;
  annotations: StoredAnnotation[];
  updated_at: Timestamp;
}

const toDto = (a: StoredAnnotation): AnnotationDto => ({
  ...a,
  created_at: a.created_at.toDate().toISOString(),
  updated_at: a.updated_at.toDate().toISOString(),
});

/** An annotation's content, whatever order its stored maps' keys come back in. */
const canonical = (a: AnnotationInput) =>
  JSON.stringify([
    a.page,
    a.shape_type,
    a.text,
    a.style.color,
    a.style.font_size,
    ...(['left', 'bottom', 'width', 'height', 'pageWidth', 'pageHeight'] as const).map(
      (key) => a.position_data[key],
    ),
  ]);

export const annotationsRepo = (db: Db) => {
  const ref = (firmId: string, documentId: string) =>
    db.doc(`firms/${firmId}/document_annotations/${documentId}`);
  return {
    async list(firmId: string, documentId: string): Promise<AnnotationDto[]> {
      const found = await ref(firmId, documentId).get();
      return found.exists ? (found.data() as AnnotationsDoc).annotations.map(toDto) : [];
    },
    /**
     * Replaces the file's list in one transaction: an annotation kept (by id) keeps when it was
     * made, and when it was last changed unless it changed now.
     */
    async replace(
      firmId: string,
      companyId: string,
      documentId: string,
      annotations: AnnotationInput[],
      at: Date,
    ): Promise<AnnotationDto[]> {
      const now = Timestamp.fromDate(at);
      return db.runTransaction(async (tx) => {
        const found = await tx.get(ref(firmId, documentId));
        const before = new Map(
          (found.exists ? (found.data() as AnnotationsDoc).annotations : []).map((a) => [a.id, a]),
        );
        const stored = annotations.map((a): StoredAnnotation => {
          const previous = before.get(a.id);
          if (!previous) return { ...a, created_at: now, updated_at: now };
          const { created_at: created, updated_at: updated, ...kept } = previous;
          const same = canonical(kept) === canonical(a);
          return { ...a, created_at: created, updated_at: same ? updated : now };
        });
        tx.set(ref(firmId, documentId), {
          company_id: companyId,
          annotations: stored,
          updated_at: now,
        } satisfies AnnotationsDoc);
        return stored.map(toDto);
      });
    },
  };
};

export type AnnotationsRepo = ReturnType<typeof annotationsRepo>;
