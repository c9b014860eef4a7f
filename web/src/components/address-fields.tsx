// An address in a dialog (spec 1 §3 "Company" address): street, city, country, then the state and
// zip, whose labels follow the country (Province/Territory and Postal Code for Canada).
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { addressLabels } from '@portico/common/people/profile-schema';
import { CountrySelect } from './country-select';

interface AddressForm extends FieldValues {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export function AddressFields<T extends AddressForm>({
  control,
  field,
}: {
  control: Control<T>;
  /** The registered text field's props (lib/bind-field.ts). */
  field: (name: Path<T>) => object;
}) {
  const name = (key: keyof AddressForm) => key as Path<T>;
  const labels = addressLabels(useWatch({ control, name: name('country') }) as string);
  return (
    <>
      <Grid size={12}>
        <TextField
          fullWidth
          label="Street"
          autoComplete="street-address"
          {...field(name('street'))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label="City" autoComplete="address-level2" {...field(name('city'))} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={name('country')}
          render={({ field: country }) => <CountrySelect {...country} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label={labels.state}
          autoComplete="address-level1"
          {...field(name('state'))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label={labels.zip}
          autoComplete="postal-code"
          {...field(name('zip'))}
        />
      </Grid>
    </>
  );
}
