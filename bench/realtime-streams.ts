// Realtime budget (issue 16): one local runtime holds 200 open Server-Sent Events streams (the
// live channel of 200 signed-in users) with no error, and a message's signal reaches each open
// stream quickly. Serves the realtime router over an in-memory store (token verification stubbed:
// the bearer token is the user id), opens the streams, then moves each user's signal (as a new
// message does) and times until that user's stream carries it; reports errors and the process's
// memory growth.
// Run: npm run bench:realtime [-- --streams N]
import type { AddressInfo } from 'node:net';
import express from 'express';
import { realtimeRepo } from '@portico/functions/notifications/notifications.module';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { realtimeEventsRouter } from '@portico/local-runtime/realtime-events';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { benchArg, benchPorts, percentile, seededDemoStore } from './support/bench-api.js';

const STREAMS = benchArg('streams', 200);
const LATENCY_AIM_MS = 1_000;

const { clock, store } = await seededDemoStore('2026-11-01T12:00:00Z');
const users = [];
for (let i = 0; i < STREAMS; i++)
  users.push(await createFixtureUser(store, () => clock.now(), { groupId: DEMO_GROUPS.north }));

const { ports } = benchPorts(store, clock);
const app = express().use('/api/realtime', realtimeEventsRouter(ports));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime/events`;

let errors = 0;
const memoryBefore = process.memoryUsage().rss;
/** Each user's open stream: the text received so far, watched for a count. */
const streams = await Promise.all(
  users.map(async (user) => {
    const controller = new AbortController();
    const response = await fetch(base, {
      headers: { authorization: `Bearer ${user.id}` },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const state = { text: '', waiters: [] as { needle: string; resolve: () => void }[] };
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          state.text += decoder.decode(value, { stream: true });
          state.waiters = state.waiters.filter((w) => {
            if (!state.text.includes(w.needle)) return true;
            w.resolve();
            return false;
          });
        }
      } catch {
        if (!controller.signal.aborted) errors += 1;
      }
    })();
    const heard = (needle: string) =>
      new Promise<void>((resolve) => {
        if (state.text.includes(needle)) resolve();
        else state.waiters.push({ needle, resolve });
      });
    return { user, heard, close: () => controller.abort() };
  }),
);
// Every stream first says where its user stands.
await Promise.all(streams.map((s) => s.heard('"unseen_messages":0')));
const opened = process.memoryUsage().rss;

const signals = realtimeRepo(store);
const latencies = await Promise.all(
  streams.map(async (s, i) => {
    const count = 1_000 + i;
    const started = performance.now();
    const heard = s.heard(`"unseen_messages":${count}`);
    await signals.setUnseenMessages(DEMO_FIRM_ID, s.user.id, count);
    await heard;
    return performance.now() - started;
  }),
);
for (const s of streams) s.close();
server.closeAllConnections();
server.close();
await store.close();

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `| streams open | errors | signal to stream p50 ms | p95 ms | aim p95 | memory for the streams MB |`,
);
console.log('|---|---|---|---|---|---|');
console.log(
  `| ${streams.length} | ${errors} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${LATENCY_AIM_MS} | ${mb(opened - memoryBefore)} |`,
);
if (errors > 0 || streams.length !== STREAMS) process.exitCode = 1;
