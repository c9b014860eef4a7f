// Who signs a request: the entity's owners, the primary contact first; spouses each sign on their
// own (issue 45 "spouses are equal signers").
import type { FieldSignerDto } from '@portico/common/signature-requests/signature-fields';
import {
  fullName,
  shownEmail,
  type EntityRecord,
  type UsersRepo,
} from '../../people/people.module';

export async function signersOf(
  users: Pick<UsersRepo, 'getMany'>,
  entity: EntityRecord,
): Promise<FieldSignerDto[]> {
  const owners = await users.getMany(entity.firmId, entity.ownerIds);
  const primaryFirst = (id: string) => Number(id === entity.primaryOwnerId);
  return owners
    .sort((a, b) => primaryFirst(b.id) - primaryFirst(a.id))
    .map((u) => ({ id: u.id, name: fullName(u), email: shownEmail(u) }));
}
