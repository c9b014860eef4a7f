// An entity's questionnaires (shared with the vault's Attach to questionnaire, in lib).
export { useEntityQuestionnaires } from '@/lib/entity-questionnaires';
