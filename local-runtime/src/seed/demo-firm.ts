// The demo data a fresh local run starts with: one realistic firm (and a second, to show
// tenancy), every kind of staff user and client the spec describes. Later areas add theirs here.
import type { FirmContact } from '@portico/common/firm/firm-dto';
import { defaultFirmPreferences, type FirmPreferences } from '@portico/common/firm/preferences';
import { DEFAULT_FIRM_VOCABS } from '@portico/common/firm/firm-settings-schema';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmAccess } from '@portico/common/people/access';
import { loginsRepo, hashPassword } from '@portico/functions/auth/auth.module';
import {
  type Participant,
  conversationsRepo,
  firstConversationOf,
} from '@portico/functions/messaging/messaging.module';
import { foldersRepo } from '@portico/functions/documents/documents.module';
import { notificationsRepo } from '@portico/functions/notifications/notifications.module';
import { adminDocumentsLink } from '@portico/common/notifications/notifications';
import { firmCatalogRepo, firmRepo, newFirmRecord } from '@portico/functions/firm/firm.module';
import {
  entitiesRepo,
  type EntityRecord,
  type UserRecord,
  usersRepo,
} from '@portico/functions/people/people.module';
import {
  businessOrganizer,
  individualOrganizer,
  newQuestionnaire,
  questionnairesRepo,
  scheduledSendsRepo,
  rolloverItemsRepo,
  starterTemplateContent,
  templatesRepo,
  type NewContent,
} from '@portico/functions/questionnaires/questionnaires.module';
import { OLIVIA_2024_ANSWERS, OLIVIA_2025_ANSWERS } from './demo-answers';
import type { Db } from '@portico/functions/platform/db/db';

export const DEMO_PASSWORD = 'Harborview-demo-2026!';

export const DEMO_FIRM_ID = 'harborview';
export const OTHER_FIRM_ID = 'lakeside';

/** Who can sign in to the demo, by the role a test or a person wants to play. */
export const DEMO_USERS = {
  partner: {
    id: 'u-margaret-chen',
    email: 'margaret.chen@harborview.example',
    firmId: DEMO_FIRM_ID,
  },
  admin: { id: 'u-david-okafor', email: 'david.okafor@harborview.example', firmId: DEMO_FIRM_ID },
  full: { id: 'u-priya-raman', email: 'priya.raman@harborview.example', firmId: DEMO_FIRM_ID },
  groupNorth: { id: 'u-tom-becker', email: 'tom.becker@harborview.example', firmId: DEMO_FIRM_ID },
  groupSouth: {
    id: 'u-aisha-patel',
    email: 'aisha.patel@harborview.example',
    firmId: DEMO_FIRM_ID,
  },
  clientOneEntity: {
    id: 'u-olivia-martinez',
    email: 'olivia.martinez@example.com',
    firmId: DEMO_FIRM_ID,
  },
  clientManyEntities: {
    id: 'u-james-whitfield',
    email: 'james.whitfield@example.com',
    firmId: DEMO_FIRM_ID,
  },
  clientReadOnly: { id: 'u-henry-lawson', email: 'henry.lawson@example.com', firmId: DEMO_FIRM_ID },
  clientReadOnlyEntity: { id: 'u-grace-kim', email: 'grace.kim@example.com', firmId: DEMO_FIRM_ID },
  clientAllInactive: {
    id: 'u-robert-nguyen',
    email: 'robert.nguyen@example.com',
    firmId: DEMO_FIRM_ID,
  },
  otherFirmPartner: {
    id: 'u-lena-fischer',
    email: 'lena.fischer@lakeside.example',
    firmId: OTHER_FIRM_ID,
  },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

export const DEMO_GROUPS = { north: 'g-north', south: 'g-south' } as const;

export const DEMO_COMPANIES = {
  olivia: { id: 'c-olivia-martinez', hashId: 'olivia-martinez-7f3k' },
  whitfieldHousehold: { id: 'c-whitfield-household', hashId: 'whitfield-household-2m9q' },
  whitfieldLandscaping: { id: 'c-whitfield-landscaping', hashId: 'whitfield-landscaping-8d1w' },
  whitfieldTrust: { id: 'c-whitfield-trust', hashId: 'whitfield-trust-4x6p' },
  whitfieldHoldings: { id: 'c-whitfield-holdings', hashId: 'whitfield-holdings-5n2r' },
  whitfieldFoundation: { id: 'c-whitfield-foundation', hashId: 'whitfield-foundation-3h7t' },
  whitfieldVentures: { id: 'c-whitfield-ventures', hashId: 'whitfield-ventures-9b4y' },
  henry: { id: 'c-henry-lawson', hashId: 'henry-lawson-6c8v' },
  graceKim: { id: 'c-grace-kim', hashId: 'grace-kim-1j5s' },
  kimDesign: { id: 'c-kim-design-studio', hashId: 'kim-design-studio-0a3e' },
  nguyenBakery: { id: 'c-nguyen-bakery', hashId: 'nguyen-bakery-2z8u' },
  lakesideClient: { id: 'c-lakeside-morgan', hashId: 'lakeside-morgan-6f1d' },
} as const;

/** How Harborview's clients reach it (Lakeside has given none, to show that state too). */
export const DEMO_FIRM_CONTACT: FirmContact = {
  email: 'hello@harborview.example',
  phone: '5035550142',
  street: '1200 NW Naito Pkwy, Suite 300',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  country: 'US',
};

const DEMO_FIRM_THEME = { primary: '#1f4e79', secondary: '#4a6c8c', accent: '#e0a526' };

/** Harborview's details as `PATCH /firms/current_user_firm` takes them (tests that save details
 * start from these). */
export function demoFirmDetails() {
  return {
    name: 'Harborview Tax & Advisory',
    time_zone: DEFAULT_TIME_ZONE,
    theme: { ...DEMO_FIRM_THEME },
    favicon_url: '',
    firm_vocabs: { ...DEFAULT_FIRM_VOCABS },
  };
}

/** Harborview's connected card-payment account, in the local Stripe sandbox. */
export const DEMO_CARD_PAYMENT_ACCOUNT = 'acct_harborview_sandbox';

/** Harborview's preferences as seeded (tests that save preferences restore these). */
export function demoFirmPreferences(): FirmPreferences {
  return {
    ...defaultFirmPreferences(),
    has_firm_groups: true,
    use_firm_roles: true,
    new_tax_return_delivery_enabled: true,
    custom_statuses_enabled: true,
    signature_requests_enabled: true,
    identity_verification_enabled: true,
    all_activities_enabled: true,
    drop_link_enabled: true,
    firm_user_ids_to_receive_drop_link_notification: [DEMO_USERS.partner.id],
    document_drop_off_enabled: true,
    document_tags_enabled: true,
    bulk_upload_processor: true,
    annotation_enabled: true,
    billing_enabled: true,
  };
}

/** A questionnaire template with a public sign-up link (/template/{hashId}). */
export const DEMO_TEMPLATES = {
  individual: {
    id: 'tpl-individual-organizer',
    hashId: 'individual-organizer-k7p2',
    name: 'Individual Tax Organizer',
    starter: 'individual_1040',
  },
  business: {
    id: 'tpl-business-organizer',
    hashId: 'business-organizer-m3q8',
    name: 'Business Organizer',
    starter: 'business',
  },
} as const;

/**
 * Questionnaires on demo entities, made from the starter organizers: one in each overview
 * status, two tax years for Olivia, one for a read-only client and one on a read-only entity;
 * and one scheduled send.
 */
export const DEMO_QUESTIONNAIRES = {
  oliviaCurrent: { id: 'q-olivia-2025', company: 'olivia' },
  oliviaLastYear: { id: 'q-olivia-2024', company: 'olivia' },
  whitfieldHousehold: { id: 'q-whitfield-household-2025', company: 'whitfieldHousehold' },
  whitfieldLandscaping: { id: 'q-whitfield-landscaping-2025', company: 'whitfieldLandscaping' },
  whitfieldTrustLocked: { id: 'q-whitfield-trust-2024', company: 'whitfieldTrust' },
  henryCurrent: { id: 'q-henry-2025', company: 'henry' },
  kimDesignCurrent: { id: 'q-kim-design-2025', company: 'kimDesign' },
} as const;

interface DemoQuestionnaireSeed {
  name: string;
  taxYear: number;
  /** Days from now to the due date. */
  due: number;
  opened?: boolean;
  completed?: boolean;
  locked?: boolean;
  content: NewContent;
}
/** Olivia's prior-year items (tax year 2024): what next year's organizer asks for again. */
export const DEMO_ROLLOVER_ITEMS = {
  oliviaW2: { id: 'ro-olivia-w2-2024', lineId: 'li-olivia-w2-wages' },
  oliviaMortgage: { id: 'ro-olivia-1098-2024', lineId: 'li-olivia-1098-interest' },
} as const;

export const DEMO_SCHEDULED_QUESTIONNAIRES = {
  oliviaYearEnd: { id: 'sq-olivia-2026-year-end', company: 'olivia' },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A conversation between Olivia Martinez and her advisor, Tom Becker, about her entity. */
export const DEMO_CONVERSATIONS = {
  olivia: { id: 'conv-olivia-martinez', company: 'olivia' },
} as const;

/** Notifications of Olivia's recent work for Tom Becker (her advisor), and one for Olivia. */
export const DEMO_NOTIFICATIONS = {
  tomUpload: 'notif-tom-olivia-upload',
  tomMessage: 'notif-tom-olivia-message',
  oliviaMessage: 'notif-olivia-message',
} as const;

async function seedNotifications(db: Db, now: Date): Promise<void> {
  const repo = notificationsRepo(db);
  const { id: companyId, hashId } = DEMO_COMPANIES.olivia;
  const conversation = DEMO_CONVERSATIONS.olivia.id;
  const ago = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
  const notices = [
    {
      id: DEMO_NOTIFICATIONS.tomUpload,
      userId: DEMO_USERS.groupNorth.id,
      typeId: 2,
      text: 'Olivia Martinez uploaded 2 documents to 2025',
      link: adminDocumentsLink(hashId, '/2025'),
      createdAt: ago(48),
    },
    {
      id: DEMO_NOTIFICATIONS.tomMessage,
      userId: DEMO_USERS.groupNorth.id,
      typeId: 1,
      text: 'New message from Olivia Martinez',
      link: `/admin/${hashId}/messages/${conversation}`,
      createdAt: ago(47.9),
    },
    {
      id: DEMO_NOTIFICATIONS.oliviaMessage,
      userId: DEMO_USERS.clientOneEntity.id,
      typeId: 1,
      text: 'New message from Harborview Tax & Advisory Team',
      link: `/inbox/${hashId}/${conversation}`,
      createdAt: ago(5 * 24 + 18),
    },
  ];
  await db.runTransaction(async (tx) => {
    for (const notice of notices)
      repo.insert(tx, {
        ...notice,
        firmId: DEMO_FIRM_ID,
        clientName: 'Olivia Martinez',
        companyId,
        dismissed: false,
      });
  });
}

async function seedConversations(db: Db, now: Date): Promise<void> {
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
  const olivia: Participant = { id: DEMO_USERS.clientOneEntity.id, name: 'Olivia Martinez' };
  const tom: Participant = { id: DEMO_USERS.groupNorth.id, name: 'Tom Becker' };
  const lines: [Participant, string, Date][] = [
    [tom, 'Hi Olivia, your 2025 organizer is ready. Let me know if anything is unclear.', ago(6)],
    [olivia, 'Thanks Tom! Do you need the 1099-INT from my savings account too?', ago(5, 20)],
    [tom, 'Yes please, upload it with your W-2 when you have it.', ago(5, 18)],
    [olivia, 'Done, both are in Documents now.', ago(2)],
  ];
  await conversationsRepo(db).createWithMessages(
    {
      id: DEMO_CONVERSATIONS.olivia.id,
      firmId: DEMO_FIRM_ID,
      advisorIds: [tom.id],
      clients: [olivia],
      relevantCompanyIds: [DEMO_COMPANIES.olivia.id],
      createdAt: ago(6),
    },
    lines.map(([author, text, createdAt], index) => ({
      id: `msg-olivia-${index + 1}`,
      text,
      createdAt,
      userId: author.id,
      userName: author.name,
      isFirmUser: author === tom,
      messageThreadId: null,
      tag: 'general',
    })),
  );
}

async function seedQuestionnaires(db: Db, now: Date): Promise<void> {
  const repo = questionnairesRepo(db);
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const firmName = 'Harborview Tax & Advisory';
  const q = DEMO_QUESTIONNAIRES;
  const seeds: (DemoQuestionnaireSeed & (typeof q)[keyof typeof q])[] = [
    {
      ...q.oliviaCurrent,
      name: 'Individual Tax Organizer',
      taxYear: 2025,
      due: 30,
      opened: true,
      content: {
        sections: individualOrganizer(firmName, 2025),
        answers: OLIVIA_2025_ANSWERS,
        answeredBy: DEMO_USERS.clientOneEntity.id,
        markedSections: ['sec-welcome'],
        depositAmount: 350,
      },
    },
    {
      ...q.oliviaLastYear,
      name: 'Individual Tax Organizer',
      taxYear: 2024,
      due: -320,
      opened: true,
      completed: true,
      content: {
        sections: individualOrganizer(firmName, 2024),
        answers: OLIVIA_2024_ANSWERS,
        answeredBy: DEMO_USERS.clientOneEntity.id,
        markedSections: ['sec-welcome', 'sec-engagement', 'sec-summary', 'sec-forms', 'sec-review'],
        signatures: [
          {
            sectionId: 'sec-engagement',
            userId: DEMO_USERS.clientOneEntity.id,
            userName: 'Olivia Martinez',
            signature: 'Olivia Martinez',
            signedAt: new Date(now.getTime() - 330 * DAY_MS),
            clientTime: '',
            ipAddress: '',
            userAgent: '',
          },
        ],
        depositAmount: 350,
        depositStatus: 'paid',
      },
    },
    {
      ...q.whitfieldHousehold,
      name: 'Individual Tax Organizer',
      taxYear: 2025,
      due: 45,
      content: { sections: individualOrganizer(firmName, 2025) },
    },
    {
      ...q.whitfieldLandscaping,
      name: 'S-Corporation Organizer',
      taxYear: 2025,
      due: 21,
      content: { sections: businessOrganizer(firmName, 2025) },
    },
    {
      ...q.whitfieldTrustLocked,
      name: 'Trust Organizer',
      taxYear: 2024,
      due: -300,
      locked: true,
      content: { sections: businessOrganizer(firmName, 2024) },
    },
    {
      ...q.henryCurrent,
      name: 'Individual Tax Organizer',
      taxYear: 2025,
      due: 30,
      content: { sections: individualOrganizer(firmName, 2025) },
    },
    {
      ...q.kimDesignCurrent,
      name: 'S-Corporation Organizer',
      taxYear: 2025,
      due: 30,
      content: { sections: businessOrganizer(firmName, 2025) },
    },
  ];
  const entities = entitiesRepo(db);
  for (const [index, seed] of seeds.entries()) {
    const sentAt = day(Math.min(seed.due, 0) - 14);
    const entity = await entities.get(DEMO_FIRM_ID, DEMO_COMPANIES[seed.company].id);
    await repo.create(
      newQuestionnaire(
        {
          id: seed.id,
          firmId: DEMO_FIRM_ID,
          companyId: DEMO_COMPANIES[seed.company].id,
          name: seed.name,
          taxYear: seed.taxYear,
          dueDate: day(seed.due),
          sentAt,
          // Seconds apart, so newest-first lists keep this order.
          createdAt: new Date(sentAt.getTime() - index * 1000),
          isDraft: false,
          locked: seed.locked ?? false,
          completed: seed.completed ?? false,
          openedAt: seed.opened ? sentAt : null,
          deletedAt: null,
          assignedAdvisorId: entity?.assignedAdvisorId ?? null,
          firmGroupId: entity?.firmGroupId ?? null,
          entityTagIds: entity?.tagIds ?? [],
        },
        {
          ...seed.content,
          answeredAt: sentAt,
          submittedAt: seed.completed ? sentAt : null,
        },
      ),
    );
  }
  const yearEnd = day(60);
  await scheduledSendsRepo(db).create({
    id: DEMO_SCHEDULED_QUESTIONNAIRES.oliviaYearEnd.id,
    firmId: DEMO_FIRM_ID,
    companyId: DEMO_COMPANIES.olivia.id,
    templateId: DEMO_TEMPLATES.individual.id,
    name: 'Year-End Planning Check-in',
    taxYear: 2026,
    frequency: 'once',
    firstScheduledDate: yearEnd,
    nextSendDate: yearEnd,
    daysUntilDue: 14,
    createdAt: now,
  });
}

interface PersonSeed {
  role: DemoRole;
  fname: string;
  lname: string;
  access?: FirmAccess;
  groupId?: string | null;
  readonly?: boolean;
}

const PEOPLE: PersonSeed[] = [
  { role: 'partner', fname: 'Margaret', lname: 'Chen', access: 'partner' },
  { role: 'admin', fname: 'David', lname: 'Okafor', access: 'admin' },
  { role: 'full', fname: 'Priya', lname: 'Raman', access: 'full' },
  {
    role: 'groupNorth',
    fname: 'Tom',
    lname: 'Becker',
    access: 'group',
    groupId: DEMO_GROUPS.north,
  },
  {
    role: 'groupSouth',
    fname: 'Aisha',
    lname: 'Patel',
    access: 'group',
    groupId: DEMO_GROUPS.south,
  },
  { role: 'clientOneEntity', fname: 'Olivia', lname: 'Martinez', groupId: DEMO_GROUPS.north },
  { role: 'clientManyEntities', fname: 'James', lname: 'Whitfield', groupId: DEMO_GROUPS.south },
  {
    role: 'clientReadOnly',
    fname: 'Henry',
    lname: 'Lawson',
    groupId: DEMO_GROUPS.north,
    readonly: true,
  },
  { role: 'clientReadOnlyEntity', fname: 'Grace', lname: 'Kim', groupId: DEMO_GROUPS.north },
  { role: 'clientAllInactive', fname: 'Robert', lname: 'Nguyen', groupId: DEMO_GROUPS.south },
  { role: 'otherFirmPartner', fname: 'Lena', lname: 'Fischer', access: 'partner' },
];

interface CompanySeed {
  key: keyof typeof DEMO_COMPANIES;
  firmId: string;
  name: string;
  entityType: string;
  owners: DemoRole[];
  advisor: DemoRole;
  inactive?: boolean;
  readonly?: boolean;
  tags?: string[];
}

const COMPANIES: CompanySeed[] = [
  {
    key: 'olivia',
    firmId: DEMO_FIRM_ID,
    name: 'Olivia Martinez',
    entityType: 'Individual',
    owners: ['clientOneEntity'],
    advisor: 'groupNorth',
    tags: ['t-new-client'],
  },
  {
    key: 'whitfieldHousehold',
    firmId: DEMO_FIRM_ID,
    name: 'James and Sarah Whitfield',
    entityType: 'Individual',
    owners: ['clientManyEntities'],
    advisor: 'full',
    tags: ['t-vip'],
  },
  {
    key: 'whitfieldLandscaping',
    firmId: DEMO_FIRM_ID,
    name: 'Whitfield Landscaping LLC',
    entityType: 'S-Corporation',
    owners: ['clientManyEntities'],
    advisor: 'full',
    tags: ['t-vip', 't-extension'],
  },
  {
    key: 'whitfieldTrust',
    firmId: DEMO_FIRM_ID,
    name: 'Whitfield Family Trust',
    entityType: 'Trust',
    owners: ['clientManyEntities'],
    advisor: 'partner',
  },
  {
    key: 'whitfieldHoldings',
    firmId: DEMO_FIRM_ID,
    name: 'Whitfield Holdings LP',
    entityType: 'Partnership',
    owners: ['clientManyEntities'],
    advisor: 'partner',
  },
  {
    key: 'whitfieldFoundation',
    firmId: DEMO_FIRM_ID,
    name: 'Whitfield Community Foundation',
    entityType: 'Exempt Organization',
    owners: ['clientManyEntities'],
    advisor: 'groupSouth',
  },
  {
    key: 'whitfieldVentures',
    firmId: DEMO_FIRM_ID,
    name: 'Whitfield Ventures Inc',
    entityType: 'C-Corporation',
    owners: ['clientManyEntities'],
    advisor: 'groupSouth',
  },
  {
    key: 'henry',
    firmId: DEMO_FIRM_ID,
    name: 'Henry Lawson',
    entityType: 'Individual',
    owners: ['clientReadOnly'],
    advisor: 'groupNorth',
  },
  {
    key: 'graceKim',
    firmId: DEMO_FIRM_ID,
    name: 'Grace Kim',
    entityType: 'Individual',
    owners: ['clientReadOnlyEntity'],
    advisor: 'full',
  },
  {
    key: 'kimDesign',
    firmId: DEMO_FIRM_ID,
    name: 'Kim Design Studio',
    entityType: 'S-Corporation',
    owners: ['clientReadOnlyEntity'],
    advisor: 'full',
    readonly: true,
  },
  {
    key: 'nguyenBakery',
    firmId: DEMO_FIRM_ID,
    name: 'Nguyen Family Bakery Inc',
    entityType: 'C-Corporation',
    owners: ['clientAllInactive'],
    advisor: 'groupSouth',
    inactive: true,
  },
  {
    key: 'lakesideClient',
    firmId: OTHER_FIRM_ID,
    name: 'Morgan Analytics LLC',
    entityType: 'Partnership',
    owners: ['otherFirmPartner'],
    advisor: 'otherFirmPartner',
  },
];

/** Seeds both demo firms; `now` stamps created_at so lists have a stable newest-first order. */
export async function seedDemoFirm(db: Db, now: Date): Promise<void> {
  const firms = firmRepo(db);
  const catalog = firmCatalogRepo(db);
  const users = usersRepo(db);
  const logins = loginsRepo(db);
  const entities = entitiesRepo(db);

  await firms.create(
    newFirmRecord({
      id: DEMO_FIRM_ID,
      name: 'Harborview Tax & Advisory',
      subdomainUrl: 'harborview',
      hostAliases: ['portal.harborview.example'],
      theme: DEMO_FIRM_THEME,
      preferences: demoFirmPreferences(),
      contact: DEMO_FIRM_CONTACT,
      // Connected to the local runtime's Stripe sandbox: clients pay deposits there.
      cardPaymentAccountId: DEMO_CARD_PAYMENT_ACCOUNT,
    }),
    now,
  );
  await firms.create(
    newFirmRecord({
      id: OTHER_FIRM_ID,
      name: 'Lakeside CPA Group',
      subdomainUrl: 'lakeside',
      timeZone: 'Central Time (US & Canada)',
      theme: { primary: '#2e7d32', secondary: '#607d8b', accent: '#ff8f00' },
    }),
    now,
  );

  await catalog.create(DEMO_FIRM_ID, 'groups', DEMO_GROUPS.north, { name: 'North Office' });
  await catalog.create(DEMO_FIRM_ID, 'groups', DEMO_GROUPS.south, { name: 'South Office' });
  for (const [id, kind, name] of [
    ['t-vip', 'entity', 'VIP'],
    ['t-extension', 'entity', 'Extension filed'],
    ['t-new-client', 'entity', 'New client'],
    ['t-prefers-phone', 'contact', 'Prefers phone'],
    ['t-referral', 'contact', 'Referral'],
    ['t-w2', 'document', 'W-2'],
  ] as const) {
    await catalog.create(DEMO_FIRM_ID, 'tags', id, { kind, name });
  }
  await catalog.create(DEMO_FIRM_ID, 'roles', 'r-preparer', {
    role_name: 'Preparer',
    permission_ids: ['firm_role_assignments.assign', 'firm_role_assignments.unassign'],
  });
  await catalog.create(DEMO_FIRM_ID, 'roles', 'r-reviewer', {
    role_name: 'Reviewer',
    permission_ids: ['firm_role_assignments.assign'],
  });
  await catalog.create(DEMO_FIRM_ID, 'custom_statuses', 's-waiting-docs', {
    client_display_status: 'Waiting on your documents',
    client_instruction: 'Please upload your W-2s and 1099s.',
    firm_user_display_status: 'Docs pending',
  });
  await catalog.create(DEMO_FIRM_ID, 'custom_statuses', 's-in-review', {
    client_display_status: 'In review',
    client_instruction: 'We are reviewing your return. No action needed.',
    firm_user_display_status: 'Partner review',
  });
  await catalog.create(DEMO_FIRM_ID, 'entity_types', 'et-estate', {
    name: 'Estate',
    allowed: true,
  });
  for (const { starter, ...template } of Object.values(DEMO_TEMPLATES)) {
    await templatesRepo(db).create({
      ...template,
      firmId: DEMO_FIRM_ID,
      sections: starterTemplateContent(starter),
      createdAt: now,
      updatedAt: now,
      updatedBy: null,
      version: 1,
      deletedAt: null,
    });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, person] of PEOPLE.entries()) {
    const { id, email, firmId } = DEMO_USERS[person.role];
    const primaryCompany = COMPANIES.find((c) => c.owners[0] === person.role);
    const user: UserRecord = {
      id,
      firmId,
      email,
      fname: person.fname,
      lname: person.lname,
      preferredName: '',
      phoneNumber: '',
      isStaff: person.access !== undefined,
      firmAccess: person.access ?? null,
      firmGroupId: person.groupId ?? null,
      assignedAdvisorId: null,
      paying: true,
      readonlyAccess: person.readonly ?? false,
      setPasswordRequired: false,
      preferredSignInMethod: 'password',
      enabled2fa: false,
      timeZone: DEFAULT_TIME_ZONE,
      hasTempEmail: false,
      defaultCompanyId: primaryCompany ? DEMO_COMPANIES[primaryCompany.key].id : null,
      // One second apart, so "newest first" lists have a stable order.
      createdAt: new Date(now.getTime() - (PEOPLE.length - index) * 1000),
    };
    await users.create(user);
    await logins.create({ email, firmId, userId: id, passwordHash });
  }

  for (const [index, seed] of COMPANIES.entries()) {
    const owners = seed.owners.map((role) => DEMO_USERS[role].id);
    const primary = PEOPLE.find((p) => p.role === seed.owners[0]);
    const entity: EntityRecord = {
      ...DEMO_COMPANIES[seed.key],
      firmId: seed.firmId,
      name: seed.name,
      entityType: seed.entityType,
      ownerIds: owners,
      primaryOwnerId: owners[0] ?? '',
      assignedAdvisorId: DEMO_USERS[seed.advisor].id,
      firmGroupId: primary?.groupId ?? null,
      inactive: seed.inactive ?? false,
      readonlyAccess: seed.readonly ?? false,
      tagIds: seed.tags ?? [],
      createdAt: new Date(now.getTime() - (COMPANIES.length - index) * 1000),
    };
    await entities.create(entity);
    // Each entity with owners opens a conversation with them (Olivia's has messages: below).
    if (seed.key !== 'olivia' && owners.length > 0) {
      const name = (role: DemoRole) => {
        const person = PEOPLE.find((p) => p.role === role)!;
        return `${person.fname} ${person.lname}`;
      };
      await conversationsRepo(db).createWithMessages(
        firstConversationOf({
          firmId: entity.firmId,
          companyId: entity.id,
          advisorIds: [entity.assignedAdvisorId!],
          clients: seed.owners.map((role) => ({ id: DEMO_USERS[role].id, name: name(role) })),
          at: entity.createdAt,
        }),
        [],
      );
    }
  }
  await seedQuestionnaires(db, now);
  await seedRolloverItems(db, now);
  await seedConversations(db, now);
  await seedVaultFolders(db, now);
  await seedNotifications(db, now);
}

/** Olivia Martinez's vault: folders by year, the delivered return's, and one only staff see. */
async function seedVaultFolders(db: Db, now: Date): Promise<void> {
  const paths = ['/2024', '/2024/Tax Return', '/2025', '/2025/Receipts', '/Workpapers STAFF ONLY'];
  const folders = foldersRepo(db);
  await db.runTransaction(async (tx) => {
    paths.forEach((path, index) =>
      folders.insert(tx, {
        id: `folder-olivia-${index + 1}`,
        firmId: DEMO_FIRM_ID,
        companyId: DEMO_COMPANIES.olivia.id,
        path,
        createdBy: DEMO_USERS.partner.id,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      }),
    );
  });
}

async function seedRolloverItems(db: Db, now: Date): Promise<void> {
  const repo = rolloverItemsRepo(db);
  const olivia = DEMO_COMPANIES.olivia.id;
  const items = [
    {
      ...DEMO_ROLLOVER_ITEMS.oliviaW2,
      name: 'W-2 from Northwind Logistics',
      lines: [
        ['Wages', '92,400'],
        ['Federal income tax withheld', '11,230'],
      ],
    },
    {
      ...DEMO_ROLLOVER_ITEMS.oliviaMortgage,
      name: '1098 from Harbor Bank',
      lines: [['Mortgage interest', '8,115']],
    },
  ];
  for (const [index, item] of items.entries())
    await repo.create({
      id: item.id,
      firmId: DEMO_FIRM_ID,
      companyId: olivia,
      year: 2024,
      name: item.name,
      source: 'firm',
      doNotRollover: false,
      lineItems: item.lines.map(([category, value], i) => ({
        id: i === 0 ? item.lineId : `${item.lineId}-${i + 1}`,
        category: category!,
        value: value!,
      })),
      createdAt: new Date(now.getTime() - (items.length - index) * 1000),
      createdBy: null,
    });
}

/** Seeds on the first start only; a marker document records that it ran. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const marker = db.doc('meta/seed');
  if ((await marker.get()).exists) return false;
  await seedDemoFirm(db, now);
  await marker.set({ seeded_at: now.toISOString(), version: 1 });
  return true;
}
