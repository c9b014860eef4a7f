// HTTP for the Users and Entities lists (GET /v2/users, GET /v2/entities; spec 3 §7).
import type { Router } from 'express';
import { entityListQuerySchema, userListQuerySchema } from '@portico/common/people/people-list';
import { parseInput } from '../http/parse-body';
import type { PeopleListService } from './people-list.service';

/** The entity chooser sends `search`; the lists send `search_term` (spec 3 §7). */
const withSearchTerm = (query: Record<string, unknown>) => ({
  ...query,
  search_term: query.search_term ?? query.search,
});

export function peopleListRoutes(router: Router, lists: PeopleListService): void {
  router.get('/v2/users', async (req, res) => {
    res.json(
      await lists.users(
        req.principal,
        await parseInput(userListQuerySchema, withSearchTerm(req.query)),
      ),
    );
  });
  router.get('/v2/entities', async (req, res) => {
    res.json(
      await lists.entities(
        req.principal,
        await parseInput(entityListQuerySchema, withSearchTerm(req.query)),
      ),
    );
  });
}
