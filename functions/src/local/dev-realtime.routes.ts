// Local-only test affordance: sets a user's signal counters (as messaging will), so journeys can
// prove the messages badge updates live. Never deployed.
import { Router } from 'express';
import { number, object, string } from 'yup';
import { parseInput } from '../http/parse-body';
import { realtimeRepo } from '../notifications/realtime.repo';
import type { Db } from '../platform/db/db';
import { DEMO_FIRM_ID } from './seed/demo-firm';

const signalSchema = object({
  firmId: string().default(DEMO_FIRM_ID),
  uid: string().required('uid is missing'),
  unseen_messages: number().integer().min(0).required('unseen_messages is missing'),
});

export function devRealtimeRouter(db: Db): Router {
  const router = Router();
  router.post('/signals', async (req, res) => {
    const input = await parseInput(signalSchema, req.body);
    await realtimeRepo(db).setUnseenMessages(input.firmId, input.uid, input.unseen_messages);
    res.status(204).end();
  });
  return router;
}
