// Local-only routes under /api/dev, never deployed: the dev inbox's view of the outbox, the
// fixtures browser journeys use to make throwaway firms, users, questionnaires, conversations, tax
// returns and signal counters, and running a scheduled job now (as of a given time). They answer
// errors like the API does.
import express, { Router } from 'express';
import { date, number, object, string } from 'yup';
import { errorMapper } from '@portico/functions/http/error-mapper';
import { NotFound } from '@portico/functions/kernel/errors';
import { parseInput } from '@portico/functions/kernel/parse-input';
import { realtimeRepo } from '@portico/functions/notifications/notifications.module';
import type { Db } from '@portico/functions/platform/db/db';
import type { OutboxRepo } from '@portico/functions/platform/outbox/outbox.repo';
import { DEMO_FIRM_ID } from '../seed/demo-firm';
import {
  createFixtureConversation,
  type ConversationFixtureOptions,
} from './conversation-fixtures';
import { createFixtureFirm, createFixtureUser, type FixtureUserOptions } from './dev-fixtures';
import { createFixtureTaxReturns, type TaxReturnFixtureOptions } from './tax-return-fixtures';
import {
  createFixtureQuestionnaires,
  type QuestionnaireFixtureOptions,
} from './questionnaire-fixtures';

/** Sets a user's signal counters (as messaging will), so journeys see the messages badge move. */
const signalSchema = object({
  firmId: string().default(DEMO_FIRM_ID),
  uid: string().required('uid is missing'),
  unseen_messages: number().integer().min(0).required('unseen_messages is missing'),
});

/** Runs a scheduled job now, as if the clock read `at` (journeys see a job's effect at once). */
export type RunJob = (name: string, at: Date | null) => Promise<boolean>;

const jobRunSchema = object({
  at: date().typeError('at must be a date and time').nullable().default(null),
});

export function devRouter(db: Db, now: () => Date, outbox: OutboxRepo, runJob: RunJob): Router {
  const router = Router();
  /** What the browser reported breaking the Content-Security-Policy (report-uri), oldest first. */
  const cspReports: unknown[] = [];
  router.post(
    '/csp-reports',
    express.json({ type: ['application/csp-report', 'application/reports+json'] }),
    (req, res) => {
      cspReports.push(req.body);
      res.status(204).end();
    },
  );
  router.get('/csp-reports', (_req, res) => {
    res.json({ reports: cspReports });
  });
  router.use(express.json());
  router.get('/outbox', async (_req, res) => {
    res.json({ items: await outbox.latest(200) });
  });
  router.post('/firms', async (req, res) => {
    res.status(201).json(await createFixtureFirm(db, now, req.body as Record<string, boolean>));
  });
  router.post('/users', async (req, res) => {
    res.status(201).json(await createFixtureUser(db, now, req.body as FixtureUserOptions));
  });
  router.post('/questionnaires', async (req, res) => {
    const input = req.body as QuestionnaireFixtureOptions;
    res.status(201).json(await createFixtureQuestionnaires(db, now, input));
  });
  router.post('/conversations', async (req, res) => {
    const input = req.body as ConversationFixtureOptions;
    res.status(201).json(await createFixtureConversation(db, now, input));
  });
  router.post('/tax-returns', async (req, res) => {
    const input = req.body as TaxReturnFixtureOptions;
    res.status(201).json(await createFixtureTaxReturns(db, now, input));
  });
  router.post('/signals', async (req, res) => {
    const input = await parseInput(signalSchema, req.body);
    await realtimeRepo(db).setUnseenMessages(input.firmId, input.uid, input.unseen_messages);
    res.status(204).end();
  });
  router.post('/jobs/:name/run', async (req, res) => {
    const { at } = await parseInput(jobRunSchema, req.body ?? {});
    if (!(await runJob(req.params.name, at))) throw new NotFound('No such job');
    res.status(204).end();
  });
  router.use(errorMapper);
  return router;
}
