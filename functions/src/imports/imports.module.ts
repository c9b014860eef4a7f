// The imports area (spec 3 §4–§7 "Import"): client list templates, uploads of lists and other
// documents, client lists imported in the background, and the hourly sweep of abandoned uploads.
// Mounts /imports.
import type { Router } from 'express';
import { usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { importsRepo } from './imports.repo';
import { importsRoutes } from './imports.routes';
import { importsService } from './imports.service';

export { sweepImportUploadsJob } from './imports.jobs';
export { importListChunkTask, startListImportTask } from './list-import.tasks';

export function mountImports(router: Router, ports: Ports): void {
  importsRoutes(
    router,
    importsService({
      repo: importsRepo(ports.db),
      users: usersRepo(ports.db),
      blobs: ports.blobs,
      clock: ports.clock,
      newId: ports.newId,
      queue: ports.queue,
    }),
    ports.portalUrl,
  );
}
