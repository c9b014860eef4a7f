import { describe, expect, it } from 'vitest';
import { nextPageDue, pageAwaited } from './use-show-more';

const shown = { loaded: 1, wanted: 2, hasNextPage: true, isFetching: false };

describe('Show more', () => {
  it('loads the page asked for when nothing else is loading', () => {
    expect(nextPageDue(shown)).toBe(true);
  });

  it('waits for a refetch under way, and loads the page again after it (a cancelled load)', () => {
    const refetching = { ...shown, isFetching: true };
    expect([nextPageDue(refetching), pageAwaited(refetching)]).toEqual([false, true]);
    // The refetch reloaded one page only: the ask still stands.
    expect(nextPageDue({ ...refetching, isFetching: false })).toBe(true);
  });

  it('stops once the pages asked for are shown, or there are no more', () => {
    expect(nextPageDue({ ...shown, loaded: 2 })).toBe(false);
    expect(pageAwaited({ ...shown, loaded: 2 })).toBe(false);
    expect(nextPageDue({ ...shown, hasNextPage: false })).toBe(false);
    expect(pageAwaited({ ...shown, hasNextPage: false })).toBe(false);
  });

  it('asks nothing while the first page loads', () => {
    expect(nextPageDue({ ...shown, loaded: 0 })).toBe(false);
  });
});
