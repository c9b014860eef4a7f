// The firm's user and entity tags (GET /v2/tags), as the people screens and Collect's entity tag
// filter read them (shared, so it lives here and not in a feature).
import { useQuery } from '@tanstack/react-query';
import type { PeopleTagKind, TagDto } from '@portico/common/people/tags';
import { api } from '@/lib/api-client';

export const tagKeys = {
  all: ['people-tags'] as const,
  list: (kind: PeopleTagKind) => [...tagKeys.all, kind] as const,
};

export const useTags = (kind: PeopleTagKind, enabled = true) =>
  useQuery({
    queryKey: tagKeys.list(kind),
    queryFn: async () => (await api.get<{ tags: TagDto[] }>('/v2/tags', { kind })).tags,
    enabled,
  });
