// Local-only test affordance: creates a throwaway user (and, for a client, an entity) in a demo
// firm, so browser journeys that change state never share an account. Never deployed.
import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmAccess } from '@portico/common/people/access';
import { Router } from 'express';
import { mixed, object, string, boolean, type InferType } from 'yup';
import { loginsRepo } from '../auth/logins.repo';
import { hashPassword } from '../auth/passwords';
import { parseInput } from '../http/parse-body';
import { companiesRepo } from '../people/companies.repo';
import { usersRepo } from '../people/users.repo';
import type { Db } from '../platform/db/db';
import { DEMO_FIRM_ID, DEMO_PASSWORD } from './seed/demo-firm';

const fixtureSchema = object({
  access: mixed<FirmAccess | 'client'>().oneOf(['client', 'partner', 'admin', 'full', 'group']).default('client'),
  firmId: string().default(DEMO_FIRM_ID),
  fname: string().default('Test'),
  lname: string().default('Person'),
  email: string().optional(),
  password: string().nullable().default(DEMO_PASSWORD),
  phoneNumber: string().default(''),
  groupId: string().nullable().default(null),
  preferredSignInMethod: mixed<'password' | 'email' | 'sms'>().oneOf(['password', 'email', 'sms']).default('password'),
  setPasswordRequired: boolean().default(false),
  enabled2fa: boolean().default(false),
});

export type FixtureUserInput = InferType<typeof fixtureSchema>;
export type FixtureUserOptions = Partial<FixtureUserInput>;

export interface FixtureUser {
  id: string;
  email: string;
  firmId: string;
  companyId: string | null;
  password: string | null;
}

/** Creates the user, its login and (for a client) an entity; API tests use it directly. */
export async function createFixtureUser(db: Db, now: () => Date, options: FixtureUserOptions = {}): Promise<FixtureUser> {
  const input = await parseInput(fixtureSchema, options);
  const id = `u-test-${randomUUID().slice(0, 8)}`;
  const email = input.email ?? `${id}@test.example`;
  const isAdvisor = input.access !== 'client';
  const companyId = isAdvisor ? null : `c-${id.slice(2)}`;
  await usersRepo(db).create({
    id,
    firmId: input.firmId,
    email,
    fname: input.fname,
    lname: input.lname,
    preferredName: '',
    phoneNumber: input.phoneNumber,
    isAdvisor,
    firmAccess: isAdvisor ? (input.access as FirmAccess) : null,
    firmGroupId: input.groupId,
    assignedAdvisorId: null,
    paying: true,
    readonlyAccess: false,
    setPasswordRequired: input.setPasswordRequired,
    preferredSignInMethod: input.preferredSignInMethod,
    enabled2fa: input.enabled2fa,
    timeZone: DEFAULT_TIME_ZONE,
    hasTempEmail: false,
    defaultCompanyId: companyId,
    createdAt: now(),
  });
  await loginsRepo(db).create({
    email,
    firmId: input.firmId,
    userId: id,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  if (companyId) {
    await companiesRepo(db).create({
      id: companyId,
      firmId: input.firmId,
      hashId: `${companyId}-${randomUUID().slice(0, 4)}`,
      name: `${input.fname} ${input.lname}`,
      entityType: 'Individual',
      ownerIds: [id],
      primaryOwnerId: id,
      assignedAdvisorId: null,
      firmGroupId: input.groupId,
      inactive: false,
      readonlyAccess: false,
      tagIds: [],
      createdAt: now(),
    });
  }
  return { id, email, firmId: input.firmId, companyId, password: input.password };
}

export function devFixturesRouter(db: Db, now: () => Date): Router {
  const router = Router();
  router.post('/users', async (req, res) => {
    res.status(201).json(await createFixtureUser(db, now, req.body as FixtureUserOptions));
  });
  return router;
}
