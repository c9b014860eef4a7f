// Local-only test affordance: creates a throwaway user (and, for a client, an entity, and any more
// it is given) in a demo or throwaway firm, so browser journeys that change state never share an
// account. Never deployed.
import { randomUUID } from 'node:crypto';
import { defaultFirmPreferences } from '@portico/common/firm/preferences';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmAccess } from '@portico/common/people/access';
import { TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import { array, mixed, object, string, boolean, type InferType } from 'yup';
import { loginsRepo, hashPassword } from '@portico/functions/auth/auth.module';
import { parseInput } from '@portico/functions/kernel/parse-input';
import { firmRepo, newFirmRecord } from '@portico/functions/firm/firm.module';
import { entitiesRepo, usersRepo } from '@portico/functions/people/people.module';
import type { Db } from '@portico/functions/platform/db/db';
import { DEMO_FIRM_ID, DEMO_PASSWORD } from '../seed/demo-firm';

const fixtureSchema = object({
  access: mixed<FirmAccess | 'client'>()
    .oneOf(['client', 'partner', 'admin', 'full', 'group'])
    .default('client'),
  firmId: string().default(DEMO_FIRM_ID),
  fname: string().default('Test'),
  lname: string().default('Person'),
  email: string().optional(),
  password: string().nullable().default(DEMO_PASSWORD),
  phoneNumber: string().default(''),
  groupId: string().nullable().default(null),
  preferredSignInMethod: mixed<'password' | 'email' | 'sms'>()
    .oneOf(['password', 'email', 'sms'])
    .default('password'),
  setPasswordRequired: boolean().default(false),
  enabled2fa: boolean().default(false),
  /** More entities the client owns, after their own Individual (which stays the default). */
  entities: array(
    object({
      name: string().required(),
      entityType: string().default('Individual'),
      readonly: boolean().default(false),
    }),
  ).default([]),
  /**
   * A spouse who also owns the client's own Individual (a joint return's second signer); with
   * `sharedEmail`, one without an email (or login) of their own, reached at the client's address.
   */
  spouse: object({
    fname: string().required(),
    lname: string().required(),
    sharedEmail: boolean().default(false),
    phoneNumber: string().default(''),
  })
    .nullable()
    .default(null),
});

export type FixtureUserInput = InferType<typeof fixtureSchema>;
export type FixtureUserOptions = Partial<Omit<FixtureUserInput, 'entities' | 'spouse'>> & {
  entities?: { name: string; entityType?: string; readonly?: boolean }[];
  spouse?: { fname: string; lname: string; sharedEmail?: boolean; phoneNumber?: string };
};

export interface FixtureUser {
  id: string;
  email: string;
  firmId: string;
  companyId: string | null;
  password: string | null;
  /** Every entity of a client, their own first: id, hash and name. */
  companies: { id: string; hashId: string; name: string }[];
  /** The spouse asked for: a client owning the first entity with them. */
  spouse: { id: string; email: string } | null;
}

/** Creates the user, its login and (for a client) an entity; API tests use it directly. */
export async function createFixtureUser(
  db: Db,
  now: () => Date,
  options: FixtureUserOptions = {},
): Promise<FixtureUser> {
  const input = await parseInput(fixtureSchema, options);
  const id = `u-test-${randomUUID().slice(0, 8)}`;
  const email = input.email ?? `${id}@test.example`;
  const isStaff = input.access !== 'client';
  const companyId = isStaff ? null : `c-${id.slice(2)}`;
  const person = { fname: input.fname, lname: input.lname, email };
  await createLoginUser(db, now, input, id, person, isStaff, companyId);
  const spouseId = input.spouse && !isStaff ? `${id}-spouse` : null;
  const shared = input.spouse?.sharedEmail === true;
  const spouseEmail = shared ? `${spouseId}@${TEMP_EMAIL_DOMAIN}` : `${spouseId}@test.example`;
  if (spouseId)
    await createLoginUser(
      db,
      now,
      { ...input, phoneNumber: input.spouse!.phoneNumber },
      spouseId,
      { ...input.spouse!, email: spouseEmail, shared },
      false,
      companyId,
    );
  const companies = isStaff
    ? []
    : [{ name: `${input.fname} ${input.lname}`, entityType: 'Individual', readonly: false }]
        .concat(input.entities)
        .map((entity, index) => ({
          ...entity,
          id: index === 0 ? companyId! : `${companyId}-${index}`,
          hashId: `${companyId}-${index}-${randomUUID().slice(0, 4)}`,
        }));
  for (const [index, company] of companies.entries()) {
    await entitiesRepo(db).create({
      id: company.id,
      firmId: input.firmId,
      hashId: company.hashId,
      name: company.name,
      entityType: company.entityType,
      ownerIds: index === 0 && spouseId ? [id, spouseId] : [id],
      primaryOwnerId: id,
      ...(index === 0 && spouseId && { spouseId }),
      assignedAdvisorId: null,
      firmGroupId: input.groupId,
      inactive: false,
      readonlyAccess: company.readonly,
      tagIds: [],
      createdAt: now(),
    });
  }
  return {
    id,
    email,
    firmId: input.firmId,
    companyId,
    password: input.password,
    companies: companies.map(({ id: cid, hashId, name }) => ({ id: cid, hashId, name })),
    spouse: spouseId ? { id: spouseId, email: spouseEmail } : null,
  };
}

/** A user of the fixture's firm with a login (the fixture's password). */
async function createLoginUser(
  db: Db,
  now: () => Date,
  input: FixtureUserInput,
  id: string,
  /** `shared`: no email of their own (a temporary address) and so no login. */
  person: { fname: string; lname: string; email: string; shared?: boolean },
  isStaff: boolean,
  companyId: string | null,
): Promise<void> {
  const { email } = person;
  await usersRepo(db).create({
    id,
    firmId: input.firmId,
    email,
    fname: person.fname,
    lname: person.lname,
    preferredName: '',
    phoneNumber: input.phoneNumber,
    isStaff,
    firmAccess: isStaff ? (input.access as FirmAccess) : null,
    firmGroupId: input.groupId,
    assignedAdvisorId: null,
    paying: true,
    readonlyAccess: false,
    setPasswordRequired: input.setPasswordRequired,
    preferredSignInMethod: input.preferredSignInMethod,
    enabled2fa: input.enabled2fa,
    timeZone: DEFAULT_TIME_ZONE,
    hasTempEmail: person.shared === true,
    defaultCompanyId: companyId,
    createdAt: now(),
  });
  if (person.shared) return;
  await loginsRepo(db).create({
    email,
    firmId: input.firmId,
    userId: id,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
}

const firmFixtureSchema = object({
  force_2fa_on_users: boolean().default(false),
  force_2fa_on_firm_users: boolean().default(false),
  first_section_required: boolean().default(false),
  disable_provided_elsewhere: boolean().default(false),
  communication_disabled: boolean().default(false),
  disable_file_edit_action: boolean().default(false),
  disable_folder_action: boolean().default(false),
  billing_enabled: boolean().default(false),
  new_tax_return_delivery_enabled: boolean().default(false),
  signature_requests_enabled: boolean().default(false),
  /** Connect a card-payment account in the sandbox (deposits need one). */
  card_payments_connected: boolean().default(false),
});

/** A throwaway firm, for journeys that need firm preferences no shared firm may change. */
export async function createFixtureFirm(
  db: Db,
  now: () => Date,
  options: Partial<InferType<typeof firmFixtureSchema>> = {},
) {
  const { card_payments_connected: connected, ...preferences } = await parseInput(
    firmFixtureSchema,
    options,
  );
  const id = `f-test-${randomUUID().slice(0, 8)}`;
  await firmRepo(db).create(
    newFirmRecord({
      id,
      name: 'Test Firm',
      subdomainUrl: id,
      preferences: { ...defaultFirmPreferences(), ...preferences },
      cardPaymentAccountId: connected ? `acct_${id.replaceAll('-', '_')}` : null,
    }),
    now(),
  );
  return { id };
}
