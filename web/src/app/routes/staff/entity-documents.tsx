// The staff entity view's Documents tab (/admin/{companyHash}/documents?path=): the entity's vault.
import { DocumentsBrowser } from '@/features/documents/components/documents-browser';
import { useFolderParam } from '@/features/documents/hooks/use-folder-param';
import { useEntityOutlet } from './entity-frame';

export default function EntityDocuments() {
  const company = useEntityOutlet();
  const [path, setPath] = useFolderParam();
  return (
    <DocumentsBrowser
      companyId={company.id}
      mode="staff"
      path={path}
      onPath={setPath}
      entity={company}
    />
  );
}
