// Review and Submit (spec 2 §4 "Completion", §5 "Submit requires 'I Agree'"): every section with
// its status, 'I Agree', and Submit, refused while a section is incomplete or the deposit is
// outstanding; then the completion dialog, offering the next questionnaire when there is one.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SECTION_TYPES,
  type SectionDto,
  type SectionStatus,
} from '@portico/common/questionnaires/questionnaire-model';
import { depositSettled } from '@portico/common/questionnaires/questionnaire-progress';
import { toast } from '@/lib/toast';
import { submitQuestionnaire, type NextQuestionnaire } from '../api/questionnaire-page';
import { useAnswering } from '../hooks/answering-context';
import { STATUS_LABELS, StatusIcon } from './status-icon';

export const AGREE_TEXT =
  'I Agree: the information I provided is complete and correct to the best of my knowledge.';
export const INCOMPLETE_SECTIONS = 'Please complete every section before submitting.';

interface Props {
  sections: SectionDto[];
  statuses: Map<string, SectionStatus>;
  sectionHref: (sectionId: string) => string;
  dashboardHref: string;
  questionnaireHref: (next: NextQuestionnaire) => string;
  /** The sections still open when Submit was pressed. */
  onIncomplete: (sectionIds: string[]) => void;
  onSubmitted: () => void;
}

export function ReviewSubmit(props: Props) {
  const { sections, statuses, sectionHref, onIncomplete } = props;
  const { page, saver, readOnly, preview } = useAnswering();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const [next, setNext] = useState<NextQuestionnaire | null | undefined>(undefined);
  const others = sections.filter((s) => s.section_type !== SECTION_TYPES.review_and_submit);
  const outstanding = Boolean(page.deposit_amount) && !depositSettled(page.deposit_status);

  const submit = async () => {
    const open = others.filter((s) => statuses.get(s.id) !== 'completed').map((s) => s.id);
    if (open.length > 0) {
      setIncomplete(true);
      onIncomplete(open);
      return;
    }
    setBusy(true);
    saver.flushAll();
    try {
      const result = await submitQuestionnaire(page.id, agreed);
      setNext(result.next);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <List dense disablePadding aria-label="Sections">
        {others.map((s) => {
          const status = statuses.get(s.id) ?? 'incomplete';
          return (
            <ListItem key={s.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <StatusIcon status={status} decorative />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={sectionHref(s.id)}>
                    {s.name}
                  </Link>
                }
                secondary={STATUS_LABELS[status]}
              />
            </ListItem>
          );
        })}
      </List>
      {incomplete && <Alert severity="error">{INCOMPLETE_SECTIONS}</Alert>}
      {outstanding && (
        <Alert severity="warning">
          Your deposit is outstanding. It must be paid before you submit this questionnaire.
        </Alert>
      )}
      {!readOnly && (
        <>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={AGREE_TEXT}
          />
          <div>
            <Button
              variant="contained"
              size="large"
              disabled={!agreed || outstanding || busy || preview}
              onClick={() => void submit()}
            >
              Submit
            </Button>
          </div>
          {preview && (
            <Typography variant="body2" color="text.secondary">
              Only the client submits; a preview cannot.
            </Typography>
          )}
        </>
      )}
      {next !== undefined && (
        <Dialog open aria-labelledby="submitted-title" onClose={props.onSubmitted}>
          <DialogTitle id="submitted-title">Thank you!</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Your questionnaire has been submitted. We will be in touch if we need anything else.
              {next && ` Your next questionnaire is ${next.name}.`}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                props.onSubmitted();
                navigate(props.dashboardHref);
              }}
            >
              Back to dashboard
            </Button>
            {next && (
              <Button
                variant="contained"
                autoFocus
                onClick={() => {
                  props.onSubmitted();
                  navigate(props.questionnaireHref(next));
                }}
              >
                Continue to {next.name}
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
