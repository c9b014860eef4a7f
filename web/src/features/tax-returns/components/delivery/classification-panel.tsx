// The classification side of staff's delivery view: who signs (the entity's owners), the forms
// they sign, the vouchers and the invoice — the return's pages beside it. Keys typed here stay
// here (the viewer turns pages only from its own side).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnerChoice } from '@portico/common/tax-returns/classification';
import { IDENTITY_CHOICE } from '@portico/common/signing/identity-verification';
import { SIGNING_ORDER_MESSAGES } from '@portico/common/tax-returns/signing-order';
import { CheckboxWithHelp } from '@/components/checkbox-with-help';
import {
  newForm,
  newVoucher,
  type ClassificationDraft,
  type DraftErrors,
} from './classification-draft';
import { FormsSection } from './forms-section';
import { dollars } from './part-section';
import { VouchersSection } from './vouchers-section';

/** How an owner without an email of their own is reached, or why they cannot be yet. */
function OwnerReach({ owner }: { owner: OwnerChoice }) {
  if (owner.unreachable)
    return (
      <Typography variant="body2" color="warning.dark">
        {owner.unreachable}
      </Typography>
    );
  if (!owner.shares_email_with) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Shares {owner.shares_email_with}’s email: signs with a code texted to their phone
    </Typography>
  );
}

function SignersSection(props: {
  owners: OwnerChoice[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const { owners, chosen } = props;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" id="signers-title">
        Signers
      </Typography>
      {owners.length === 0 ? (
        <Alert severity="warning">
          This entity has no owners to sign its return. Add an owner from the entity’s page.
        </Alert>
      ) : (
        <FormGroup role="group" aria-labelledby="signers-title">
          {owners.map((owner) => {
            const reachId = `owner-reach-${owner.id}`;
            const hinted = Boolean(owner.unreachable ?? owner.shares_email_with);
            return (
              <Box key={owner.id} sx={{ pb: hinted ? 0.5 : 0 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.includes(owner.id)}
                      slotProps={{ input: hinted ? { 'aria-describedby': reachId } : {} }}
                      onChange={(e) =>
                        props.onChange(
                          // In the owners' order, whatever order they were ticked in.
                          owners
                            .map((o) => o.id)
                            .filter((id) =>
                              id === owner.id ? e.target.checked : chosen.includes(id),
                            ),
                        )
                      }
                    />
                  }
                  label={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>
                        {[owner.fname, owner.lname].filter(Boolean).join(' ')}
                        {owner.email && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            · {owner.email}
                          </Typography>
                        )}
                      </span>
                      {owner.primary && <Chip size="small" label="Primary" />}
                    </Stack>
                  }
                />
                {/* Under the name, in line with it (past the checkbox). */}
                <Box id={reachId} sx={{ pl: 4, mt: -0.75 }}>
                  <OwnerReach owner={owner} />
                </Box>
              </Box>
            );
          })}
        </FormGroup>
      )}
    </Stack>
  );
}

export function ClassificationPanel(props: {
  owners: OwnerChoice[];
  draft: ClassificationDraft;
  errors: DraftErrors;
  /** The viewer's page, for "Add page N". */
  page: number;
  /** The firm verifies signers' identity: the advisor chooses for this return. */
  identityOffered: boolean;
  onChange: (draft: ClassificationDraft) => void;
}) {
  const { owners, draft, errors } = props;
  const set = (patch: Partial<ClassificationDraft>) => props.onChange({ ...draft, ...patch });
  const signers = owners.filter((o) => draft.signerIds.includes(o.id));
  return (
    <Stack spacing={3} divider={<Divider flexItem />} data-own-keys sx={{ p: 2 }}>
      <Stack spacing={1}>
        <SignersSection
          owners={owners}
          chosen={draft.signerIds}
          onChange={(signerIds) => set({ signerIds })}
        />
        {draft.signerIds.length > 1 && (
          <CheckboxWithHelp
            label={SIGNING_ORDER_MESSAGES.label}
            help={SIGNING_ORDER_MESSAGES.help}
            checked={draft.inOrder}
            onChange={(inOrder) => set({ inOrder })}
          />
        )}
        {props.identityOffered && (
          <CheckboxWithHelp
            label={IDENTITY_CHOICE.label}
            help={IDENTITY_CHOICE.help}
            checked={draft.identity}
            onChange={(identity) => set({ identity })}
          />
        )}
      </Stack>
      <FormsSection
        forms={draft.forms}
        signers={signers}
        page={props.page}
        errors={errors}
        onChange={(forms) => set({ forms })}
        onAdd={() => set({ forms: [...draft.forms, newForm(owners, draft.signerIds)] })}
      />
      <VouchersSection
        vouchers={draft.vouchers}
        errors={errors}
        onChange={(vouchers) => set({ vouchers })}
        onAdd={() => set({ vouchers: [...draft.vouchers, newVoucher()] })}
      />
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          Invoice
        </Typography>
        <TextField
          label="Invoice amount"
          value={draft.invoice}
          onChange={(e) => set({ invoice: e.target.value })}
          error={Boolean(errors.invoice_amount)}
          helperText={errors.invoice_amount ?? 'Due now. Leave empty when there is no invoice.'}
          slotProps={dollars}
          size="small"
          sx={{ maxWidth: 220 }}
        />
      </Stack>
    </Stack>
  );
}
