// Shared steps for browser journeys: signing in through the real sign-in page, throwaway users
// for journeys that change state, and the outbox where sign-in links and codes arrive.
import type { OutboxItem } from '../common/src/dev/outbox-item';
import { e164Phone } from '../common/src/people/phone';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from '../local-runtime/src/seed/demo-firm';

export { DEMO_PASSWORD, DEMO_USERS };
export { expectAccessible } from './accessibility';

/** The login state asks for the email first; the password field appears for password users. */
export async function signInWith(page: Page, email: string, password: string, path = '/signin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A browser window of its own (journeys with two people side by side), signed in as `user`. */
export async function signedInPage(
  browser: Browser,
  user: { email: string; password: string | null },
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInWith(page, user.email, user.password!);
  await expect(page.getByRole('banner')).toBeVisible();
  return page;
}

type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each demo role's session as the first sign-in through the form left it, per worker. */
const savedSessions = new Map<DemoRole, SavedSession>();

/**
 * Whether the Firebase Auth SDK has stored a signed-in user in this page's IndexedDB. The probe
 * never creates the database (an empty one would make the SDK delete and reopen it) and closes its
 * connection at once (an open one would block that deletion).
 */
function firebaseUserStored(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const opening = indexedDB.open('firebaseLocalStorageDb');
          opening.onupgradeneeded = () => opening.transaction?.abort(); // not created yet
          opening.onerror = () => resolve(false);
          opening.onsuccess = () => {
            const db = opening.result;
            const finish = (stored: boolean) => {
              db.close();
              resolve(stored);
            };
            if (!db.objectStoreNames.contains('firebaseLocalStorage')) return finish(false);
            const all = db
              .transaction('firebaseLocalStorage', 'readonly')
              .objectStore('firebaseLocalStorage')
              .getAll();
            all.onerror = () => finish(false);
            all.onsuccess = () =>
              finish(
                all.result.some(
                  (entry: { fbase_key?: string }) =>
                    entry.fbase_key?.startsWith('firebase:authUser:') ?? false,
                ),
              );
          };
        }),
    )
    .catch(() => false); // the page was navigating
}

/**
 * A demo role signed in, landing where the sign-in page sends it from `path`. The role's first
 * sign-in in a worker goes through the form; later ones restore the session it saved (the Auth
 * SDK's IndexedDB), which the sign-in page then sends on exactly as after the form. The sign-in
 * journeys themselves use signInWith.
 */
export async function signInAs(page: Page, role: DemoRole, path = '/signin'): Promise<void> {
  const saved = savedSessions.get(role);
  if (saved) {
    await page.context().setStorageState(saved);
    await page.goto(path);
    return;
  }
  await signInWith(page, DEMO_USERS[role].email, DEMO_PASSWORD, path);
  await expect.poll(() => firebaseUserStored(page), { timeout: 20_000 }).toBe(true);
  savedSessions.set(role, await page.context().storageState({ indexedDB: true }));
}

/** The account menu names the signed-in user's email. */
export async function expectSignedInWith(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
}

export const expectSignedInAs = (page: Page, role: DemoRole): Promise<void> =>
  expectSignedInWith(page, DEMO_USERS[role].email);

export interface TestUser {
  id: string;
  email: string;
  firmId: string;
  companyId: string | null;
  password: string | null;
  /** A client's entities, their own Individual (the default) first. */
  companies: { id: string; hashId: string; name: string }[];
  spouse: { id: string; email: string } | null;
}

/** A fresh account of its own (local runtime only), for a journey that changes state. */
export async function createTestUser(
  request: APIRequestContext,
  options: {
    access?: 'client' | 'partner' | 'admin' | 'full' | 'group';
    fname?: string;
    lname?: string;
    email?: string;
    password?: string | null;
    phoneNumber?: string;
    preferredSignInMethod?: 'password' | 'email' | 'sms';
    setPasswordRequired?: boolean;
    enabled2fa?: boolean;
    groupId?: string | null;
    firmId?: string;
    /** More entities the client owns, for journeys that switch between them. */
    entities?: { name: string; entityType?: string; readonly?: boolean }[];
    /**
     * A spouse owning the client's own Individual with them (same password); with `sharedEmail`,
     * one without an email or login of their own (they share the client's), with `phoneNumber`.
     */
    spouse?: { fname: string; lname: string; sharedEmail?: boolean; phoneNumber?: string };
  } = {},
): Promise<TestUser> {
  const response = await request.post('/api/dev/users', { data: options });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestUser;
}

/** Questionnaires and scheduled sends on a test entity (local runtime only), with defaults. */
export async function createTestQuestionnaires(
  request: APIRequestContext,
  companyId: string,
  options: {
    questionnaires?: {
      name?: string;
      taxYear?: number;
      dueInDays?: number;
      isDraft?: boolean;
      locked?: boolean;
      completed?: boolean;
      opened?: boolean;
      content?: 'none' | 'individual' | 'business';
      sectionIds?: string[];
      answers?: Record<string, string>;
      markedSections?: string[];
      depositAmount?: number | null;
      updateProfileSection?: boolean;
    }[];
    scheduled?: { name?: string; taxYear?: number; sendInDays?: number; frequency?: string }[];
    firmId?: string;
  },
): Promise<{ questionnaire_ids: string[]; scheduled_ids: string[] }> {
  const response = await request.post('/api/dev/questionnaires', {
    data: { ...options, companyId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { questionnaire_ids: string[]; scheduled_ids: string[] };
}

/** Tax returns on a test entity in any state the Deliver table shows (local runtime only). */
export async function createTestTaxReturns(
  request: APIRequestContext,
  companyId: string,
  returns: {
    name?: string;
    taxYear?: number;
    status?: string;
    reminderDisabled?: boolean;
    remindedMinutesAgo?: number;
    updatedMinutesAgo?: number;
    signatures?: { done: number; total: number };
    vouchers?: { done: number; total: number };
  }[],
  firmId?: string,
): Promise<{ tax_return_ids: string[] }> {
  const response = await request.post('/api/dev/tax-returns', {
    data: { companyId, returns, ...(firmId && { firmId }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { tax_return_ids: string[] };
}

/** A conversation with messages about a test entity (local runtime only), with defaults. */
export async function createTestConversation(
  request: APIRequestContext,
  companyId: string,
  options: {
    otherCompanyIds?: string[];
    clientIds?: string[];
    advisorIds?: string[];
    messages?: { text: string; userId?: string; minutesAgo?: number; replyTo?: number }[];
    firmId?: string;
  } = {},
): Promise<{ conversation_id: string }> {
  const response = await request.post('/api/dev/conversations', {
    data: { ...options, companyId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { conversation_id: string };
}

/** Runs a scheduled job once now, as if the clock read `at` (local runtime only). */
export async function runTestJob(request: APIRequestContext, name: string, at?: Date) {
  const response = await request.post(`/api/dev/jobs/${name}/run`, {
    data: at ? { at: at.toISOString() } : {},
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** Waits for the newest mail or SMS to `to` that matches, as the dev inbox shows it. */
/**
 * The firm refunds the card payment named `name` from the Stripe sandbox's dashboard, then its
 * payer disputes it; both events reach the portal's webhook before this returns.
 */
export async function refundAndDisputeInSandbox(page: Page, name: string, amount: string) {
  await page.goto('/sandbox/payments');
  const payment = page.getByRole('listitem').filter({ hasText: name });
  await payment.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(payment).toContainText('Refunded');
  await payment.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(payment).toContainText('Disputed');
}

export async function waitForOutbox(
  request: APIRequestContext,
  to: string,
  kind: 'mail' | 'sms',
  matches: (item: OutboxItem) => boolean = () => true,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get('/api/dev/outbox')).json()) as { items: OutboxItem[] };
      // SMS go to the number in E.164 ('+1' and the ten digits stored).
      const address = kind === 'sms' ? e164Phone(to) : to;
      found = body.items.find((item) => item.kind === kind && item.to === address && matches(item));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A throwaway firm (local runtime only), for journeys that need preferences of their own. */
export async function createTestFirm(
  request: APIRequestContext,
  preferences: {
    force_2fa_on_users?: boolean;
    force_2fa_on_firm_users?: boolean;
    first_section_required?: boolean;
    disable_provided_elsewhere?: boolean;
    communication_disabled?: boolean;
    disable_file_edit_action?: boolean;
    disable_folder_action?: boolean;
    new_tax_return_delivery_enabled?: boolean;
    signature_requests_enabled?: boolean;
  } = {},
): Promise<{ id: string }> {
  const response = await request.post('/api/dev/firms', { data: preferences });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The 6-digit code in a mail or SMS. */
export const codeIn = (item: OutboxItem) => /\b(\d{6})\b/.exec(item.text)?.[1] ?? '';

/** A firm that requires two-factor of its staff: the code mailed to `email` completes the sign-in. */
export async function enterTwoFactorCode(page: Page, request: APIRequestContext, email: string) {
  const code = page.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  const mail = await waitForOutbox(request, email, 'mail', (m) =>
    Boolean(m.subject?.includes('two-factor')),
  );
  await code.fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** An invited staff member opens their invitation in a browser of their own and sets a password. */
export async function acceptInvitation(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Page> {
  const mail = await waitForOutbox(request, email, 'mail', (m) =>
    Boolean(m.subject?.endsWith('invites you to Portico')),
  );
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkPathIn(mail));
  await enterTwoFactorCode(page, request, email);
  await expect(page).toHaveURL(/\/set-sign-in-method/);
  await page.getByLabel('A password').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

/** The first link in a mail, as a path on this origin. */
export function linkPathIn(item: OutboxItem): string {
  const url = new URL(/https?:\/\/\S+/.exec(item.text)?.[0] ?? '');
  return url.pathname + url.search;
}

/**
 * Picks `option` in a select, checked on the field: on a busy machine a click can land while the
 * menu is still opening and be lost, leaving the menu open over the dialog, so it is tried again.
 */
export async function selectOption(page: Page, field: Locator, option: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await field.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(field).toHaveText(option, { timeout: 2_000 });
  }).toPass();
}

/** A one-page PDF named after its text, as a file chooser takes it. */
/** A PDF whose pages say what is given (a tax form's name per page, as the form prints it). */
export async function pdfOfPages(texts: string[]) {
  const doc = await PDFDocument.create();
  for (const text of texts) {
    // One drawn line per line of the text, as a form prints a value under its label.
    const page = doc.addPage([612, 792]);
    text
      .split('\n')
      .forEach((line, i) => page.drawText(line, { x: 48, y: 740 - i * 18, size: 12 }));
  }
  return Buffer.from(await doc.save());
}

/**
 * A return as tax software prints it: `pages` pages, each saying its number, and bookmarks (the
 * PDF's outline) naming the forms and the page each starts on.
 */
export async function pdfWithBookmarks(
  pages: number,
  bookmarks: { title: string; page: number }[],
  label = 'Return',
) {
  const doc = await PDFDocument.create();
  const refs = Array.from({ length: pages }, (_, i) => {
    const page = doc.addPage([612, 792]);
    const form = [...bookmarks].reverse().find((b) => b.page <= i + 1)?.title ?? '';
    page.drawText(`${label} · page ${i + 1} · ${form}`, { x: 48, y: 740, size: 14 });
    return page.ref;
  });
  const { context } = doc;
  const outlineRef = context.nextRef();
  const itemRefs = bookmarks.map(() => context.nextRef());
  bookmarks.forEach((bookmark, i) => {
    context.assign(
      itemRefs[i]!,
      context.obj({
        Title: PDFHexString.fromText(bookmark.title),
        Parent: outlineRef,
        ...(i > 0 && { Prev: itemRefs[i - 1] }),
        ...(i < bookmarks.length - 1 && { Next: itemRefs[i + 1] }),
        Dest: [refs[bookmark.page - 1]!, PDFName.of('Fit')],
      }),
    );
  });
  context.assign(
    outlineRef,
    context.obj({
      Type: 'Outlines',
      First: itemRefs[0],
      Last: itemRefs.at(-1),
      Count: bookmarks.length,
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  return Buffer.from(await doc.save());
}

/** A one-page PDF named after its text; `passwordProtected` names an encryption dictionary. */
export async function pdf(text: string, { passwordProtected = false } = {}) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14 });
  if (passwordProtected)
    doc.context.trailerInfo.Encrypt = doc.context.register(
      doc.context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, P: -4 }),
    );
  return {
    name: `${text}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  };
}
