// Zipped rollover items and organizers from the tax software (issue 49; spec 3 §9 "prior-year
// documents /{year}/Tax Returns and Tax Organizers (STAFF ONLY)"): each file of the import (or of
// its zips) goes to the entity whose tax software client id or external entity id its name
// carries; a file that names none, or several, is left for the staff to place by hand.
import { number, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';

/** The import kinds whose files are placed in entities' vaults. */
export const PLACED_IMPORT_TYPES = ['zipped_rollover_items', 'rollover_items_import'] as const;

/** Where an entity's prior-year documents go (staff only). */
export const priorYearDocumentsFolder = (year: number) =>
  `/${year}/Tax Returns and Tax Organizers (STAFF ONLY)`;

export const PLACE_MESSAGES = {
  noMatch: 'No entity has the client id or external id in this file’s name: place it by hand',
  notKept: 'This is not a kind of file the documents vault keeps',
  notUnplaced: 'This file is not waiting to be placed',
  placed: (name: string, entity: string) => `${name} was placed in ${entity}’s documents`,
} as const;

export const severalEntitiesMatch = (names: string[]) =>
  `The file’s name matches several entities (${names.join(', ')}): place it by hand`;

/**
 * The parts of a file's name an id may be: its words and numbers, the extension and folders
 * left out ('1234 Smith, John - 2025 Organizer.pdf' → 1234, Smith, John, 2025, Organizer).
 */
export function nameTokens(fileName: string): string[] {
  const base = fileName
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');
  return [...new Set(base.split(/[^\p{L}\p{N}-]+/u).flatMap((part) => [part, ...part.split('-')]))]
    .map((t) => t.trim())
    .filter((t) => t.length >= 2);
}

/** POST /imports/{id}/files/place: a file left unplaced, put in the entity the staff chose. */
export const placeImportFileSchema = object({
  file: number().typeError('file must be a number').integer().min(0).required(),
  line: number().typeError('line must be a number').integer().min(1).required(),
  company_id: recordId('company_id').required('Please choose an entity'),
});
export type PlaceImportFileInput = InferType<typeof placeImportFileSchema>;
