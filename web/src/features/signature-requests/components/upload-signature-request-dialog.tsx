// Upload Signature Request (spec 3 §2, §5: one entity, a file of non-zero size, and a tax year):
// the PDF goes into the entity's /_portico/Signature Requests/{year}, checked by the vault (a
// password-protected or unreadable PDF is refused with the spec's message), then becomes the
// request, named by its form (a common one, or any typed) and a document name.
import { useState } from 'react';
import { SIGNATURE_REQUEST_UPLOADED } from '@portico/common/signature-requests/signature-request-model';
import type { ChosenEntity } from '@/components/entity-chooser';
import { PdfUploadDialog } from '@/components/pdf-upload-dialog';
import { toast } from '@/lib/toast';
import { useUploadSignatureRequest } from '../api/signature-requests';
import { useRequestUploadForm } from '../hooks/use-request-upload-form';
import { RequestNamingFields } from './request-naming-fields';

/** Mount it to open it: for the entity given, or (from Signatures) for the one chosen in it. */
export function UploadSignatureRequestDialog(props: {
  entity?: { id: string; name: string };
  onClose: () => void;
}) {
  const upload = useUploadSignatureRequest();
  const form = useRequestUploadForm(upload.isPending);
  const [chosen, setChosen] = useState<ChosenEntity | null>(null);
  const entity = props.entity ?? chosen;

  const submit = () => {
    const request = entity && form.complete ? form.upload() : null;
    if (!request || !entity) return;
    upload.mutate(
      { companyId: entity.id, ...request },
      {
        onSuccess: () => {
          toast.success(SIGNATURE_REQUEST_UPLOADED);
          props.onClose();
        },
        onError: (error) => form.showProblem(error.message),
      },
    );
  };

  const where = 'in the signature requests folder of its year, which only staff see';
  return (
    <PdfUploadDialog
      title="Upload Signature Request"
      intro={
        props.entity
          ? `For ${props.entity.name}. The PDF is kept in the entity’s documents, ${where}.`
          : `Choose the entity whose owners sign it. The PDF is kept in its documents, ${where}.`
      }
      {...(!props.entity && { chooser: { chosen, onChoose: setChosen } })}
      {...form.dialog}
      ready={entity !== null && form.complete}
      submitLabel="Upload"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <RequestNamingFields value={form.naming} onChange={form.rename} />
    </PdfUploadDialog>
  );
}
