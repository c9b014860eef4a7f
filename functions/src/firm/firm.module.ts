// The firm area: the firm's details and preferences, its catalogues (groups, tags, roles, custom
// statuses, entity types) and tenant branding. Mounts /firms and /firm_roles; other areas reach
// the firm's data only through what this file exports.
import type { Router } from 'express';
import type { Ports } from '../platform/ports';
import { firmCatalogRepo } from './firm-catalog.repo';
import { firmCatalogService } from './firm-catalog.service';
import { firmRepo } from './firm.repo';
import { firmRolesService, type RoleHolders } from './firm-roles.service';
import type { StripeEventHandler } from '../payments/payments.module';
import { cardPaymentConnectionRoutes } from './card-payment-connection.routes';
import { cardPaymentConnectionService } from './card-payment-connection.service';
import { firmRoutes } from './firm.routes';
import { firstWeekGuideRoutes } from './first-week-guide.routes';
import {
  firstWeekGuideService,
  type FirstWeekFacts,
  type GuideDismissals,
} from './first-week-guide.service';
import { firmService, type FirmStaff } from './firm.service';

export { firmCatalogRepo, type FirmCatalogRepo } from './firm-catalog.repo';
export { sameTagName, tagsOfKind } from './tag-catalog';
export { entityTypesOf } from './firm-catalog.service';
export { firmRepo, type FirmRepo } from './firm.repo';
export { newFirmRecord, signedUpFirmPreferences, slugOf } from './new-firm';
export { eachDueWithFirm } from './each-due-with-firm';
export type { FirmRecord } from './firm-record';
export { requirePartner } from './firm.policy';
export { cardPaymentAccountOf } from './card-payments';
export type { RoleHolders } from './firm-roles.service';
export type { FirmStaff } from './firm.service';

export type { FirstWeekFacts, GuideDismissals } from './first-week-guide.service';

/** What the firm area needs from other areas, handed in by the wiring. */
export interface FirmLinks {
  roleHolders: RoleHolders;
  staff: FirmStaff;
  firstWeek: FirstWeekFacts;
  guideDismissals: GuideDismissals;
}

/** Mounts the firm's routes; answers its handler of Stripe's events (a connected account's). */
export function mountFirm(
  router: Router,
  ports: Ports,
  links: FirmLinks,
): { stripeEventHandlers: StripeEventHandler[] } {
  const catalog = firmCatalogRepo(ports.db);
  const firms = firmRepo(ports.db);
  firmRoutes(router, {
    firm: firmService(firms, links.staff),
    catalog: firmCatalogService(catalog, ports.newId),
    roles: firmRolesService(catalog, links.roleHolders, ports.newId),
  });
  firstWeekGuideRoutes(
    router,
    firstWeekGuideService(firms, links.firstWeek, links.guideDismissals),
  );
  const connection = cardPaymentConnectionService(firms, ports.payments);
  cardPaymentConnectionRoutes(router, connection, ports.portalUrl);
  return { stripeEventHandlers: [connection.events] };
}
