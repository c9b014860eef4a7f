// Steps shared by the shell journeys: API calls as a signed-in page (for setup and clean-up), and
// layout checks for narrow screens (whole, in view, not overlapping).
import { expect, type Locator, type Page } from '@playwright/test';

/** Calls the API with the page's own Firebase session (the page must be signed in). */
export async function apiAs<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = await new Promise<{ value: { stsTokenManager?: { accessToken: string } } }[]>(
        (resolve, reject) => {
          const request = db
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAll();
          request.onsuccess = () => resolve(request.result as never);
          request.onerror = () => reject(request.error);
        },
      );
      const token = rows.find((r) => r.value?.stsTokenManager)?.value.stsTokenManager?.accessToken;
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      };
    },
    { method, path, body },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.body as T;
}

/** Opens an entity's staff page from its id (the page must be signed in as staff); answers the
 * entity as the API lists it. */
export async function openEntityPage(
  page: Page,
  companyId: string | null,
): Promise<{ hash_id: string; name: string }> {
  expect(companyId, 'the user has an entity').toBeTruthy();
  const entity = await apiAs<{ hash_id: string; name: string }>(
    page,
    'GET',
    `/companies/${companyId}`,
  );
  await page.goto(`/admin/${entity.hash_id}`);
  return entity;
}

// The dashboard's read-only banners, as the spec words them (spec 1 §2 "Client dashboard").
export const READONLY_ACCOUNT =
  'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.';
export const READONLY_ENTITY =
  'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.';

/**
 * A full-page screenshot to look at (test-results/screenshots), taken when E2E_SCREENSHOTS=1:
 * nothing asserts on it, and 115 of them cost CI about a minute.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The element shows whole inside the viewport: nothing cut off at a side (or, unless told, below). */
export async function expectWithinViewport(
  page: Page,
  locator: Locator,
  { belowFold = false }: { belowFold?: boolean } = {},
): Promise<void> {
  await expect(locator).toBeVisible();
  const viewport = page.viewportSize()!;
  // Polled, so a drawer or popover still sliding in is measured once it has settled.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return 'no box';
        const { x, y, width, height } = box;
        const inside =
          x >= 0 &&
          x + width <= viewport.width &&
          (belowFold || (y >= 0 && y + height <= viewport.height));
        return inside ? 'inside' : `at x ${x} to ${x + width}, y ${y} to ${y + height}`;
      },
      { message: `${locator.toString()} shows whole in the ${viewport.width} px viewport` },
    )
    .toBe('inside');
  // Not covered by anything else at its centre (as a click would find it).
  await locator.click({ trial: true });
}

/** No two of the named elements overlap on screen. */
export async function expectNoOverlap(elements: Record<string, Locator>): Promise<void> {
  const boxes = await Promise.all(
    Object.entries(elements).map(async ([name, locator]) => {
      const box = await locator.boundingBox();
      expect(box, `${name} has no box`).not.toBeNull();
      return { name, ...box! };
    }),
  );
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `${a.name} overlaps ${b.name}`).toBe(true);
    }
  }
}

/** The page itself does not scroll sideways (nothing sticks out past the right edge). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** The demo firm's contact details as a client sees them in a card (address, tel: and mailto:
 * links, the message button). */
export async function expectDemoFirmContact(card: Locator): Promise<void> {
  await expect(card.getByText('Harborview Tax & Advisory')).toBeVisible();
  await expect(card.getByText('1200 NW Naito Pkwy, Suite 300')).toBeVisible();
  await expect(card.getByText('Portland, OR 97209')).toBeVisible();
  await expect(card.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+15035550142',
  );
  await expect(card.getByRole('link', { name: 'hello@harborview.example' })).toHaveAttribute(
    'href',
    'mailto:hello@harborview.example',
  );
  await expect(card.getByRole('button', { name: 'Send a Message' })).toBeVisible();
}
