// Steps the sign-in API tests share: throwaway accounts, calls from a chosen IP, and reading the
// link or code a call just mailed or texted.
import { e164Phone } from '@portico/common/people/phone';
import {
  createFixtureUser,
  type FixtureUserOptions,
} from '@portico/local-runtime/dev/dev-fixtures';
import type { OutboxItem } from '@portico/common/dev/outbox-item';
import { outboxRepo } from '../../src/platform/outbox/outbox.repo';
import type { TestApi } from './api-harness';

export const newAccount = (api: TestApi, options: FixtureUserOptions = {}) =>
  createFixtureUser(api.store, () => api.clock.now(), options);

let nextIp = 1;
/** A fresh client address, so one test's per-IP counts never reach another's. */
export const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** Each call moves the clock one second, so the outbox's newest-first order is never a tie. */
export function post(api: TestApi, path: string, body: unknown, ip = freshIp()) {
  api.clock.advance(1000);
  return api
    .http()
    .post(`/api/sessions/${path}`)
    .set('X-Forwarded-For', ip)
    .send(body as object);
}

export function get(api: TestApi, path: string, query: Record<string, string>, ip = freshIp()) {
  return api.http().get(`/api/sessions/${path}`).query(query).set('X-Forwarded-For', ip);
}

/** The newest mail or SMS to `to` (an address, or a stored phone number: SMS go to its E.164). */
export async function lastMessage(
  api: TestApi,
  to: string,
  kind: 'mail' | 'sms',
): Promise<OutboxItem> {
  const items = await outboxRepo(api.store, () => api.clock.now()).latest(200);
  const address = kind === 'sms' ? e164Phone(to) : to;
  const found = items.find((item) => item.kind === kind && item.to === address);
  if (!found) throw new Error(`No ${kind} to ${to}`);
  return found;
}

export const codeIn = (item: OutboxItem) => /\b(\d{6})\b/.exec(item.text)?.[1] ?? '';

export const linkIn = (item: OutboxItem) =>
  new URL(/https?:\/\/\S+/.exec(item.text)?.[0] ?? 'http://x');

/** The signed-in uid inside a custom token (its payload is readable JSON). */
export const uidOfCustomToken = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { uid: string })
    .uid;

export const MINUTE = 60_000;
