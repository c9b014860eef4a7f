// Answers the boot brought (issue 48): what the first screen's GETs would have answered, served to
// those GETs without a request. Each is served once, and only while the first screen is being
// built; after that every read goes to the API as usual.
const FIRST_SCREEN_MS = 20_000;

let answers = new Map<string, unknown>();

export function preloadAnswers(byAddress: Record<string, unknown>): void {
  answers = new Map(Object.entries(byAddress));
  setTimeout(() => answers.clear(), FIRST_SCREEN_MS);
}

/** The preloaded answer to GET `address` (an API address without `/api`), once. */
export function takePreloadedAnswer(address: string): { body: unknown } | undefined {
  if (!answers.has(address)) return undefined;
  const body = answers.get(address);
  answers.delete(address);
  return { body };
}
