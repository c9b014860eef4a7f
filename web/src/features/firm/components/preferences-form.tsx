// Every firm preference in its section; Save sends the full preferences object (update_preferences).
// The reminder frequency is checked with the shared schema before it is sent.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { defaultFirmPreferences, type FirmPreferences } from '@portico/common/firm/preferences';
import { reminderFrequencySchema } from '@portico/common/firm/firm-settings-schema';
import { toast } from '@/lib/toast';
import { useFirmUsers } from '@/lib/firm-catalog';
import { useUpdatePreferences } from '../api/update-firm';
import { PREFERENCE_SECTIONS } from './preference-sections';

type ListKey =
  'export_to_platforms' | 'custom_document_export_order' | 'folders_where_client_actions_disabled';
const TEXT_FIELDS: { key: keyof FirmPreferences; label: string; multiline?: boolean }[] = [
  { key: 'document_path', label: 'Default document path' },
  { key: 'tax_return_send_to_documents_path', label: 'Tax return documents path' },
  {
    key: 'send_tax_return_to_documents_default_subject',
    label: 'Send tax return to documents: default subject',
  },
  {
    key: 'send_tax_return_to_documents_default_message',
    label: 'Send tax return to documents: default message',
    multiline: true,
  },
];
const LIST_FIELDS: { key: ListKey; label: string }[] = [
  { key: 'export_to_platforms', label: 'Export platforms (one per line)' },
  { key: 'custom_document_export_order', label: 'Document export order (one per line)' },
  {
    key: 'folders_where_client_actions_disabled',
    label: 'Folders where client actions are disabled (one per line)',
  },
];

/** The days between reminders as typed, or the shared schema's message. */
function reminderFrequency(text: string): { days: number } | { error: string } {
  try {
    return { days: reminderFrequencySchema.validateSync(text.trim() || Number.NaN) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function PreferencesForm({ saved }: { saved: Partial<FirmPreferences> }) {
  const [prefs, setPrefs] = useState<FirmPreferences>(() => ({
    ...defaultFirmPreferences(),
    ...saved,
  }));
  const [frequency, setFrequency] = useState(String(prefs.questionnaire_reminder_frequency));
  const [frequencyError, setFrequencyError] = useState<string | null>(null);
  const save = useUpdatePreferences();
  const firmUsers = useFirmUsers();
  const set = <K extends keyof FirmPreferences>(key: K, value: FirmPreferences[K]) =>
    setPrefs((p) => ({ ...p, [key]: value }));

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = reminderFrequency(frequency);
        if ('error' in checked) return setFrequencyError(checked.error);
        save.mutate(
          { ...prefs, questionnaire_reminder_frequency: checked.days },
          { onSuccess: () => toast.success('Preferences saved') },
        );
      }}
    >
      {PREFERENCE_SECTIONS.map((section) => (
        <Paper
          key={section.title}
          variant="outlined"
          component="section"
          aria-label={section.title}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          <Grid container spacing={0.5}>
            {section.flags.map((flag) => (
              <Grid key={flag.key} size={{ xs: 12, md: 6 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={prefs[flag.key]}
                      onChange={(e) => set(flag.key, e.target.checked)}
                    />
                  }
                  label={flag.label}
                />
              </Grid>
            ))}
          </Grid>
          {section.title === 'Communication' && (
            <TextField
              fullWidth
              label="In-app banner text"
              value={prefs.in_app_banner_text}
              onChange={(e) => set('in_app_banner_text', e.target.value)}
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
          {section.title === 'Questionnaires' && (
            <TextField
              label="Reminder frequency (days)"
              type="number"
              value={frequency}
              onChange={(e) => {
                setFrequency(e.target.value);
                setFrequencyError(null);
              }}
              onBlur={() => {
                const checked = reminderFrequency(frequency);
                setFrequencyError('error' in checked ? checked.error : null);
              }}
              error={frequencyError !== null}
              helperText={
                frequencyError ?? 'Days between a questionnaire’s reminders to its clients'
              }
              slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
              sx={{ mt: 2, maxWidth: 360 }}
            />
          )}
          {section.title === 'Documents' && (
            <Stack spacing={2} sx={{ mt: 2 }}>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  value={prefs[field.key] as string}
                  multiline={field.multiline}
                  onChange={(e) => set(field.key, e.target.value as never)}
                />
              ))}
              {LIST_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  multiline
                  minRows={2}
                  value={prefs[field.key].join('\n')}
                  onChange={(e) => set(field.key, e.target.value.split('\n'))}
                  onBlur={() =>
                    set(field.key, prefs[field.key].map((v) => v.trim()).filter(Boolean))
                  }
                />
              ))}
            </Stack>
          )}
          {section.title === 'Drop Link' && (
            <TextField
              select
              fullWidth
              label="Firm users notified about drop link uploads"
              value={prefs.firm_user_ids_to_receive_drop_link_notification}
              onChange={(e) =>
                set(
                  'firm_user_ids_to_receive_drop_link_notification',
                  e.target.value as unknown as string[],
                )
              }
              slotProps={{ select: { multiple: true } }}
              sx={{ mt: 2 }}
            >
              {(firmUsers.data ?? []).map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.full_name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {section.title === 'Custom elements' && (
            <Stack spacing={2} sx={{ mt: 2 }}>
              {prefs.customElements.map((element, index) => (
                <Stack
                  key={element.id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <TextField
                    fullWidth
                    multiline
                    minRows={2}
                    label={`Custom element ${index + 1} (HTML)`}
                    value={element.html}
                    onChange={(e) =>
                      set(
                        'customElements',
                        prefs.customElements.map((c) =>
                          c.id === element.id ? { ...c, html: e.target.value } : c,
                        ),
                      )
                    }
                  />
                  <IconButton
                    aria-label={`Remove custom element ${index + 1}`}
                    onClick={() =>
                      set(
                        'customElements',
                        prefs.customElements.filter((c) => c.id !== element.id),
                      )
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              ))}
              <Box>
                <Button
                  onClick={() =>
                    set('customElements', [
                      ...prefs.customElements,
                      { id: crypto.randomUUID(), html: '' },
                    ])
                  }
                >
                  Add custom element
                </Button>
              </Box>
            </Stack>
          )}
        </Paper>
      ))}
      <Divider />
      <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save preferences
        </Button>
      </Box>
    </Stack>
  );
}
