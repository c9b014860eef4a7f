import { describe, expect, it } from 'vitest';
import {
  importOptionsSchema,
  importSuccessMessage,
  IMPORT_STARTED,
  importTypesFor,
  keepImportFiles,
  NO_ASSIGNEE,
  NO_DESCRIPTION,
  NO_FILE_TYPE,
  NO_LIST_TYPE,
  NO_YEAR,
} from './imports';

/** The dialog's untouched fields are empty strings. */
const blankForm = {
  documentType: '',
  listType: '',
  assignedFirmUserId: '',
  taxSoftware: '',
  year: 2025,
  documentName: '',
  comment: '',
};

describe('import options schema', () => {
  it('keeps only the options of the chosen type, ignoring the other blank fields', async () => {
    const out = await importOptionsSchema.validate({ ...blankForm, documentType: 'staff_list' });
    expect(out).toEqual({ documentType: 'staff_list', comment: '' });
    const csv = await importOptionsSchema.validate({
      ...blankForm,
      documentType: 'rollover_items_csv',
    });
    expect(csv).toEqual({ documentType: 'rollover_items_csv', year: 2025, comment: '' });
  });

  it('says what a blank form misses', async () => {
    await expect(importOptionsSchema.validate(blankForm)).rejects.toThrow(NO_FILE_TYPE);
    await expect(
      importOptionsSchema.validate(
        { ...blankForm, documentType: 'client_list' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({ errors: expect.arrayContaining([NO_LIST_TYPE, NO_ASSIGNEE]) });
    await expect(
      importOptionsSchema.validate({ ...blankForm, documentType: 'other_document' }),
    ).rejects.toThrow(NO_DESCRIPTION);
    await expect(
      importOptionsSchema.validate({ ...blankForm, documentType: 'rollover_items_csv', year: '' }),
    ).rejects.toThrow(NO_YEAR);
  });
});

describe('keepImportFiles', () => {
  it('drops zero-size files and later files of a name already kept', () => {
    const { kept, dropped } = keepImportFiles([
      { name: 'a.csv', size: 3 },
      { name: 'b.csv', size: 0 },
      { name: 'a.csv', size: 9 },
    ]);
    expect(kept).toEqual([{ name: 'a.csv', size: 3 }]);
    expect(dropped).toEqual([
      { name: 'b.csv', reason: 'empty' },
      { name: 'a.csv', reason: 'duplicate' },
    ]);
  });
});

describe('import types and messages', () => {
  it('offers the restricted types (staff lists, rollover items) to partners and admins only', () => {
    expect(importTypesFor('admin')).toContain('rollover_items_csv');
    expect(importTypesFor('admin')).toContain('staff_list');
    expect(importTypesFor('full')).not.toContain('rollover_items_import');
    expect(importTypesFor('group')).toEqual([
      'client_list',
      'zipped_rollover_items',
      'other_document',
    ]);
  });

  it('gives the processing time (other documents about 2 business days); what the portal imports starts at once', () => {
    expect(importSuccessMessage('other_document')).toContain('about 2 business days');
    // Imported by the portal itself, at once (issue 49).
    expect(importSuccessMessage('client_list')).toBe(IMPORT_STARTED);
    for (const type of [
      'staff_list',
      'rollover_items_csv',
      'zipped_rollover_items',
      'rollover_items_import',
    ] as const)
      expect(importSuccessMessage(type)).toBe(IMPORT_STARTED);
  });
});
