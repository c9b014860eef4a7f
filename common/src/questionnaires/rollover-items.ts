// Prior-year (rollover) items and their line items (spec 2 §3 "Prior-year (rollover) item and line
// item", §5 "Rollover items", §7, §8): what an entity provided last year, kept per entity and tax
// year (or firm-wide for every entity), so a send for the next year can ask for each again.
import { boolean, number, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';

export const ROLLOVER_MESSAGES = {
  name: 'Please enter a name',
  category: 'Please enter a category',
  saved: 'Prior year item added, updated, or deleted',
  deleted: 'Rollover Item deleted',
  notFound: 'Rollover item not found',
  globalEditors: 'Only partners, admins and full users change the firm-wide items',
  year: 'Please select a tax year',
  tooMany: 'An entity can have at most 200 items a year',
} as const;

/** The section a send adds for them ('Include prior-year items'). */
export const PRIOR_YEAR_SECTION = 'Prior-Year Items';
export const MAX_ROLLOVER_ITEMS = 200;
export const MAX_LINE_ITEMS = 50;

const name = () => string().trim().max(200, 'A name can be at most 200 characters');
const year = () =>
  number()
    .typeError(ROLLOVER_MESSAGES.year)
    .integer(ROLLOVER_MESSAGES.year)
    .min(2000, ROLLOVER_MESSAGES.year)
    .max(2100, ROLLOVER_MESSAGES.year);

export const rolloverListQuerySchema = object({ year: year().required(ROLLOVER_MESSAGES.year) });

export const createRolloverItemSchema = object({
  /** The entity's item; null for a firm-wide item that every entity rolls over. */
  company_id: recordId('company_id').nullable().default(null),
  /** The tax year the item was provided for (entity items). */
  year: year()
    .nullable()
    .default(null)
    .when('company_id', {
      is: (v: string | null) => Boolean(v),
      then: (s) => s.required(ROLLOVER_MESSAGES.year),
    }),
  name: name().required(ROLLOVER_MESSAGES.name),
  do_not_rollover: boolean().default(false),
});
export type CreateRolloverItemInput = InferType<typeof createRolloverItemSchema>;

export const updateRolloverItemSchema = object({
  name: name().min(1, ROLLOVER_MESSAGES.name).optional(),
  do_not_rollover: boolean().optional(),
});
export type UpdateRolloverItemInput = InferType<typeof updateRolloverItemSchema>;

export const lineItemSchema = object({
  category: string()
    .trim()
    .max(120, 'A category can be at most 120 characters')
    .required(ROLLOVER_MESSAGES.category),
  value: string().trim().max(500, 'A value can be at most 500 characters').default(''),
});
export type LineItemInput = InferType<typeof lineItemSchema>;

export const updateLineItemSchema = object({
  category: string()
    .trim()
    .min(1, ROLLOVER_MESSAGES.category)
    .max(120, 'A category can be at most 120 characters')
    .optional(),
  value: string().trim().max(500, 'A value can be at most 500 characters').optional(),
});

export interface LineItemDto {
  id: string;
  category: string;
  value: string;
  removable: boolean;
}

export interface RolloverItemDto {
  id: string;
  name: string;
  /** Null for a firm-wide item. */
  company_id: string | null;
  year: number | null;
  /** 'firm': added by staff; 'import': from a tax software import. */
  source: 'firm' | 'import';
  do_not_rollover: boolean;
  removable: boolean;
  line_items: LineItemDto[];
}

/** What a question made from an item shows as last year's value: its line items. */
export const priorYearValue = (lines: Pick<LineItemDto, 'category' | 'value'>[]) =>
  lines.map((l) => (l.value ? `${l.category}: ${l.value}` : l.category)).join('; ') || null;
