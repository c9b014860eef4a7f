// Addresses read as on an envelope, with missing parts left out rather than shown as gaps.
import { describe, expect, it } from 'vitest';
import { addressLines } from './postal-address';

const empty = { street: '', city: '', state: '', zip: '', country: 'US' };

describe('addressLines', () => {
  it('writes the street, "City, State Zip" and the country', () => {
    expect(
      addressLines({
        street: '1200 NW Naito Pkwy, Suite 300',
        city: 'Portland',
        state: 'OR',
        zip: '97209',
        country: 'US',
      }),
    ).toEqual(['1200 NW Naito Pkwy, Suite 300', 'Portland, OR 97209', 'United States']);
  });

  it('leaves out the parts that are missing', () => {
    expect(addressLines({ ...empty, city: 'Toronto', state: 'ON', country: 'CA' })).toEqual([
      'Toronto, ON',
      'Canada',
    ]);
    expect(addressLines({ ...empty, street: '9 Elm St', zip: '02134' })).toEqual([
      '9 Elm St',
      '02134',
      'United States',
    ]);
  });

  it('has no lines when only the country is known', () => {
    expect(addressLines(empty)).toEqual([]);
    expect(addressLines({ ...empty, street: '  ', city: ' ' })).toEqual([]);
  });
});
