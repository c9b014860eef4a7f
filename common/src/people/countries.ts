// The countries an address may be in, and the labels each gives its parts (spec 1 §2 "Profile
// editor"): apart from the profile's schemas so showing an address carries no schema library.
export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
] as const;

/** CA switches the address labels (spec 1 §2 "Profile editor"). */
export function addressLabels(country: string | null | undefined) {
  return country === 'CA'
    ? { state: 'Province/Territory', zip: 'Postal Code' }
    : { state: 'State', zip: 'Zip Code' };
}
