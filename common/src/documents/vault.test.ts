import { describe, expect, it } from 'vitest';
import {
  clientActionsDisabledIn,
  folderSegments,
  isStaffOnlyFolder,
  isSystemFolder,
  isWithin,
  parentFolder,
  splitExtension,
} from './vault';

describe('folder paths', () => {
  it('takes absolute paths of named segments only', () => {
    expect(folderSegments('/')).toEqual([]);
    expect(folderSegments('/2025/Tax Return')).toEqual(['2025', 'Tax Return']);
    for (const bad of [
      '',
      '2025',
      '/2025/',
      '//',
      '/a//b',
      '/../x',
      '/a/./b',
      '/ a',
      '/a\\b',
      '/a\u0000',
    ])
      expect([bad, folderSegments(bad)]).toEqual([bad, null]);
    expect(folderSegments(`/${Array.from({ length: 13 }, () => 'a').join('/')}`)).toBeNull();
  });

  it('knows parents, what is inside what, and the special folders', () => {
    expect(parentFolder('/2025/W-2s')).toBe('/2025');
    expect(parentFolder('/2025')).toBe('/');
    expect(isWithin('/2025/W-2s', '/2025')).toBe(true);
    expect(isWithin('/20250', '/2025')).toBe(false);
    expect(isStaffOnlyFolder('/2025/Workpapers (staff only)')).toBe(true);
    expect(isStaffOnlyFolder('/2025/Staffing')).toBe(false);
    expect(isSystemFolder('/_portico/Signature Requests/2025')).toBe(true);
    expect(isSystemFolder('/_porticoX')).toBe(false);
  });

  it('reads {year} in the firm’s folders for 2000 to 2034', () => {
    const patterns = ['/{year}/Tax Return', '/Engagement/'];
    expect(clientActionsDisabledIn('/2024/Tax Return', patterns)).toBe(true);
    expect(clientActionsDisabledIn('/2034/Tax Return/Copies', patterns)).toBe(true);
    expect(clientActionsDisabledIn('/2035/Tax Return', patterns)).toBe(false);
    expect(clientActionsDisabledIn('/2024/Receipts', patterns)).toBe(false);
    expect(clientActionsDisabledIn('/Engagement', patterns)).toBe(true);
  });

  it('splits a file name so that a rename keeps its extension', () => {
    expect(splitExtension('w2.acme.pdf')).toEqual({ base: 'w2.acme', extension: '.pdf' });
    expect(splitExtension('README')).toEqual({ base: 'README', extension: '' });
    expect(splitExtension('.hidden')).toEqual({ base: '.hidden', extension: '' });
  });
});
