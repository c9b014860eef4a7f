// The derived list keys: every filter combination and search token a list row must answer to.
import { describe, expect, it } from 'vitest';
import { filterKeys, listKeys, searchFilterKeys, userListFields } from './list-keys';
import { searchTokenFor } from './search-tokens';

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

  it('search word prefixes, the whole name, emails and digit runs, scoped by group', () => {
    const { search_keys: keys } = userListFields(person);
    for (const term of ['smi', 'John Smi', 'jack', 'j.smith@ex', 'example', '5550', '98231']) {
      const token = searchTokenFor(term)!;
      expect(keys, term).toContain(searchFilterKeys(['g-north'], token)[0]![0]);
      expect(keys, term).toContain(searchFilterKeys(null, token)[0]![0]);
    }
    expect(keys).not.toContain(searchFilterKeys(['g-south'], 'smi')[0]![0]);
  });

  it('skip terms too short to search and staff rows', () => {
    expect(searchTokenFor('s')).toBeNull();
    expect(searchTokenFor('41')).toBeNull();
    expect(searchTokenFor('(415) 5')).toBe('4155');
    expect(userListFields({ ...person, isAdvisor: true }).list_keys).toEqual([]);
  });

  it('do not index a temporary email', () => {
    const { search_keys: keys } = userListFields({
      ...person,
      hasTempEmail: true,
      email: 'tmp-9z@temp.example',
    });
    expect(keys).not.toContain('g:*|q:tmp');
  });
});
