// 'Confirm this information' (spec 2 §5 "Confirm dialog"): a questionnaire sent with the
// update-profile section asks each owner, once, to confirm how the firm reaches them and the
// entity's address. The email is shown (the firm changes a client's sign-in email); Email & Text
// needs a phone and shows the consent. 'Not now' leaves a reminder on the page.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SIGN_IN_CONTACT_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { CONTACT_METHODS } from '@portico/common/people/profile-schema';
import {
  CONTACT_CONFIRMED,
  confirmContactSchema,
  smsConsentText,
  type ConfirmContactInput,
  type ContactConfirmationDto,
} from '@portico/common/questionnaires/contact-confirmation';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { AddressFields } from '@/components/address-fields';
import { FormPhoneField } from '@/components/phone-field';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { confirmContactInfo } from '../api/questionnaire-page';
import { questionnaireKeys } from '../api/questionnaire-keys';

const formValues = ({
  phone_is_sign_in: _phone,
  firm_name: _firm,
  ...values
}: ContactConfirmationDto): ConfirmContactInput => values;

export default function ContactInfoDialog({
  questionnaireId,
  contact,
  onClose,
}: {
  questionnaireId: string;
  contact: ContactConfirmationDto;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useForm<ConfirmContactInput>({
    resolver: yupResolver(confirmContactSchema) as never,
    defaultValues: formValues(contact),
  });
  const { control, register, formState, handleSubmit, setError } = form;
  const field = bindField(register, formState.errors);
  const texts = useWatch({ control, name: 'preferred_contact_method' }) === 'sms';

  const submit = handleSubmit(async (input) => {
    try {
      await confirmContactInfo(questionnaireId, input);
      client.setQueryData<QuestionnairePageDto>(questionnaireKeys.page(questionnaireId), (page) =>
        page ? { ...page, contact_confirmation: null } : page,
      );
      toast.success(CONTACT_CONFIRMED);
      onClose();
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Dialog
      open
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      aria-labelledby="contact-info-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="contact-info-title">
        <DialogTitle id="contact-info-title">Confirm this information</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Please check how {contact.firm_name} reaches you and the address we have on file.
          </DialogContentText>
          {formState.errors.root?.message && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formState.errors.root.message}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label="Email"
                {...field('email')}
                helperText={formState.errors.email?.message ?? SIGN_IN_CONTACT_MESSAGES.clientEmail}
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPhoneField
                control={control}
                name="phone_number"
                fullWidth
                label="Phone number"
                required={texts}
                disabled={contact.phone_is_sign_in}
                helperText={
                  contact.phone_is_sign_in
                    ? 'Your sign-in codes go to this number; change it in Profile Settings.'
                    : undefined
                }
              />
            </Grid>
            <Grid size={12}>
              <FormControl>
                <FormLabel id="contact-method-label">How should we reach you?</FormLabel>
                <Controller
                  control={control}
                  name="preferred_contact_method"
                  render={({ field: method }) => (
                    <RadioGroup row aria-labelledby="contact-method-label" {...method}>
                      {CONTACT_METHODS.map((m) => (
                        <FormControlLabel
                          key={m.value}
                          value={m.value}
                          control={<Radio />}
                          label={m.label}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
              </FormControl>
              {texts && (
                <Typography variant="body2" color="text.secondary">
                  {smsConsentText(contact.firm_name)}
                </Typography>
              )}
            </Grid>
            <AddressFields control={control} field={field} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Not now</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
