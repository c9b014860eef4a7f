// The derived list keys: every filter combination and search token a list row must answer to.
import { describe, expect, it } from 'vitest';
import { filterKeys, listKeys, searchFilterKeys, userListFields } from './list-keys';
import { searchLookupFor } from './search-tokens';

const person = {
  isAdvisor: false,
  fname: 'John',
  lname: 'Smith',
  preferredName: 'Jack',
  email: 'j.smith@example.com',
  phoneNumber: '4155550142',
  externalUserId: 'CL-98231',
  assignedAdvisorId: 'adv-1',
  firmGroupId: 'g-north',
  paying: true,
  tagIds: ['t-vip'],
  hasTempEmail: false,
};

describe('list keys', () => {
  it('let a query with any subset of filters find the row with one key', () => {
    const keys = listKeys({ advisor: 'adv-1', group: 'g-north', status: '1' }, ['t-vip']);
    expect(keys).toHaveLength(16);
    const wanted = filterKeys(
      { advisor: null, groups: ['g-north', '-'], status: '1', tagIds: ['t-vip'] },
      false,
    );
    expect(wanted.flat().filter((k) => keys.includes(k))).toEqual(['a:*|g:g-north|s:1|t:t-vip']);
  });

  it('find a term anywhere in a name, an email or an id: by its token, then checked whole', () => {
    const filterFor = (groups: string[] | null) => ({
      advisor: null,
      groups,
      status: null,
      tagIds: [],
    });
    const { search_keys: keys, search_text: text } = userListFields(person);
    const terms = ['smi', 'mith', 'John Smi', 'smith john', 'jack', 'j.smith@ex', 'smith@'];
    for (const term of [...terms, '@example.com', 'example', '5550', '98231', 'cl-98']) {
      const lookup = searchLookupFor(term)!;
      expect(keys, term).toContain(
        searchFilterKeys(filterFor(['g-north']), false, lookup.token)[0]![0],
      );
      expect(keys, term).toContain(searchFilterKeys(filterFor(null), false, lookup.token)[0]![0]);
      if (lookup.check !== null) expect(text, term).toContain(lookup.check);
    }
    expect(keys).not.toContain(searchFilterKeys(filterFor(['g-south']), false, 'smi')[0]![0]);
    // A term that is in no single field is not found, even where its words are.
    expect(text).not.toContain(searchLookupFor('jack smith')!.check);
  });

  it('look up short words and domains exactly, and check longer terms', () => {
    expect(searchLookupFor('hitfie')).toEqual({ token: 'hitfie', check: null });
    expect(searchLookupFor('Hitfield')).toEqual({ token: 'hitfie', check: 'hitfield' });
    expect(searchLookupFor(' @Example.com ')).toEqual({ token: '@example.com', check: null });
    expect(searchLookupFor('martinez@')).toEqual({ token: 'martin', check: 'martinez@' });
    expect(searchLookupFor('olivia  m')).toEqual({ token: 'olivia', check: 'olivia m' });
  });

  it('skip terms too short to search and staff rows', () => {
    expect(searchLookupFor('s')).toBeNull();
    expect(searchLookupFor('41')).toBeNull();
    expect(searchLookupFor('a.b')).toBeNull();
    expect(searchLookupFor('(415) 5')).toEqual({ token: '4155', check: null });
    expect(userListFields({ ...person, isAdvisor: true }).list_keys).toEqual([]);
  });

  it('do not index a temporary email', () => {
    const { search_keys: keys } = userListFields({
      ...person,
      hasTempEmail: true,
      email: 'tmp-9z@temp.example',
    });
    expect(keys).not.toContain('g:*|q:tmp');
    expect(keys).not.toContain('g:*|q:@temp');
  });
});
