// The local realtime channel: Server-Sent Events fed by store listeners on the caller's firm alert
// and their signal document. In production the web app listens to the same documents in Firestore.
import { Router } from 'express';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { authenticateFor } from '@portico/functions/http/app';
import { errorMapper } from '@portico/functions/http/error-mapper';
import { requireSignedIn } from '@portico/functions/kernel/principal';
import { realtimeRepo } from '@portico/functions/notifications/notifications.module';
import type { Ports } from '@portico/functions/platform/ports';

/** Proxies drop idle streams; a comment line every 20 s keeps this one open. */
const HEARTBEAT_MS = 20_000;

export function realtimeEventsRouter(ports: Ports): Router {
  const router = Router();
  const repo = realtimeRepo(ports.db);
  router.get('/events', authenticateFor(ports), (req, res) => {
    const caller = requireSignedIn(req.principal);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    const send = (event: RealtimeEvent) =>
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const stops = [
      repo.watchGlobalAlert(caller.firmId, (data) => send({ type: 'global-alert', data })),
      repo.watchSignal(caller.firmId, caller.userId, (data) => send({ type: 'signal', data })),
    ];
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      for (const stop of stops) stop();
    });
  });
  router.use(errorMapper);
  return router;
}
