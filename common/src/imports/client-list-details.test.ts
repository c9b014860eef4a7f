import { describe, expect, it } from 'vitest';
import {
  clientListDetailsSchema,
  clientListRowDetails,
  COUNTRY_NOT_KNOWN,
  countryCode,
  tagNamesOf,
} from './client-list-details';
import { LIST_TEMPLATE_COLUMNS } from './imports';

const rowOf = (columns: readonly string[], cells: Record<string, string>) => ({
  line: 2,
  cells: Object.fromEntries(columns.map((column) => [column, cells[column] ?? ''])),
});

describe('countryCode', () => {
  it('reads the ways people write the two countries, blank as the US', () => {
    for (const cell of ['', 'US', 'usa', 'U.S.A.', 'United States', 'united states of america'])
      expect(countryCode(cell)).toBe('US');
    for (const cell of ['CA', 'Canada', 'can']) expect(countryCode(cell)).toBe('CA');
    expect(countryCode('France')).toBeNull();
  });
});

describe('tagNamesOf', () => {
  it("splits on ';' only, trims, and drops blanks and repeats whatever their case", () => {
    expect(tagNamesOf(' VIP ; Smith, Jones & Co;;vip; Référé 🙂 ')).toEqual([
      'VIP',
      'Smith, Jones & Co',
      'Référé 🙂',
    ]);
    expect(tagNamesOf('')).toEqual([]);
  });
});

describe('clientListRowDetails', () => {
  it("gives an individual's External ID to the client and the entity, and tags to the client", () => {
    const row = rowOf(LIST_TEMPLATE_COLUMNS.individuals, {
      'Preferred Name': 'Pri',
      'External ID': 'UT-1',
      Street: '1 Elm',
      Country: 'Canada',
      Tags: 'A;B',
    });
    expect(clientListRowDetails('individuals', row)).toEqual({
      preferred_name: 'Pri',
      external_user_id: 'UT-1',
      entity: {
        business_email: '',
        other_email: '',
        street: '1 Elm',
        city: '',
        state: '',
        zip: '',
        country: 'CA',
        external_entity_id: 'UT-1',
      },
      tag_names: ['A', 'B'],
    });
  });

  it('gives a business its emails and External Entity ID, and none to the contact', () => {
    const row = rowOf(LIST_TEMPLATE_COLUMNS.businesses, {
      'Business Email': 'Office@Cedar.example',
      'External Entity ID': 'LAC-7',
    });
    const details = clientListRowDetails('entities', row);
    expect(details).toMatchObject({
      preferred_name: '',
      external_user_id: '',
      entity: {
        business_email: 'Office@Cedar.example',
        external_entity_id: 'LAC-7',
        country: 'US',
      },
    });
    expect(clientListDetailsSchema.validateSync(details).entity.business_email).toBe(
      'office@cedar.example',
    );
  });

  it('is checked by the profile rules, each named by its column', () => {
    const check = (cells: Record<string, string>) => {
      try {
        clientListDetailsSchema.validateSync(
          clientListRowDetails('individuals', rowOf(LIST_TEMPLATE_COLUMNS.individuals, cells)),
        );
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(check({ Country: 'Mexico' })).toBe(COUNTRY_NOT_KNOWN);
    expect(check({ 'Preferred Name': 'x'.repeat(81) })).toBe(
      'Preferred Name has at most 80 characters',
    );
    expect(check({ Tags: 'y'.repeat(51) })).toBe('A tag name has at most 50 characters');
    expect(check({ Tags: Array.from({ length: 51 }, (_, i) => `t${i}`).join(';') })).toBe(
      'A client has at most 50 tags',
    );
    expect(check({ 'Preferred Name': 'Zoë 山田 🙂', City: 'תל אביב' })).toBeNull();
  });
});
