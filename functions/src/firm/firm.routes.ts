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
import { NotFound } from '../kernel/errors';
import { parseInput } from '../kernel/parse-input';
import { queryText } from '../kernel/query-text';
import type { CatalogShapes } from './firm-catalog.repo';
import type { FirmCatalogService } from './firm-catalog.service';
import type { FirmRolesService } from './firm-roles.service';
import { canReadOwnFirm } from './firm.policy';
import type { FirmService } from './firm.service';

function catalogName(value: string | undefined): FirmCatalogList {
  if (!FIRM_CATALOG_LISTS.includes(value as FirmCatalogList)) throw new NotFound('No such list');
  return value as FirmCatalogList;
}

export function firmRoutes(
  router: Router,
  services: { firm: FirmService; catalog: FirmCatalogService; roles: FirmRolesService },
): void {
  const { firm, catalog, roles } = services;

  router.get('/firms/current_user_firm', async (req, res) => {
    res.json(await firm.current(canReadOwnFirm(req.principal)));
  });
  router.put('/firms/update_preferences', async (req, res) => {
    const input = await parseInput(preferencesSchema, req.body);
    res.json(
      await firm.updatePreferences(req.principal, input.preferences as unknown as FirmPreferences),
    );
  });
  router.patch('/firms/current_user_firm', async (req, res) => {
    res.json(
      await firm.updateDetails(req.principal, await parseInput(firmDetailsSchema, req.body)),
    );
  });
  router.get('/firms/branding', async (req, res) => {
    res.json(
      await firm.branding(
        queryText(req.query.host, 'host', 253),
        queryText(req.query.slug, 'slug', 63),
      ),
    );
  });

  router.get('/firms/catalog/:list', async (req, res) => {
    const name = catalogName(req.params.list);
    res.json({ [name]: await catalog.list(req.principal, name) });
  });
  router.post('/firms/catalog/:list', async (req, res) => {
    const name = catalogName(req.params.list);
    const doc = (await parseInput(CATALOG_SCHEMAS[name], req.body)) as CatalogShapes[typeof name];
    res.status(201).json(await catalog.create(req.principal, name, doc));
  });
  router.put('/firms/catalog/:list/:id', async (req, res) => {
    const name = catalogName(req.params.list);
    const doc = (await parseInput(CATALOG_SCHEMAS[name], req.body)) as CatalogShapes[typeof name];
    res.json(await catalog.update(req.principal, name, req.params.id, doc));
  });
  router.delete('/firms/catalog/:list/:id', async (req, res) => {
    await catalog.remove(req.principal, catalogName(req.params.list), req.params.id);
    res.status(204).end();
  });

  router.get('/firm_roles', async (req, res) => {
    res.json({ firm_roles: await roles.list(req.principal) });
  });
  router.post('/firm_roles', async (req, res) => {
    res
      .status(201)
      .json(await roles.create(req.principal, await parseInput(firmRoleSchema, req.body)));
  });
  router.put('/firm_roles/:id', async (req, res) => {
    res.json(
      await roles.update(req.principal, req.params.id, await parseInput(firmRoleSchema, req.body)),
    );
  });
  router.delete('/firm_roles/:id', async (req, res) => {
    await roles.remove(req.principal, req.params.id);
    res.status(204).end();
  });
}
