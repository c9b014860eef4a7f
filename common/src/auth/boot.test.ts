import { describe, expect, it } from 'vitest';
import { apiAddress, bootPageOf, dashboardCards, dashboardEntity } from './boot';

describe('the boot’s page and addresses', () => {
  it('knows the client’s dashboard and a questionnaire link, and nothing else', () => {
    expect(bootPageOf('/')).toEqual({ kind: 'dashboard' });
    expect(bootPageOf('/?questionnaireId=q-1#top')).toEqual({ kind: 'dashboard' });
    expect(bootPageOf('/questionnaire/abc-12?questionnaireId=q%2D1&x=1')).toEqual({
      kind: 'questionnaire',
      companyHash: 'abc-12',
      questionnaireId: 'q-1',
    });
    expect(bootPageOf('/questionnaire/abc-12')).toEqual({ kind: 'other' });
    expect(bootPageOf('/questionnaire/abc/more?questionnaireId=q')).toEqual({ kind: 'other' });
    expect(bootPageOf('/overview')).toEqual({ kind: 'other' });
    expect(bootPageOf('/questionnaire/a?questionnaireId=%E0%A4%A')).toEqual({ kind: 'other' });
  });

  it('builds an address as URLSearchParams does, in the order given', () => {
    const query = { q: "a&b 😀!'()~*-._", page: 2, archived: false, search: '' };
    // What `new URLSearchParams(query).toString()` gives.
    expect(apiAddress('/things', query)).toBe(
      '/things?q=a%26b+%F0%9F%98%80%21%27%28%29%7E*-._&page=2&archived=false&search=',
    );
    expect(apiAddress('/things')).toBe('/things');
  });

  it('shows the entity chosen last, else the first, and the cards the firm has on', () => {
    const entities = [{ id: 'own' }, { id: 'llc' }];
    expect(dashboardEntity('llc', entities)).toEqual({ id: 'llc' });
    expect(dashboardEntity('gone', entities)).toEqual({ id: 'own' });
    expect(dashboardEntity(null, entities)).toEqual({ id: 'own' });
    expect(dashboardEntity(null, [])).toBeUndefined();
    expect(dashboardCards({ new_tax_return_delivery_enabled: true })).toEqual({
      taxReturns: true,
      signatureRequests: false,
    });
    expect(dashboardCards(null)).toEqual({ taxReturns: false, signatureRequests: false });
  });
});
