// HTTP for GET /boot (docs/api.md "Boot"): the reads of a signed-in page's first screen in one
// answer. The current user's read must answer (its failure is the boot's); any other read that
// fails is left out, and the web app asks for it itself (and shows its error as usual).
import type { Request, Router } from 'express';
import { bootPageOf, CLIENT_ENTITIES, type BootDto } from '@portico/common/auth/boot';
import { bootQuerySchema } from '@portico/common/auth/boot-schema';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';
import { declareRoutes } from '../kernel/declared-routes';
import { Unauthenticated } from '../kernel/errors';
import type { Clock } from '../platform/clock/clock';
import { requireBootCaller } from './boot.policy';
import {
  pageReads,
  seesClientScreens,
  SESSION_READS,
  SHELL_READS,
  type SessionFacts,
} from './boot-reads';
import { readThrough, type Read } from './read-through';

/** What GET /companies answers. */
type EntitiesAnswer = { companies: EntitySummaryDto[] };

export function bootRoutes(router: Router, clock: Clock): void {
  const routes = declareRoutes(router);
  routes.get('/boot', { query: bootQuerySchema }, async ({ principal, query }, res, req) => {
    const caller = requireBootCaller(principal);
    const answers: BootDto['answers'] = {};
    const read = async (url: string): Promise<Read> => {
      const answer = await readThrough(router, req as Request, url);
      if (answer.status === 200) answers[url] = answer.body;
      return answer;
    };
    const [user, firm] = await Promise.all([
      read(SESSION_READS.user),
      read(SESSION_READS.firm),
      ...SHELL_READS.map(read),
    ]);
    if (user!.status === 'thrown') throw user!.error;
    if (user!.status !== 200) throw new Unauthenticated('Please sign in to continue');
    const facts: SessionFacts = {
      user: user!.body as SessionFacts['user'],
      firm: firm!.status === 200 ? (firm!.body as SessionFacts['firm']) : undefined,
    };
    if (seesClientScreens(facts)) {
      const entities = await read(CLIENT_ENTITIES);
      const list = entities.status === 200 ? (entities.body as EntitiesAnswer).companies : [];
      const year = query.year ?? defaultTaxYear(clock.now());
      await Promise.all(pageReads(bootPageOf(query.page), facts, list, year).map(read));
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ uid: caller.userId, answers } satisfies BootDto);
  });
}
