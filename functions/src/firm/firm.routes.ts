// HTTP for /firms, the firm catalogues and firm roles: parse with the shared schema, call the service, answer.
import type { Router } from 'express';
import {
  CATALOG_SCHEMAS,
  FIRM_CATALOG_LISTS,
  firmDetailsSchema,
  firmRoleSchema,
  preferencesSchema,
  type FirmCatalogList,
} from '@portico/common/firm/firm-settings-schema';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import { mixed, object, string } from 'yup';
import { declareRoutes } from '../kernel/declared-routes';
import type { CatalogShapes } from './firm-catalog.repo';
import type { FirmCatalogService } from './firm-catalog.service';
import type { FirmRolesService } from './firm-roles.service';
import { canReadOwnFirm } from './firm.policy';
import type { FirmService } from './firm.service';

const catalogList = mixed<FirmCatalogList>()
  .oneOf([...FIRM_CATALOG_LISTS], 'No such list')
  .required('No such list');
const brandingQuerySchema = object({
  host: string().trim().max(253, 'host is too long').default(''),
  slug: string().trim().max(63, 'slug is too long').default(''),
});

/** The entry schema of the list named in the path. */
const catalogEntry = (params: Record<string, string>) =>
  CATALOG_SCHEMAS[params.list as FirmCatalogList];

export function firmRoutes(
  router: Router,
  services: { firm: FirmService; catalog: FirmCatalogService; roles: FirmRolesService },
): void {
  const { firm, catalog, roles } = services;
  const routes = declareRoutes(router);

  routes.get('/firms/current_user_firm', {}, async ({ principal }, res) => {
    res.json(await firm.current(canReadOwnFirm(principal)));
  });
  routes.put(
    '/firms/update_preferences',
    { body: preferencesSchema },
    async ({ principal, body }, res) => {
      res.json(
        await firm.updatePreferences(principal, body.preferences as unknown as FirmPreferences),
      );
    },
  );
  routes.patch(
    '/firms/current_user_firm',
    { body: firmDetailsSchema },
    async ({ principal, body }, res) => {
      res.json(await firm.updateDetails(principal, body));
    },
  );
  routes.get(
    '/firms/branding',
    { query: brandingQuerySchema, public: true },
    async ({ query }, res) => {
      const branding = await firm.branding(query.host, query.slug);
      if (branding) res.json(branding);
      else res.status(204).end();
    },
  );

  routes.get(
    '/firms/catalog/:list',
    { params: { list: catalogList } },
    async ({ principal, params }, res) => {
      const name = params.list as FirmCatalogList;
      res.json({ [name]: await catalog.list(principal, name) });
    },
  );
  routes.post(
    '/firms/catalog/:list',
    { params: { list: catalogList }, body: catalogEntry },
    async ({ principal, params, body }, res) => {
      const name = params.list as FirmCatalogList;
      const doc = body as CatalogShapes[typeof name];
      res.status(201).json(await catalog.create(principal, name, doc));
    },
  );
  routes.put(
    '/firms/catalog/:list/:id',
    { params: { list: catalogList }, body: catalogEntry },
    async ({ principal, params, body }, res) => {
      const name = params.list as FirmCatalogList;
      const doc = body as CatalogShapes[typeof name];
      res.json(await catalog.update(principal, name, params.id, doc));
    },
  );
  routes.delete(
    '/firms/catalog/:list/:id',
    { params: { list: catalogList } },
    async ({ principal, params }, res) => {
      await catalog.remove(principal, params.list as FirmCatalogList, params.id);
      res.status(204).end();
    },
  );

  routes.get('/firm_roles', {}, async ({ principal }, res) => {
    res.json({ firm_roles: await roles.list(principal) });
  });
  routes.post('/firm_roles', { body: firmRoleSchema }, async ({ principal, body }, res) => {
    res.status(201).json(await roles.create(principal, body));
  });
  routes.put(
    '/firm_roles/:id',
    { body: firmRoleSchema },
    async ({ principal, params, body }, res) => {
      res.json(await roles.update(principal, params.id, body));
    },
  );
  routes.delete('/firm_roles/:id', {}, async ({ principal, params }, res) => {
    await roles.remove(principal, params.id);
    res.status(204).end();
  });
}
