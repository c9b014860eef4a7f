// A postal address as the lines people read on an envelope ("City, ST 12345"), for the entity
// overview, the client's firm card and the help page.
import { COUNTRIES } from '../people/countries';

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * The address's lines, without empty ones: the street, "City, State Zip", and the country's name.
 * An address with nothing but a country has no lines (the country alone locates nobody).
 */
export function addressLines(address: PostalAddress): string[] {
  const street = address.street.trim();
  const city = address.city.trim();
  const region = [address.state.trim(), address.zip.trim()].filter(Boolean).join(' ');
  const locality = [city, region].filter(Boolean).join(', ');
  if (!street && !locality) return [];
  const country = COUNTRIES.find((c) => c.code === address.country)?.name ?? address.country.trim();
  return [street, locality, country].filter(Boolean);
}
