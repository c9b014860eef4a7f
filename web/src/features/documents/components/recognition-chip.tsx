// What a file was recognised as (issue 15 item 6), beside its name: 'Processing' while its task
// reads it, the tax form it is ('W-2'), 'Split by form' on an upload that held several; staff also
// see when one needs their look ('Processed (needs review)', 'Failed').
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import {
  extractionStatusLabel,
  type DocumentRecognitionDto,
} from '@portico/common/documents/tax-forms';

export function RecognitionChip(props: {
  recognition: DocumentRecognitionDto | null;
  staff: boolean;
}) {
  const { recognition } = props;
  if (!recognition) return null;
  if (recognition.status === 'processing')
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={10} aria-hidden />}
        label="Processing"
      />
    );
  if (recognition.document_type)
    return <Chip size="small" color="info" variant="outlined" label={recognition.document_type} />;
  if (recognition.status === 'split_succeeded')
    return <Chip size="small" variant="outlined" label="Split by form" />;
  if (!props.staff) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={recognition.status.endsWith('failed') ? 'error' : 'warning'}
      label={extractionStatusLabel(recognition.status)}
    />
  );
}
