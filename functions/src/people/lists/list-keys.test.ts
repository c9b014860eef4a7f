// The derived list keys: every filter combination and search token a list row must answer to.
import { describe, expect, it } from 'vitest';
import {
  entityListFields,
  filterKeys,
  listKeys,
  searchFilterKeys,
  userListFields,
} from './list-keys';
import { searchLookupFor } from '../../kernel/search-tokens';

const person = {
  isStaff: false,
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
    const terms = ['smi', 'mith', 'John Smi', 'n smi', 'jack', 'j.smith@ex', 'smith@', 'h@exa'];
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

  it("find a term by its token exactly when the record's searchable text contains it", () => {
    // A search with a tag filter may read the tag's rows and check their text instead (issue 12):
    // both ways must find the same records, whichever terms are typed.
    const records = [
      userListFields(person),
      userListFields({ ...person, fname: 'Olivia', lname: 'Martinez', preferredName: '' }),
      entityListFields({
        name: 'Whitfield Family Trust',
        hashId: 'wft-2024',
        entityType: 'Trust',
        assignedAdvisorId: null,
        firmGroupId: null,
        inactive: false,
        tagIds: [],
        businessEmail: 'office@whitfield.example',
        externalEntityId: 'EX-4471',
      }),
    ];
    const terms = [
      'smi',
      'smith jo',
      'smith john',
      'n smi',
      'jack',
      'j.smith@ex',
      '@example',
      'h@exa',
      'cl-98',
      'cl-98231',
      'martinez o',
      'olivia m',
      'livia mart',
      'hitfield',
      'ld fa',
      'trust',
      'wft-20',
      'office@',
      '@whitfield.ex',
      'ex-44',
      'ice@whi',
      'ly tr',
      'smith@ex',
    ];
    for (const record of records) {
      for (const term of terms) {
        const lookup = searchLookupFor(term)!;
        // The term's token, and each of its other pieces, find exactly the same records.
        for (const token of [lookup.token, ...lookup.otherTokens]) {
          const byToken =
            record.search_keys.some((key) => key.endsWith(`|q:${token}`)) &&
            (lookup.check === null || record.search_text.includes(lookup.check));
          expect(
            record.search_text.includes(lookup.inText!),
            `${term} by ${token} in ${record.sort_name}`,
          ).toBe(byToken);
        }
      }
    }
    expect(searchLookupFor('555 0142')!.inText).toBeNull();
  });

  it('look up short words and domains exactly, and check longer terms', () => {
    expect(searchLookupFor('hitfie')).toMatchObject({ token: 'hitfie', check: null });
    expect(searchLookupFor('Hitfield')).toMatchObject({ token: 'hitfie', check: 'hitfield' });
    expect(searchLookupFor(' @Example.com ')).toMatchObject({ token: '@example.com', check: null });
    expect(searchLookupFor('martinez@')).toMatchObject({ token: 'martin', check: 'martinez@' });
    expect(searchLookupFor('olivia  m')).toMatchObject({ token: 'olivia', check: 'olivia m' });
  });

  it('look up a short term across a space or punctuation exactly, and a longer one by a piece', () => {
    expect(searchLookupFor('hen.')).toMatchObject({ token: 'hen.', check: null });
    expect(searchLookupFor('n smi')).toMatchObject({ token: 'n smi', check: null });
    expect(searchLookupFor('John Ch')).toMatchObject({ token: 'john c', check: 'john ch' });
    expect(searchLookupFor('chen. li')).toMatchObject({ token: 'chen.', check: 'chen. li' });
    // A longer term by its rarest-looking piece: a long word, letters before digits.
    expect(searchLookupFor('2025 Form 1040 Whitfield')).toMatchObject({
      token: 'whitfi',
      check: '2025 form 1040 whitfield',
    });
    expect(searchLookupFor('Olivia Martinez')!.token).toBe('martin');
    // Its other pieces, spread along it, across the words too.
    expect(searchLookupFor('Garcia Holdings')).toMatchObject({
      token: 'holdin',
      otherTokens: ['garcia', 'rcia h', 'cia ho', 'a hold', 'olding'],
    });
    expect(searchLookupFor('hitfield')!.otherTokens).toEqual(['itfiel', 'tfield']);
    expect(searchLookupFor('John Ch')!.otherTokens).toEqual(['ohn ch']);
    expect(searchLookupFor('Returns 20251040')!.token).toBe('return');
    const { search_keys: keys } = userListFields({ ...person, email: 'chen.li@example.com' });
    const has = (token: string) => keys.some((key) => key.endsWith(`|q:${token}`));
    expect(['hen.', 'n.li@', 'john s', 'n smit'].filter((t) => !has(t))).toEqual([]);
    // A piece never starts or ends with a space: a term is trimmed before it is looked up.
    expect(keys.filter((key) => / \|| $|q: /.test(key))).toEqual([]);
  });

  it('skip terms too short to search and staff rows', () => {
    expect(searchLookupFor('s')).toBeNull();
    expect(searchLookupFor('41')).toBeNull();
    expect(searchLookupFor('a.b')).toBeNull();
    expect(searchLookupFor('(415) 5')).toEqual({
      token: '4155',
      check: null,
      inText: null,
      otherTokens: [],
    });
    expect(userListFields({ ...person, isStaff: true }).list_keys).toEqual([]);
  });

  it('do not index a temporary email', () => {
    const { search_keys: keys } = userListFields({
      ...person,
      hasTempEmail: true,
      email: 'tmp-9z@temp.example',
    });
    const anywhere = (token: string) =>
      searchFilterKeys({ advisor: null, groups: null, status: null, tagIds: [] }, false, token)[0]!;
    expect(keys.filter((key) => anywhere('smi').includes(key))).toHaveLength(1);
    expect(keys.filter((key) => [...anywhere('tmp'), ...anywhere('@temp')].includes(key))).toEqual(
      [],
    );
  });

  it('keep search keys apart from tags, so tagging many records rewrites only their list keys', () => {
    const untagged = userListFields({ ...person, tagIds: [] });
    const tagged = userListFields({ ...person, tagIds: ['t-vip', 't-new', 't-ext'] });
    expect(tagged.search_keys).toEqual(untagged.search_keys);
    expect(tagged.list_keys.length).toBeGreaterThan(untagged.list_keys.length);
  });

  it('look up a search in both statuses as one list per group and status, each one key', () => {
    const filter = { advisor: null, groups: ['g-north', '-'], status: null, tagIds: ['t-vip'] };
    expect(searchFilterKeys(filter, true, 'smi')).toEqual([
      ['g:g-north|s:1|e:*|q:smi'],
      ['g:g-north|s:0|e:*|q:smi'],
      ['g:-|s:1|e:*|q:smi'],
      ['g:-|s:0|e:*|q:smi'],
    ]);
    const inactive = userListFields({ ...person, paying: false }).search_keys;
    expect(inactive).toEqual(expect.arrayContaining(['g:*|s:0|q:smi', 'g:g-north|s:0|q:smi']));
    expect(inactive.filter((key) => key.includes('|s:1|') || key.includes('|s:*|'))).toEqual([]);
  });
});
