// The tax returns area (spec 3 "Tax return delivery"): returns uploaded for an entity, processed in
// a queued task and listed; drafts, classification, the table and reminders follow (issue 44).
// Mounts /tax_returns.
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { documentsRepo } from '../documents/documents.module';
import { entitiesRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { deliveriesRoutes } from './deliveries/deliveries.routes';
import { deliveriesService } from './deliveries/deliveries.service';
import { taxReturnsRepo } from './tax-returns.repo';

export { processTaxReturnTask } from './deliveries/process-tax-return.task';

export function mountTaxReturns(router: Router, ports: Ports): void {
  const { db, queue, clock, newId } = ports;
  deliveriesRoutes(
    router,
    deliveriesService({
      db,
      returns: taxReturnsRepo(db),
      entities: entitiesRepo(db),
      documents: documentsRepo(db),
      activity: activityRepo(db),
      queue,
      clock,
      newId,
    }),
  );
}
