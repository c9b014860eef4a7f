// The address's query as a list's state (so a reload, the back button or a shared link opens the
// same list), and a writer that changes some of its parameters in place.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTER } from '@portico/common/people/no-filter';

export type SearchPatch = Record<string, string | null>;

export function useSearchParamsWriter(): [URLSearchParams, (patch: SearchPatch) => void] {
  const [search, setSearch] = useSearchParams();

  // The parameters asked for whose navigations have not been rendered yet, oldest first. A render
  // of one of them drops it and those before it; any other (Back, a link) drops them all.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const shown = pending.current.indexOf(search.toString());
    pending.current = shown < 0 ? [] : pending.current.slice(shown + 1);
  }, [search]);

  /**
   * Writes the given parameters (NO_FILTER or null removes one), replacing the history entry.
   * It starts from the parameters last asked for while their navigation is under way, else from
   * the address itself; never from the last rendered ones. Navigations are asynchronous (the
   * router loads the route, then writes the address, then renders in a transition), so a second
   * filter chosen before the first one's navigation ended would otherwise drop the first (seen in
   * the overview journey on a loaded machine: the tax year lost when the status was chosen).
   */
  const write = useCallback(
    (patch: SearchPatch) => {
      const next = new URLSearchParams(pending.current.at(-1) ?? window.location.search);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === NO_FILTER) next.delete(name);
        else next.set(name, value);
      }
      pending.current = [...pending.current, next.toString()];
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [search, write];
}

/** An address parameter's value when it is one of the options, else the fallback. */
export const oneOf = <T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T => (options.includes(value as T) ? (value as T) : fallback);

const NOTHING_ELSE: readonly string[] = [];

/**
 * A list's filters written to the address under their parameter names (`names`: filter → name);
 * either writer goes back to the first page. Clearing also drops the `alsoCleared` parameters
 * (the search, say).
 */
export function useFilterWriter<F extends object>(
  write: (patch: SearchPatch) => void,
  names: Record<keyof F, string>,
  alsoCleared: readonly string[] = NOTHING_ELSE,
) {
  const setFilters = useCallback(
    (patch: Partial<F>) =>
      write({
        ...Object.fromEntries(
          Object.entries(patch).map(([key, value]) => [names[key as keyof F], value as string]),
        ),
        page: null,
      }),
    [write, names],
  );
  const clearFilters = useCallback(
    () =>
      write({
        ...Object.fromEntries(
          [...Object.values<string>(names), ...alsoCleared].map((name) => [name, null]),
        ),
        page: null,
      }),
    [write, names, alsoCleared],
  );
  return { setFilters, clearFilters };
}
