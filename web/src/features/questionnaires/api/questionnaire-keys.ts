// Query keys of the questionnaires feature.
import { entityQuestionnairesKey } from '@/lib/entity-questionnaires';
import { expectedDocumentsKey, queryRoots } from '@/lib/query-keys';

export const questionnaireKeys = {
  all: queryRoots.questionnaires,
  entity: entityQuestionnairesKey,
  page: (id: string) => [...questionnaireKeys.all, 'page', id] as const,
  overview: (query: object) => [...questionnaireKeys.all, 'overview', query] as const,
  backlog: () => [...questionnaireKeys.all, 'backlog'] as const,
  unattached: (id: string) => [...questionnaireKeys.all, 'unattached', id] as const,
  deleted: (id: string) => [...questionnaireKeys.all, 'deleted-documents', id] as const,
  extracted: (id: string) => [...questionnaireKeys.all, 'extracted', id] as const,
  expectedAll: expectedDocumentsKey,
  expected: (companyId: string, year: number) =>
    [...questionnaireKeys.expectedAll(companyId), year] as const,
};
