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
import { Invalid } from '../../kernel/errors';
import { parseInput } from '../../kernel/parse-input';
import type { TagsService } from './tags.service';

function kindParam(value: unknown): PeopleTagKind {
  if (!TAG_KINDS.includes(value as PeopleTagKind))
    throw new Invalid('kind must be entity or contact');
  return value as PeopleTagKind;
}

export function tagsRoutes(router: Router, tags: TagsService): void {
  router.get('/v2/tags', async (req, res) => {
    res.json({ tags: await tags.list(req.principal, kindParam(req.query.kind)) });
  });
  router.post('/v2/tags', async (req, res) => {
    const input = await parseInput(tagCreateSchema, req.body);
    res.status(201).json(await tags.create(req.principal, input.kind, input.new_tag));
  });
  router.delete('/v2/tags/:id', async (req, res) => {
    await tags.remove(req.principal, req.params.id);
    res.status(204).end();
  });
  router.put('/users/:id/contact_tags', async (req, res) => {
    const input = await parseInput(contactTagsSchema, req.body);
    res.json({
      tags: await tags.setRecordTags(req.principal, 'contact', req.params.id, input.contact_tags),
    });
  });
  router.put('/companies/:id/entity_tags', async (req, res) => {
    const input = await parseInput(entityTagsSchema, req.body);
    res.json({
      tags: await tags.setRecordTags(req.principal, 'entity', req.params.id, input.entity_tags),
    });
  });
  router.post('/v2/tags/bulk', async (req, res) => {
    res.json(await tags.bulk(req.principal, await parseInput(bulkTagSchema, req.body)));
  });
}
