// The public id of a new entity (/admin/{companyHash}): a readable slug of its name plus random
// characters, so it is stable, unguessable and unique.
export function newEntityHash(name: string, newId: () => string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'entity';
  return `${slug}-${newId().replace(/-/g, '').slice(0, 6)}`;
}
