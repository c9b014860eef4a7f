// The open vault folder lives in the address (`?path=`), so a folder can be linked, reloaded and
// left with the browser's Back button; the top folder leaves the parameter out.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ROOT_FOLDER } from '@portico/common/documents/vault';

export function useFolderParam(): [string, (path: string) => void] {
  const [search, setSearch] = useSearchParams();
  const path = search.get('path') || ROOT_FOLDER;
  const setPath = useCallback(
    (next: string) =>
      setSearch((previous) => {
        const params = new URLSearchParams(previous);
        if (next === ROOT_FOLDER) params.delete('path');
        else params.set('path', next);
        return params;
      }),
    [setSearch],
  );
  return [path, setPath];
}
