// Under an uploaded file on the questionnaire page: what recognition made of it — being read, the
// form it is ('W-2 · Acme Corp · 2025'), or the forms it was split into, each on its own line.
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  extractedFormLabel,
  extractedStatusText,
} from '@portico/common/questionnaires/extracted-documents';
import { useExtractedDocuments } from '../api/extracted-documents';

export function ExtractedForms({
  questionnaireId,
  documentId,
}: {
  questionnaireId: string;
  documentId: string;
}) {
  const { data } = useExtractedDocuments(questionnaireId);
  const self = data?.find((d) => d.id === documentId);
  if (!self) return null;
  const forms = data!.filter((d) => d.parent_document_id === documentId);
  return (
    <Stack component="span" spacing={0.25} sx={{ display: 'flex', mt: 0.25 }}>
      <Stack component="span" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        {self.status === 'processing' && <CircularProgress size={12} aria-hidden />}
        {/* Not a live region: a page of many uploads would announce every poll. */}
        <Typography component="span" variant="caption" color="text.secondary">
          {extractedStatusText(self, forms.length)}
        </Typography>
      </Stack>
      {forms.length > 0 && (
        <Stack component="ul" aria-label={`Forms in ${self.name}`} sx={{ m: 0, pl: 2.5 }}>
          {forms.map((form) => (
            <Typography component="li" variant="caption" key={form.id}>
              {extractedFormLabel(form)}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
