// Locators of an entity's vault shared by the documents journeys.
import type { Page } from '@playwright/test';

export const documentsTable = (page: Page) => page.getByRole('table', { name: 'Documents' });

/** A file's or folder's row, found by its name's button. */
export const documentRow = (page: Page, name: string) =>
  documentsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
