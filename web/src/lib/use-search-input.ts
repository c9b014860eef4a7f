// A list's search box: what is typed shows at once, and the list's search is written once typing
// pauses; the address changing (Clear filters, Back) does not retype it.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export function useSearchInput(
  search: string,
  onSearch: (term: string) => void,
  debounceMs: number,
): [string, (input: string) => void] {
  const [input, setInput] = useState(search);
  const term = useDebouncedValue(input.trim(), debounceMs);
  useEffect(() => {
    if (term !== search) onSearch(term);
    // Only a new term is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);
  return [input, setInput];
}
