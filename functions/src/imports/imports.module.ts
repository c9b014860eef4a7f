// The imports area (spec 3 §4–§7 "Import"): client list templates, uploads of lists and other
// documents, client lists, rollover items and rollover documents imported in the background (the
// last placed by hand where no entity matched), and the hourly sweep of abandoned uploads.
// Mounts /imports.
import type { Router } from 'express';
import { usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { importsRepo } from './imports.repo';
import { importsRoutes } from './imports.routes';
import { importsService } from './imports.service';
import { placedFilesService } from './placed-files/placed-files.service';

export { sweepImportUploadsJob } from './imports.jobs';
export { importsRepo } from './imports.repo';
export { importListChunkTask, startListImportTask } from './list-import.tasks';

export function mountImports(router: Router, ports: Ports): void {
  importsRoutes(
    router,
    {
      service: importsService({
        repo: importsRepo(ports.db),
        users: usersRepo(ports.db),
        blobs: ports.blobs,
        clock: ports.clock,
        newId: ports.newId,
        queue: ports.queue,
      }),
      placing: placedFilesService(ports),
    },
    ports.portalUrl,
  );
}
