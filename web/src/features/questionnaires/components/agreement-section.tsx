// An agreement section (spec 2 §2 type 2, §4 "Signatures"): the engagement letter, who signs it
// and where each signer stands, and for the viewer who still has to sign, a typed signature.
// The letter can be printed unless the firm hides that option.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import type { SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import {
  SIGNATURE_REQUIRED,
  SIGNER_STATE_LABELS,
  signerState,
} from '@portico/common/questionnaires/signatures';
import { toast } from '@/lib/toast';
import { signAgreement } from '../api/questionnaire-page';
import { questionnaireKeys } from '../api/questionnaire-keys';
import { useAnswering } from '../hooks/answering-context';
import { FirmHtml } from './step-sections';

/** Only the letter prints: the rest of the page is hidden on paper. */
const printLetterOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#engagement-letter, #engagement-letter *': { visibility: 'visible' },
        '#engagement-letter': { position: 'absolute', inset: 0, maxHeight: 'none !important' },
      },
    }}
  />
);

function SignForm({ section }: { section: SectionDto }) {
  const { page } = useAnswering();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    if (!name.trim()) {
      setError(SIGNATURE_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await signAgreement(page.id, {
        section_id: section.id,
        signature: name.trim(),
        client_time: new Date().toString(),
      });
      await client.invalidateQueries({ queryKey: questionnaireKeys.page(page.id) });
    } catch (caught) {
      toast.error(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void sign();
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Type your full name to sign"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Typing your name here is your signature on this letter.'}
          autoComplete="name"
          sx={{ flexGrow: 1, width: { xs: '100%', sm: 'auto' } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
          Sign
        </Button>
      </Stack>
    </Box>
  );
}

export function AgreementSection({ section, viewerId }: { section: SectionDto; viewerId: string }) {
  const { page, readOnly, preview } = useAnswering();
  const signatures = section.engagement_signatures;
  const oneIsEnough = page.preferences.require_one_signature_per_section;
  const mine = signatures.find((s) => s.user_id === viewerId);
  const myState = mine ? signerState(mine, signatures, oneIsEnough) : null;
  return (
    <Stack spacing={2.5}>
      {printLetterOnly}
      <Paper
        id="engagement-letter"
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label="Engagement letter text"
        sx={{
          p: { xs: 2, sm: 3 },
          maxHeight: 480,
          overflowY: 'auto',
          bgcolor: 'background.default',
        }}
      >
        <FirmHtml html={section.custom_element} />
      </Paper>
      {!page.preferences.hide_signature_print_option && (
        <div>
          <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Print letter
          </Button>
        </div>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Signatures
        </Typography>
        {oneIsEnough && signatures.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            One signature is enough for this letter.
          </Typography>
        )}
        <List dense aria-label="Signatures">
          {signatures.map((s) => {
            const state = signerState(s, signatures, oneIsEnough);
            return (
              <ListItem
                key={s.id}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    label={SIGNER_STATE_LABELS[state]}
                    color={state === 'signed' ? 'success' : 'default'}
                    variant={state === 'waiting' ? 'outlined' : 'filled'}
                  />
                }
              >
                <ListItemText
                  primary={s.user_id === viewerId ? `${s.user_name} (you)` : s.user_name}
                  secondary={
                    state === 'signed' && s.signed_at ? (
                      <>
                        <Box
                          component="span"
                          sx={{
                            fontFamily: '"Brush Script MT", "Segoe Script", cursive',
                            fontSize: 20,
                            color: 'text.primary',
                            mr: 1,
                          }}
                        >
                          {s.signature}
                        </Box>{' '}
                        signed {formatCalendarDate(s.signed_at.slice(0, 10))}
                      </>
                    ) : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </Box>
      {preview && (
        <Alert severity="info">The client signs here. Nothing is signed in a preview.</Alert>
      )}
      {myState === 'waiting' && !readOnly && !preview && <SignForm section={section} />}
      {myState === 'signed' && (
        <Alert severity="success">You signed this letter. It can no longer be changed.</Alert>
      )}
      {!mine && !preview && signatures.length > 0 && (
        <Alert severity="info">The owners listed above sign this letter.</Alert>
      )}
    </Stack>
  );
}
