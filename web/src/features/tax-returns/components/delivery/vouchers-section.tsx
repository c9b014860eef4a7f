// The payment vouchers of a return being classified: each a catalogue voucher or 'Other' with its
// name, the amount in dollars, and a due date or due now. Suggested vouchers (read from the
// return with their amounts and dates) say so until the advisor saves.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NAME } from '@portico/common/tax-returns/classification';
import { OTHER_ID, VOUCHER_DEFINITIONS } from '@portico/common/tax-returns/delivery-catalogue';
import type { DraftErrors, VoucherDraft } from './classification-draft';
import { dollars, PartCard, PartsSection, patched } from './part-section';

function VoucherCard(props: {
  voucher: VoucherDraft;
  index: number;
  errors: DraftErrors;
  onChange: (patch: Partial<VoucherDraft>) => void;
  onRemove: () => void;
}) {
  const { voucher, index, errors } = props;
  const at = (field: string) => errors[`payment_vouchers[${index}].${field}`];
  const label = `Voucher ${index + 1}`;
  return (
    <PartCard
      label={label}
      choiceLabel="Voucher"
      choice={voucher.voucher_id}
      options={VOUCHER_DEFINITIONS}
      error={at('voucher_id')}
      suggested={voucher.suggested}
      onChoice={(voucher_id) => props.onChange({ voucher_id })}
      onRemove={props.onRemove}
    >
      {voucher.voucher_id === OTHER_ID && (
        <TextField
          label="Payment name"
          value={voucher.custom_payment_name}
          onChange={(e) => props.onChange({ custom_payment_name: e.target.value })}
          error={Boolean(at('custom_payment_name'))}
          helperText={at('custom_payment_name')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          size="small"
          required
        />
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
      >
        <TextField
          label="Amount"
          value={voucher.amount}
          onChange={(e) => props.onChange({ amount: e.target.value })}
          error={Boolean(at('amount'))}
          helperText={at('amount')}
          slotProps={dollars}
          size="small"
          sx={{ width: 130 }}
        />
        <TextField
          label="Due date"
          type="date"
          value={voucher.due_date}
          disabled={voucher.is_due_asap}
          onChange={(e) => props.onChange({ due_date: e.target.value })}
          error={Boolean(at('due_date'))}
          helperText={at('due_date')}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          sx={{ width: 165 }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={voucher.is_due_asap}
              onChange={(e) => props.onChange({ is_due_asap: e.target.checked })}
            />
          }
          label="Due now"
        />
      </Stack>
    </PartCard>
  );
}

export function VouchersSection(props: {
  vouchers: VoucherDraft[];
  errors: DraftErrors;
  onChange: (vouchers: VoucherDraft[]) => void;
  onAdd: () => void;
}) {
  const { vouchers } = props;
  return (
    <PartsSection
      title="Payment vouchers"
      empty="No tax payments. Add the vouchers the client pays to the tax authorities."
      addLabel="Add voucher"
      count={vouchers.length}
      onAdd={props.onAdd}
    >
      {vouchers.map((voucher, index) => (
        <VoucherCard
          key={voucher.key}
          voucher={voucher}
          index={index}
          errors={props.errors}
          onChange={(patch) => props.onChange(patched(vouchers, voucher.key, patch))}
          onRemove={() => props.onChange(vouchers.filter((v) => v.key !== voucher.key))}
        />
      ))}
    </PartsSection>
  );
}
