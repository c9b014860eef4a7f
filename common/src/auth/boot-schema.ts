// The boot's input (issue 48, common/src/auth/boot.ts): the page the web app opens and the tax year
// it shows. Apart from boot.ts so the web app's first script carries no schema library.
import { number, object, string, type InferType } from 'yup';
import { FIRST_TAX_YEAR, LAST_TAX_YEAR } from '../firm/tax-years';

/** Longest page address (path and query) the boot looks at. */
export const BOOT_PAGE_MAX = 2048;

export const bootQuerySchema = object({
  page: string()
    .required('page is missing')
    .max(BOOT_PAGE_MAX, `page must be at most ${BOOT_PAGE_MAX} characters`)
    .matches(/^\/[\x21-\x7e]*$/, 'page must be an address of the portal starting with /'),
  year: number()
    .typeError('year must be a tax year')
    .integer('year must be a tax year')
    .min(FIRST_TAX_YEAR, 'year must be a tax year')
    .max(LAST_TAX_YEAR, 'year must be a tax year')
    .optional(),
});

export type BootQuery = InferType<typeof bootQuerySchema>;
