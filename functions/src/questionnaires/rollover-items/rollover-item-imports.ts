// Prior-year items from a rollover items CSV (issue 49; the rows are read by imports): one item
// for the importer, on an entity they may change the items of, as staff add one by hand — source
// 'import', its form kept as a line item. An item's id is fixed by its entity, year and name, so a
// file imported again (or two rows of one item) makes it once; a changed rollover flag or form
// updates an item an import made; an item of that name made by hand is left as it is.
import { createHash } from 'node:crypto';
import {
  MAX_ROLLOVER_ITEMS,
  ROLLOVER_MESSAGES,
} from '@portico/common/questionnaires/rollover-items';
import { Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntityRecord } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import { requireRolloverEditor } from '../questionnaires.policy';
import { rolloverItemsRepo, type LineItemRecord } from './rollover-items.repo';

export interface ImportedRolloverItem {
  name: string;
  /** The form the item is of, or '' (the name is the form's). */
  form: string;
  doNotRollover: boolean;
}

const itemId = (companyId: string, year: number, name: string) =>
  `import-${createHash('sha256').update(`${companyId}\u0000${year}\u0000${name.toLowerCase()}`).digest('hex').slice(0, 32)}`;

const formLines = (form: string): LineItemRecord[] =>
  form ? [{ id: 'form', category: 'Form', value: form }] : [];

export function rolloverItemImports(db: Db, clock: Clock) {
  const rollover = rolloverItemsRepo(db);
  return {
    /** The item made, updated or already there; a rule it breaks is thrown (its message). */
    async importItem(
      importer: Principal,
      found: EntityRecord,
      year: number,
      item: ImportedRolloverItem,
    ): Promise<'created' | 'updated' | 'unchanged'> {
      const { entity } = requireRolloverEditor(importer, found);
      const id = itemId(entity.id, year, item.name);
      const existing = await rollover.listForCompany(importer.firmId, entity.id, year);
      // An item of that name added by hand is the same item.
      const named = item.name.toLowerCase();
      if (existing.some((r) => r.id !== id && r.name.toLowerCase() === named)) return 'unchanged';
      if (!existing.some((r) => r.id === id) && existing.length >= MAX_ROLLOVER_ITEMS)
        throw new Invalid(ROLLOVER_MESSAGES.tooMany);
      const lineItems = formLines(item.form);
      const outcome = await rollover.createOrChange(
        {
          id,
          firmId: importer.firmId,
          companyId: entity.id,
          year,
          name: item.name,
          source: 'import',
          doNotRollover: item.doNotRollover,
          lineItems,
          createdAt: clock.now(),
          createdBy: importer.userId,
        },
        (current) => {
          if (current.source !== 'import') return null;
          const sameForm = JSON.stringify(current.lineItems) === JSON.stringify(lineItems);
          if (current.doNotRollover === item.doNotRollover && sameForm) return null;
          return { ...current, doNotRollover: item.doNotRollover, lineItems };
        },
      );
      return outcome === 'changed' ? 'updated' : outcome;
    },
  };
}
