// Seeds the people benchmarks' firm: 10,000 users and 15,000 entities (by default) in the demo
// firm, spread over advisors, groups, statuses, tags and types, with searchable names, phones and
// external ids. Used by bench/people.ts (API) and bench/people-render.ts (the page in Chromium).
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { companiesPath, toEntityDoc } from '@portico/functions/people/entities/entities.repo';
import { EMPTY_ENTITY_DETAILS } from '@portico/functions/people/entities/entity-record';
import { toUserDoc, usersPath } from '@portico/functions/people/users/users.repo';
import type { Db } from '@portico/functions/platform/db/db';

// Records per batch: a record's search keys weigh tens of KB, and a commit is at most 10 MiB.
const BATCH = 100;

const FIRST = [
  'John',
  'Maria',
  'Wei',
  'Fatima',
  'Carlos',
  'Aiko',
  'Olga',
  'Kwame',
  'Liam',
  'Priya',
  'Noah',
  'Zara',
];
const LAST = [
  'Smith',
  'Garcia',
  'Chen',
  'Okoye',
  'Novak',
  'Tanaka',
  'Haddad',
  'Murphy',
  'Larsen',
  'Rossi',
  'Kowalski',
  'Singh',
];
export const TYPES = [
  'Individual',
  'Partnership',
  'Trust',
  'S-Corporation',
  'C-Corporation',
  'Exempt Organization',
];
export const ADVISORS = [
  DEMO_USERS.partner.id,
  DEMO_USERS.full.id,
  DEMO_USERS.groupNorth.id,
  DEMO_USERS.groupSouth.id,
];
export const GROUPS = [DEMO_GROUPS.north, DEMO_GROUPS.south, null];
export const TAGS = ['t-vip', 't-extension', 't-new-client'];
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Adds the users and entities to a store that already holds the demo firm; answers seconds. */
export async function seedPeople(store: Db, users: number, entities: number): Promise<number> {
  const USERS = users;
  const ENTITIES = entities;
  const started = performance.now();
  for (let from = 0; from < USERS; from += BATCH) {
    const batch = store.batch();
    for (let i = from; i < Math.min(USERS, from + BATCH); i++) {
      const fname = pick(FIRST, i);
      const lname = `${pick(LAST, Math.floor(i / FIRST.length))}${i % 7 === 0 ? 'son' : ''}`;
      batch.create(
        store.doc(`${usersPath(DEMO_FIRM_ID)}/bench-u-${i}`),
        toUserDoc({
          id: `bench-u-${i}`,
          firmId: DEMO_FIRM_ID,
          email: `${fname}.${lname}.${i}@bench.example`.toLowerCase(),
          fname,
          lname,
          preferredName: '',
          phoneNumber: `415${String(5_000_000 + i).padStart(7, '0')}`,
          externalUserId: `CL-${100000 + i}`,
          isStaff: false,
          firmAccess: null,
          firmGroupId: pick(GROUPS, i),
          assignedAdvisorId: pick(ADVISORS, i),
          paying: i % 10 !== 0,
          readonlyAccess: false,
          setPasswordRequired: true,
          preferredSignInMethod: 'email',
          enabled2fa: false,
          timeZone: 'Pacific Time (US & Canada)',
          hasTempEmail: false,
          defaultCompanyId: null,
          tagIds: i % 5 === 0 ? [pick(TAGS, i)] : [],
          createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
        }),
      );
    }
    await batch.commit();
  }
  for (let from = 0; from < ENTITIES; from += BATCH) {
    const batch = store.batch();
    for (let i = from; i < Math.min(ENTITIES, from + BATCH); i++) {
      const owner = `bench-u-${i % USERS}`;
      batch.create(
        store.doc(`${companiesPath(DEMO_FIRM_ID)}/bench-c-${i}`),
        toEntityDoc({
          id: `bench-c-${i}`,
          firmId: DEMO_FIRM_ID,
          hashId: `bench-${i.toString(36)}`,
          name: `${pick(LAST, i)} ${pick(['Holdings', 'Farms', 'Family Trust', 'Design', 'Bakery'], Math.floor(i / 12))} ${i}`,
          entityType: pick(TYPES, i),
          ownerIds: [owner],
          primaryOwnerId: owner,
          assignedAdvisorId: pick(ADVISORS, i),
          firmGroupId: pick(GROUPS, i % USERS),
          inactive: i % 9 === 0,
          readonlyAccess: false,
          tagIds: i % 4 === 0 ? [pick(TAGS, i)] : [],
          createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
          details: { ...EMPTY_ENTITY_DETAILS, externalEntityId: `E-${700000 + i}` },
        }),
      );
    }
    await batch.commit();
  }
  return (performance.now() - started) / 1000;
}

/**
 * Seeds enough users and entities that `count` of them are active (the seed makes every ninth
 * entity inactive) — with `ownersActive`, their owners' accounts too (every tenth is inactive);
 * answers those entities' ids.
 */
export async function seedActiveEntities(
  store: Db,
  count: number,
  options: { ownersActive?: boolean } = {},
): Promise<string[]> {
  const kept = (i: number) => i % 9 !== 0 && (!options.ownersActive || i % 10 !== 0);
  const seeded = Math.ceil(count * (options.ownersActive ? 1.3 : 9 / 8)) + 10;
  await seedPeople(store, seeded, seeded);
  return Array.from({ length: seeded }, (_, i) => i)
    .filter(kept)
    .slice(0, count)
    .map((i) => `bench-c-${i}`);
}
