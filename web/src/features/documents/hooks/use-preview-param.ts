// The file being previewed lives in the address (`?file=&previewName=`, spec 3 "Documents browser"),
// so a link from a mail or a notification opens it, a reload keeps it, and Back closes it: opening
// adds a history entry, closing goes back over it (or, opened from a link, drops the parameters).
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export interface PreviewedFile {
  id: string;
  name: string;
}

const OPENED_HERE = 'previewOpenedHere';

export function usePreviewParam(): [
  PreviewedFile | null,
  (file: PreviewedFile) => void,
  () => void,
] {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = search.get('file');
  const name = search.get('previewName') ?? '';
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;

  const open = useCallback(
    (file: PreviewedFile) =>
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('file', file.id);
          params.set('previewName', file.name);
          return params;
        },
        { state: { [OPENED_HERE]: true } },
      ),
    [setSearch],
  );
  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete('file');
        params.delete('previewName');
        return params;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setSearch]);

  return [id ? { id, name } : null, open, close];
}
