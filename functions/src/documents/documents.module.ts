// The documents area (spec 3 Documents; spec 2 §7 uploads): an entity's vault of folders and
// documents, uploaded through short-lived links and checked by their bytes. Mounts /integrations
// and /documents.
import type { Router } from 'express';
import { rateLimitsRepo } from '../platform/rate-limits/rate-limits.repo';
import { firmCatalogRepo, firmRepo } from '../firm/firm.module';
import { activityRepo } from '../activity/activity.module';
import { entityNotifications } from '../notifications/notifications.module';
import { entitiesRepo, firmStaffOf, usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { documentTagsRoutes } from './document-tags.routes';
import { documentTagsService } from './document-tags.service';
import type { DocumentsLinks } from './documents-links';
import { documentsRepo } from './documents.repo';
import { documentsRoutes } from './documents.routes';
import { documentsService } from './documents.service';
import { documentSplitRoutes } from './document-split.routes';
import { documentSplitService } from './document-split.service';
import { annotationsRepo } from './annotations.repo';
import { annotationsRoutes } from './annotations.routes';
import { annotationsService } from './annotations.service';
import { dropFilingService } from './drop-filing.service';
import { dropLinkPublicService } from './drop-link-public.service';
import { dropLinkRepo } from './drop-link.repo';
import { dropLinkRoutes } from './drop-link.routes';
import { dropLinkService } from './drop-link.service';
import { foldersRepo } from './folders.repo';
import { uploadsService } from './uploads.service';
import { vaultDownloadService } from './vault-download.service';
import { vaultMovesService } from './vault-moves.service';
import { vaultService } from './vault.service';

export { documentsRepo, type DocumentsRepo } from './documents.repo';
export { foldersRepo, type FoldersRepo } from './folders.repo';
export { toDocumentDto } from './documents.dto';
export { canSeeFolder } from './documents.policy';
export type { DocumentRecord } from './document-record';
export type { DocumentsLinks, QuestionUploads } from './documents-links';
export type { UploadsService } from './uploads.service';
export { recognizeDocumentTask } from './processing/recognize-document.task';
export { pdfPageTexts } from './processing/pdf-page-texts';
export { readStoredPdf } from './processing/stored-pdf';
export { pdfLink } from './pdf-link';
export { documentCopies, type DocumentCopies } from './copy-to-folder';
export { importedFiling, type ImportedFiling, type StagedImportFile } from './imported-filing';
export { sweepStagedUploadsJob } from './staged-uploads.jobs';
export type { DocumentsService } from './documents.service';

/**
 * The vault's services on the ports: what the documents routes use, and what another area that
 * takes uploads (the public drop-off page) uses instead of wiring its own.
 */
export function documentServices(ports: Ports, links: DocumentsLinks) {
  const { db, blobs, clock, newId, queue } = ports;
  const deps = {
    db,
    documents: documentsRepo(db),
    folders: foldersRepo(db),
    entities: entitiesRepo(db),
    blobs,
    clock,
    newId,
    queue,
    questionUploads: links.questionUploads,
  };
  const notifications = entityNotifications(db, clock);
  return {
    deps,
    uploads: uploadsService({ ...deps, notifications, activity: activityRepo(db) }),
    documents: documentsService(deps),
  };
}

export function mountDocuments(router: Router, ports: Ports, links: DocumentsLinks): void {
  const { db, blobs, clock, newId, queue } = ports;
  const services = documentServices(ports, links);
  const { deps } = services;
  const { documents, entities } = deps;
  // Before the vault's routes: /documents/tags is not a document id.
  documentTagsRoutes(router, documentTagsService({ ...deps, catalog: firmCatalogRepo(db) }));
  documentSplitRoutes(router, documentSplitService(deps));
  annotationsRoutes(router, annotationsService({ ...deps, annotations: annotationsRepo(db) }));
  const dropLinks = dropLinkRepo(db);
  const firms = firmRepo(db);
  const users = usersRepo(db);
  dropLinkRoutes(
    router,
    dropLinkService({ dropLinks, firms, staff: firmStaffOf(users), blobs, clock }),
    dropFilingService({ dropLinks, documents, entities, blobs, clock, newId, queue }),
    dropLinkPublicService({
      dropLinks,
      firms,
      users,
      rateLimits: rateLimitsRepo(db),
      outbox: ports.outbox,
      blobs,
      clock,
      newId,
    }),
    ports.portalUrl,
  );
  documentsRoutes(
    router,
    services.uploads,
    services.documents,
    vaultService(deps),
    vaultDownloadService(deps),
    vaultMovesService(deps),
  );
}
