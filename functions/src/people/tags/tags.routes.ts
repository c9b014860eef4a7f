// HTTP for user (contact) and entity tags: GET/POST /v2/tags, DELETE /v2/tags/:id, POST /v2/tags/bulk,
// and one record's tags (PUT /users/:id/contact_tags, PUT /companies/:id/entity_tags).
import type { Router } from 'express';
import {
  bulkTagSchema,
  contactTagsSchema,
  entityTagsSchema,
  tagCreateSchema,
  TAG_KINDS,
  type PeopleTagKind,
} from '@portico/common/people/tags';
import { mixed, object } from 'yup';
import { declareRoutes } from '../../kernel/declared-routes';
import type { TagsService } from './tags.service';

const tagListQuerySchema = object({
  kind: mixed<PeopleTagKind>()
    .oneOf([...TAG_KINDS], 'kind must be entity or contact')
    .required('kind must be entity or contact'),
});

export function tagsRoutes(router: Router, tags: TagsService): void {
  const routes = declareRoutes(router);
  routes.get('/v2/tags', { query: tagListQuerySchema }, async ({ principal, query }, res) => {
    res.json({ tags: await tags.list(principal, query.kind) });
  });
  routes.post('/v2/tags', { body: tagCreateSchema }, async ({ principal, body }, res) => {
    res.status(201).json(await tags.create(principal, body.kind, body.new_tag));
  });
  routes.delete('/v2/tags/:id', {}, async ({ principal, params }, res) => {
    await tags.remove(principal, params.id);
    res.status(204).end();
  });
  routes.put(
    '/users/:id/contact_tags',
    { body: contactTagsSchema },
    async ({ principal, params, body }, res) => {
      res.json({
        tags: await tags.setRecordTags(principal, 'contact', params.id, body.contact_tags),
      });
    },
  );
  routes.put(
    '/companies/:id/entity_tags',
    { body: entityTagsSchema },
    async ({ principal, params, body }, res) => {
      res.json({
        tags: await tags.setRecordTags(principal, 'entity', params.id, body.entity_tags),
      });
    },
  );
  routes.post('/v2/tags/bulk', { body: bulkTagSchema }, async ({ principal, body }, res) => {
    res.json(await tags.bulk(principal, body));
  });
}
