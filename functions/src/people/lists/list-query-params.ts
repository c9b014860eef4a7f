// The list endpoints' query: the entity chooser sends `search`, the lists `search_term` (spec 3 §7).
export const withSearchTerm = (query: Record<string, unknown>) => ({
  ...query,
  search_term: query.search_term ?? query.search,
});
