// The firm's name, time zone, theme colours and logo (with a live preview of the sign-in page and
// a client's screen: branding-preview.tsx), the contact details
// its clients see, and its vocabulary.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMPTY_FIRM_CONTACT, type FirmDto } from '@portico/common/firm/firm-dto';
import { formatPhone, phoneDigits } from '@portico/common/people/phone';
import { addressLabels, COUNTRIES } from '@portico/common/people/profile-schema';
import {
  DEFAULT_FIRM_VOCABS,
  FIRM_VOCAB_KEYS,
  firmDetailsSchema,
  type FirmDetailsInput,
} from '@portico/common/firm/firm-settings-schema';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { toast } from '@/lib/toast';
import { useUpdateFirmDetails } from '../api/update-firm';
import { BrandingPreview } from './branding-preview';

const COLOURS = [
  { key: 'primary', label: 'Primary colour' },
  { key: 'secondary', label: 'Secondary colour' },
  { key: 'accent', label: 'Accent colour' },
] as const;
/** Favicons are stored inline; keep them small (the API body limit is 1 MB). */
const MAX_FAVICON_BYTES = 100 * 1024;
const HEX = /^#[0-9a-fA-F]{6}$/;
export function FirmDetailsForm({ firm }: { firm: FirmDto }) {
  const save = useUpdateFirmDetails();
  const { register, control, handleSubmit, setValue, formState } = useForm<FirmDetailsInput>({
    resolver: yupResolver(firmDetailsSchema) as never,
    defaultValues: {
      name: firm.name,
      time_zone: firm.time_zone as FirmDetailsInput['time_zone'],
      theme: { ...firm.theme },
      favicon_url: firm.favicon_url,
      firm_vocabs: { ...DEFAULT_FIRM_VOCABS, ...firm.firm_vocabs },
      contact: { ...EMPTY_FIRM_CONTACT, ...firm.contact },
    },
  });
  const [name, theme, favicon, country] = useWatch({
    control,
    name: ['name', 'theme', 'favicon_url', 'contact.country'],
  });
  const errors = formState.errors;
  const addressLabel = addressLabels(country);
  const contactField = (key: 'email' | 'street' | 'city' | 'state' | 'zip') => ({
    ...register(`contact.${key}`),
    fullWidth: true,
    error: Boolean(errors.contact?.[key]),
    helperText: errors.contact?.[key]?.message,
  });

  const onFavicon = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FAVICON_BYTES) {
      toast.error('Choose an image under 100 KB');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setValue('favicon_url', String(reader.result), { shouldDirty: true });
    reader.readAsDataURL(file);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(e) =>
        void handleSubmit((values: FirmDetailsInput) =>
          save.mutate(values, { onSuccess: () => toast.success('Firm settings saved') }),
        )(e)
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <TextField
              label="Firm name"
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <Controller
              control={control}
              name="time_zone"
              render={({ field }) => <TimeZoneSelect {...field} />}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {COLOURS.map(({ key, label }) => (
                <Controller
                  key={key}
                  control={control}
                  name={`theme.${key}`}
                  render={({ field }) => (
                    <TextField
                      label={label}
                      value={field.value}
                      onChange={field.onChange}
                      error={Boolean(errors.theme?.[key])}
                      helperText={errors.theme?.[key]?.message}
                      slotProps={{
                        input: {
                          startAdornment: (
                            <input
                              type="color"
                              aria-label={`${label} picker`}
                              value={HEX.test(field.value) ? field.value : '#000000'}
                              onChange={(e) => field.onChange(e.target.value)}
                              style={{
                                width: 28,
                                height: 28,
                                border: 0,
                                padding: 0,
                                marginRight: 8,
                                background: 'none',
                              }}
                            />
                          ),
                        },
                      }}
                    />
                  )}
                />
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                fullWidth
                label="Favicon URL"
                {...register('favicon_url')}
                error={Boolean(errors.favicon_url)}
                helperText={
                  errors.favicon_url?.message ?? 'An https:// address, or upload an image'
                }
              />
              <Button
                component="label"
                role={undefined}
                variant="outlined"
                sx={{ flexShrink: 0, mt: 1 }}
              >
                Upload
                <input
                  hidden
                  type="file"
                  accept="image/png,image/svg+xml,image/x-icon"
                  onChange={(e) => onFavicon(e.target.files?.[0])}
                />
              </Button>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="overline" color="text.secondary">
            Live preview
          </Typography>
          <BrandingPreview name={name} theme={theme} favicon={favicon} />
        </Grid>
      </Grid>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h2" sx={{ mb: 0.5 }}>
          Contact details
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your clients see these on their dashboard and on the help page. Leave out any you would
          rather not show.
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Email" type="email" autoComplete="email" {...contactField('email')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="contact.phone"
              render={({ field }) => (
                <TextField
                  fullWidth
                  label="Phone number"
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={formatPhone(field.value ?? '')}
                  onChange={(e) => field.onChange(phoneDigits(e.target.value))}
                  placeholder="(___) ___-____"
                  error={Boolean(errors.contact?.phone)}
                  helperText={errors.contact?.phone?.message}
                  slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField label="Street" autoComplete="street-address" {...contactField('street')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label="City" autoComplete="address-level2" {...contactField('city')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              label={addressLabel.state}
              autoComplete="address-level1"
              {...contactField('state')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <TextField
              label={addressLabel.zip}
              autoComplete="postal-code"
              {...contactField('zip')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Controller
              control={control}
              name="contact.country"
              render={({ field }) => (
                <TextField select fullWidth label="Country" {...field}>
                  {COUNTRIES.map((c) => (
                    <MenuItem key={c.code} value={c.code}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h2" sx={{ mb: 1.5 }}>
          Firm vocabulary
        </Typography>
        <Grid container spacing={2}>
          {FIRM_VOCAB_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                fullWidth
                label={`Word for “${DEFAULT_FIRM_VOCABS[key]}”`}
                {...register(`firm_vocabs.${key}`)}
                error={Boolean(errors.firm_vocabs?.[key])}
                helperText={errors.firm_vocabs?.[key]?.message}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save firm settings
        </Button>
      </div>
    </Stack>
  );
}
