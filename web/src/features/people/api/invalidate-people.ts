// After a change to users or entities, every view of them reloads: the lists, the entity and user
// views, and the switchers.
import type { QueryClient } from '@tanstack/react-query';
import { companyKeys, peopleListKeys, userKeys } from './people-keys';

export const invalidatePeople = (client: QueryClient) =>
  Promise.all(
    [peopleListKeys.all, companyKeys.all, userKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
