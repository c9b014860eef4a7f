// Prior-year (rollover) items of an entity and the firm-wide ones: read per tax year, and every
// change answered with the item afterwards, written into the list without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRolloverItemInput,
  LineItemInput,
  RolloverItemDto,
  UpdateRolloverItemInput,
} from '@portico/common/questionnaires/rollover-items';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { questionnaireKeys } from './questionnaire-keys';

const root = [...queryRoots.questionnaires, 'rollover-items'] as const;
const listKey = (companyId: string, year: number) => [...root, companyId, year] as const;

export interface RolloverList {
  items: RolloverItemDto[];
  global: RolloverItemDto[];
}

export const useRolloverItems = (companyId: string, year: number) =>
  useQuery({
    queryKey: listKey(companyId, year),
    queryFn: () =>
      api.get<RolloverList>(
        `/companies/${encodeURIComponent(companyId)}/rollover_items?year=${year}`,
      ),
  });

const itemPath = (id: string) => `/rollover_items/${encodeURIComponent(id)}`;
const linePath = (id: string, lineId: string) =>
  `${itemPath(id)}/line_items/${encodeURIComponent(lineId)}`;

type Change =
  | { kind: 'create'; input: CreateRolloverItemInput }
  | { kind: 'update'; id: string; input: UpdateRolloverItemInput }
  | { kind: 'delete'; id: string }
  | { kind: 'add-line'; id: string; input: LineItemInput }
  | { kind: 'update-line'; id: string; lineId: string; input: Partial<LineItemInput> }
  | { kind: 'delete-line'; id: string; lineId: string };

function send(change: Change): Promise<RolloverItemDto | { message: string }> {
  switch (change.kind) {
    case 'create':
      return api.post('/rollover_items', change.input);
    case 'update':
      return api.patch(itemPath(change.id), change.input);
    case 'delete':
      return api.delete(itemPath(change.id));
    case 'add-line':
      return api.post(`${itemPath(change.id)}/line_items`, change.input);
    case 'update-line':
      return api.patch(linePath(change.id, change.lineId), change.input);
    case 'delete-line':
      return api.delete(linePath(change.id, change.lineId));
  }
}

/** Every change to one entity-year's list; the list (and what it expects) is read again after each. */
export function useRolloverChange(companyId: string, year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The entity's expected documents are partly made of its prior-year items.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: questionnaireKeys.expectedAll(companyId) });
      return client.invalidateQueries({ queryKey: listKey(companyId, year) });
    },
  });
}
