// The documents area (spec 3 Documents; spec 2 §7 uploads): an entity's documents, uploaded
// through short-lived links and checked by their bytes. So far what questionnaire uploads need;
// the vault's folders and screens come with issue 15. Mounts /integrations and /documents.
import type { Router } from 'express';
import { companiesRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import type { DocumentsLinks } from './documents-links';
import { documentsRepo } from './documents.repo';
import { documentsRoutes } from './documents.routes';
import { documentsService } from './documents.service';
import { uploadsService } from './uploads.service';

export { documentsRepo, type DocumentsRepo } from './documents.repo';
export { toDocumentDto } from './documents.dto';
export type { DocumentRecord } from './document-record';
export type { DocumentsLinks, QuestionUploads } from './documents-links';
export { uploadsService, type UploadsService } from './uploads.service';
export { documentsService, type DocumentsService } from './documents.service';

export function mountDocuments(router: Router, ports: Ports, links: DocumentsLinks): void {
  const { db, blobs, clock, newId } = ports;
  const documents = documentsRepo(db);
  const companies = companiesRepo(db);
  const { questionUploads } = links;
  documentsRoutes(
    router,
    uploadsService({ db, documents, companies, blobs, clock, newId, questionUploads }),
    documentsService({ db, documents, companies, blobs, clock, questionUploads }),
  );
}
