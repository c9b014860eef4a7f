// A client list imported again (issue 49: "a changed row updates what the import owns"): for a
// client and an entity that an import made, the row's filled cells that differ from the record.
// What an import owns is what the template describes — preferred name, external ids, time zone,
// address, business emails — and tags, which are added, never taken away. A blank cell changes
// nothing (a file without the column must not erase what staff typed since); names, email and
// phone (how the client signs in), advisor and group stay as staff keep them in the portal.
import type { ClientListDetails } from '@portico/common/imports/client-list-details';
import type { EntityRecord, UserRecord } from '../../people/people.module';

type EntityDetails = NonNullable<EntityRecord['details']>;

/** The fields of `current` the filled `wanted` values change. */
function filledChanges<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const [key, value] of Object.entries(wanted) as [keyof T, T[keyof T]][]) {
    if (value !== '' && value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes;
}

const withAdded = (current: string[] | undefined, added: string[]) => {
  const kept = current ?? [];
  const more = added.filter((id) => !kept.includes(id));
  return more.length > 0 ? [...kept, ...more] : null;
};

export function userChanges(
  user: UserRecord,
  details: ClientListDetails,
  timeZoneCell: string,
  tagIds: string[],
): Partial<UserRecord> {
  const changes: Partial<UserRecord> = filledChanges(user, {
    preferredName: details.preferred_name,
    externalUserId: details.external_user_id,
    timeZone: timeZoneCell,
  });
  const tags = withAdded(user.tagIds, tagIds);
  return tags ? { ...changes, tagIds: tags } : changes;
}

export function entityChanges(
  entity: EntityRecord,
  details: EntityDetails,
  countryCell: string,
  tagIds: string[],
): Partial<EntityRecord> {
  const current = entity.details;
  const detailChanges = current
    ? filledChanges(current, { ...details, country: countryCell ? details.country : '' })
    : details;
  const tags = withAdded(entity.tagIds, tagIds);
  return {
    ...(Object.keys(detailChanges).length > 0 && {
      details: { ...(current ?? details), ...detailChanges },
    }),
    ...(tags && { tagIds: tags }),
  };
}
