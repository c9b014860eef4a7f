// 'Show more' on a paged list that keeps the reader's ask. A refetch that starts while the next
// page loads (a new message arrives, the open conversation is marked seen) cancels that load and
// reloads only the pages already shown, so a click would be lost; the ask is kept instead as the
// number of pages wanted, and the next page is loaded again once nothing else is loading.
import { useEffect, useState } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

interface PagingState {
  /** Pages shown now (0 while the first loads). */
  loaded: number;
  /** Pages the reader asked for. */
  wanted: number;
  hasNextPage: boolean;
  /** Any load of the list under way (a refetch or a next page). */
  isFetching: boolean;
}

/** Whether the reader waits for a page they asked for. */
export const pageAwaited = (s: PagingState): boolean =>
  s.loaded > 0 && s.loaded < s.wanted && s.hasNextPage;

/** Whether the next page should be loaded now: awaited, and nothing else loading. */
export const nextPageDue = (s: PagingState): boolean => pageAwaited(s) && !s.isFetching;

/**
 * `listKey` names the list as filtered: another search or filter starts again from one page.
 * Answers whether more is loading and what the button does.
 */
export function useShowMore<T>(
  query: UseInfiniteQueryResult<InfiniteData<T>>,
  listKey: string,
): { loadingMore: boolean; showMore: () => void } {
  const [ask, setAsk] = useState({ key: listKey, pages: 1 });
  const state: PagingState = {
    loaded: query.data?.pages.length ?? 0,
    wanted: ask.key === listKey ? ask.pages : 1,
    hasNextPage: query.hasNextPage,
    isFetching: query.isFetching,
  };
  const due = nextPageDue(state);
  const { fetchNextPage } = query;
  useEffect(() => {
    if (due) void fetchNextPage();
  }, [due, fetchNextPage]);
  return {
    loadingMore: query.isFetchingNextPage || pageAwaited(state),
    showMore: () => setAsk({ key: listKey, pages: state.loaded + 1 }),
  };
}
