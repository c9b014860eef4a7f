// The entity name rules and address labels use the spec's exact texts.
import { describe, expect, it } from 'vitest';
import {
  ENTITY_NAME_QUOTE,
  ENTITY_NAME_SLASH,
  addressLabels,
  entityNameSchema,
} from './profile-schema';

describe('entity name', () => {
  it('refuses "/" and a double quote with the spec messages', async () => {
    await expect(entityNameSchema().validate('A/B')).rejects.toThrow(ENTITY_NAME_SLASH);
    await expect(entityNameSchema().validate('A"B')).rejects.toThrow(ENTITY_NAME_QUOTE);
    expect(ENTITY_NAME_SLASH).toBe('Entity Name cannot contain a "/" character.');
    expect(ENTITY_NAME_QUOTE).toBe('Entity Name cannot contain a " character.');
  });
  it('switches the address labels for Canada', () => {
    expect(addressLabels('CA')).toEqual({ state: 'Province/Territory', zip: 'Postal Code' });
    expect(addressLabels('US')).toEqual({ state: 'State', zip: 'Zip Code' });
  });
});
