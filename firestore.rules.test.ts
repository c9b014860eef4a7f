// Proves firestore.rules on the official Cloud Firestore emulator, as the web SDK meets them: a
// member reads only their own firm's global alert and only their own signal document; nobody
// writes anything, there or anywhere; every other path is denied to everyone.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

const FIRM = 'harborview';
const OTHER_FIRM = 'lakeside';

let env: RulesTestEnvironment;

/** One context per kind of principal; the custom token's firm_id claim is what the rules read. */
const KINDS = {
  anonymous: () => env.unauthenticatedContext(),
  client: () => env.authenticatedContext('u-client', { firm_id: FIRM }),
  staff: () => env.authenticatedContext('u-staff', { firm_id: FIRM }),
  otherFirmClient: () => env.authenticatedContext('u-other-client', { firm_id: OTHER_FIRM }),
  otherFirmStaff: () => env.authenticatedContext('u-other-staff', { firm_id: OTHER_FIRM }),
} satisfies Record<string, () => RulesTestContext>;
type Kind = keyof typeof KINDS;
const ALL = Object.keys(KINDS) as Kind[];

const db = (kind: Kind) => KINDS[kind]().firestore();

beforeAll(async () => {
  const [host = '', port = ''] = inject('firestoreEmulatorHost').split(':');
  env = await initializeTestEnvironment({
    projectId: `demo-rules-${randomUUID().slice(0, 8)}`,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (admin) => {
    const data = admin.firestore();
    await data.doc(`firms/${FIRM}/alerts/global`).set({ show: true, text: 'Office closed' });
    await data.doc(`firms/${OTHER_FIRM}/alerts/global`).set({ show: false, text: '' });
    for (const uid of ['u-client', 'u-staff'])
      await data.doc(`firms/${FIRM}/signals/${uid}`).set({ unseen_messages: 1 });
    await data.doc(`firms/${OTHER_FIRM}/signals/u-other-client`).set({ unseen_messages: 2 });
    await data.doc(`firms/${FIRM}/users/u-client`).set({ email: 'client@example.com' });
    await data.doc(`firms/${FIRM}/companies/c-1`).set({ name: 'Client LLC' });
    await data.doc(`logins/client%40example.com`).set({ user_id: 'u-client' });
  });
});

afterAll(() => env?.cleanup());

describe('the global alert', () => {
  it("is read by every member of its firm and nobody else's", async () => {
    for (const kind of ['client', 'staff'] as const)
      await assertSucceeds(db(kind).doc(`firms/${FIRM}/alerts/global`).get());
    for (const kind of ['otherFirmClient', 'otherFirmStaff'] as const) {
      await assertFails(db(kind).doc(`firms/${FIRM}/alerts/global`).get());
      await assertSucceeds(db(kind).doc(`firms/${OTHER_FIRM}/alerts/global`).get());
    }
    await assertFails(db('anonymous').doc(`firms/${FIRM}/alerts/global`).get());
  });

  it('is written by nobody (the API writes it with the Admin SDK)', async () => {
    for (const kind of ALL) {
      const alert = db(kind).doc(`firms/${FIRM}/alerts/global`);
      await assertFails(alert.set({ show: true, text: 'hijacked' }));
      await assertFails(alert.update({ text: 'hijacked' }));
      await assertFails(alert.delete());
    }
  });
});

describe('signal documents', () => {
  it('are read only by their own user', async () => {
    await assertSucceeds(db('client').doc(`firms/${FIRM}/signals/u-client`).get());
    await assertSucceeds(db('staff').doc(`firms/${FIRM}/signals/u-staff`).get());
    await assertFails(db('client').doc(`firms/${FIRM}/signals/u-staff`).get());
    await assertFails(db('staff').doc(`firms/${FIRM}/signals/u-client`).get());
    await assertFails(db('otherFirmClient').doc(`firms/${FIRM}/signals/u-client`).get());
    await assertFails(db('anonymous').doc(`firms/${FIRM}/signals/u-client`).get());
  });

  it('cannot be listed, and a uid claimed under another firm reads nothing', async () => {
    for (const kind of ALL) await assertFails(db(kind).collection(`firms/${FIRM}/signals`).get());
    // The same uid in a token of another firm does not open this firm's document.
    const impostor = env.authenticatedContext('u-client', { firm_id: OTHER_FIRM }).firestore();
    await assertFails(impostor.doc(`firms/${FIRM}/signals/u-client`).get());
  });

  it('are written by nobody, not even their own user', async () => {
    for (const kind of ['client', 'staff'] as const) {
      const own = db(kind).doc(`firms/${FIRM}/signals/u-${kind}`);
      await assertFails(own.set({ unseen_messages: 0 }));
      await assertFails(own.delete());
    }
  });
});

describe('everything else', () => {
  const paths = [
    `firms/${FIRM}`,
    `firms/${FIRM}/users/u-client`,
    `firms/${FIRM}/companies/c-1`,
    'logins/client%40example.com',
    'auth_tokens/any',
    'verification_codes/u-client',
    'contact_change_codes/u-client',
    'mail/any',
  ];

  it('is denied to every kind of principal, for reading and writing', async () => {
    for (const kind of ALL) {
      for (const path of paths) {
        await assertFails(db(kind).doc(path).get());
        await assertFails(db(kind).doc(path).set({ x: 1 }));
      }
      await assertFails(db(kind).collection(`firms/${FIRM}/users`).get());
      await assertFails(db(kind).collectionGroup('companies').get());
    }
  });
});
