// The roots of query keys that one feature's change makes stale in another's cache. Features do
// not import each other, so the few keys they share are named here (each feature still builds its
// own keys from its root).
export const queryRoots = {
  /** Deactivating a user (people) locks their questionnaires. */
  questionnaires: ['questionnaires'] as const,
  /** The template library (templates), which the send dialog (questionnaires) offers. */
  templates: ['templates'] as const,
  /** Entities (people), which the shared entity chooser also lists, so a rename shows there. */
  companies: ['companies'] as const,
  /** Conversations (messaging): a new entity (people) opens one with its owners. */
  messaging: ['messaging'] as const,
  /** A user's notifications (notifications): an export asked for elsewhere reloads them. */
  notifications: ['notifications'] as const,
  /** Tax returns (tax-returns): the entity view and, later, the Deliver table list them. */
  taxReturns: ['tax-returns'] as const,
};

/** An entity's expected documents (questionnaires), which an upload (documents) may tick off. */
export const expectedDocumentsKey = (companyId: string) =>
  [...queryRoots.questionnaires, 'expected-documents', companyId] as const;
