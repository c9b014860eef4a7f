// Attach to questionnaire (staff, spec 3 "Documents browser", §5): the chosen files join one of the
// entity's unlocked questionnaires as additional attachments. Only unlocked ones are offered; with
// none the dialog says so in the spec's words, and Attach waits for a choice.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { VaultFileDto } from '@portico/common/documents/vault';
import { ApiError } from '@/lib/api-client';
import { useEntityQuestionnaires } from '@/lib/entity-questionnaires';
import { toast } from '@/lib/toast';
import { useAttachToQuestionnaire } from '../api/vault';

export const ATTACHED = 'Successfully attached';
export const ATTACH_FAILED = 'Error attaching document to questionnaire';
export const ALL_LOCKED = 'All questionnaires are locked, no available questionnaire to attach.';

const TITLE_ID = 'attach-title';

export function AttachDialog(props: {
  companyId: string;
  files: VaultFileDto[];
  onClose: () => void;
  /** After the files are attached (the dialog then closes). */
  onAttached?: () => void;
}) {
  const { files, onClose } = props;
  const questionnaires = useEntityQuestionnaires(props.companyId);
  const attach = useAttachToQuestionnaire(props.companyId);
  const [chosen, setChosen] = useState('');
  const open = (questionnaires.data?.questionnaires ?? []).filter((q) => !q.locked);
  const what = files.length === 1 ? files[0]!.name : `${files.length} files`;

  const submit = () =>
    attach.mutate(
      { questionnaireId: chosen, documentIds: files.map((f) => f.id) },
      {
        onSuccess: () => {
          toast.success(ATTACHED);
          props.onAttached?.();
          onClose();
        },
        // A refusal with a reason (locked meanwhile, a file attached meanwhile) says it.
        onError: (error) =>
          toast.error(error instanceof ApiError && error.status < 500 ? error : ATTACH_FAILED),
      },
    );

  let body;
  if (questionnaires.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (questionnaires.isError)
    body = <Alert severity="error">The questionnaires could not be loaded. Try again.</Alert>;
  else if (open.length === 0) body = <Alert severity="warning">{ALL_LOCKED}</Alert>;
  else
    body = (
      <RadioGroup
        aria-label="Questionnaire"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {open.map((q) => (
          <FormControlLabel
            key={q.id}
            value={q.id}
            control={<Radio />}
            label={`${q.name} (${q.tax_year})${q.is_draft ? ' · Draft' : ''}`}
          />
        ))}
      </RadioGroup>
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Attach to questionnaire</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {what} will be one of the chosen questionnaire’s additional attachments.
        </DialogContentText>
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!chosen || attach.isPending}>
          Attach
        </Button>
      </DialogActions>
    </Dialog>
  );
}
