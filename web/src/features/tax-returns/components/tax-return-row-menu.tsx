// A Deliver row's actions (spec 3 §2 "Row actions menu"). Once a return has been sent: Mark as
// finished, Update signature status, Mark invoice paid/unpaid, Update voucher paid status, the
// reminders off or on and Send reminder (nothing to remind of once all is signed and paid), Send
// to Documents, and Download (the return, its signature pages, the return with all pages).
// Always: View activity log, Open entity and Delete with the spec's confirmation.
import { useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useNavigate } from 'react-router';
import { DELIVERY_ERRORS, DELIVERY_TOASTS } from '@portico/common/tax-returns/delivery-texts';
import { isComplete } from '@portico/common/tax-returns/delivery-progress';
import { somethingMissing } from '@portico/common/tax-returns/reminders';
import { hasRowActions } from '@portico/common/tax-returns/return-actions';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { useEntityActions } from '@/components/entity-actions';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import {
  useDownloadTaxReturn,
  useInvoicePaid,
  useSendReminder,
  useUpdateTaxReturn,
} from '../api/return-actions';
import { downloadEvidencePack } from '../api/signing';
import { ActivityLogDialog } from './actions/activity-log-dialog';
import { SendToDocumentsDialog } from './actions/send-to-documents-dialog';
import { SignatureStatusDialog } from './actions/signature-status-dialog';
import { ReturnVerificationChecks } from './actions/return-verification-checks';
import { VoucherPaidDialog } from './actions/voucher-paid-dialog';
import { DeleteTaxReturnDialog } from './delete-tax-return-dialog';

type Opened =
  | 'signatures'
  | 'vouchers'
  | 'documents'
  | 'activity'
  | 'checks'
  | 'advisor'
  | 'owners'
  | 'delete'
  | null;

const DOWNLOADS = [
  { label: 'Tax return', input: {} },
  { label: 'Signature pages', input: { only_signature_pages: true } },
  { label: 'Tax return with all pages', input: { include_other_pages: true } },
] as const;

export function TaxReturnRowMenu({ tax }: { tax: TaxReturnSummaryDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const navigate = useNavigate();
  const entityActions = useEntityActions();
  const update = useUpdateTaxReturn(tax);
  const invoicePaid = useInvoicePaid(tax);
  const download = useDownloadTaxReturn(tax.id);
  const remind = useSendReminder(tax);
  const sent = hasRowActions(tax);
  const voucherCount = tax.payments.total - (tax.invoice && tax.invoice.amount > 0 ? 1 : 0);
  const allDone = isComplete(tax.signatures) && isComplete(tax.payments);

  /** Closes the menu, then does `then`. */
  const choose = (then: () => void) => () => {
    setAnchor(null);
    then();
  };
  const open = (dialog: Opened) => choose(() => setOpened(dialog));

  const items = [
    ...(sent && tax.status !== 'finished'
      ? [
          <MenuItem
            key="finished"
            onClick={choose(() =>
              update.mutate(
                { status: 'finished' },
                {
                  onSuccess: () => toast.success(DELIVERY_TOASTS.finished),
                  onError: () => toast.error(DELIVERY_ERRORS.update),
                },
              ),
            )}
          >
            Mark as finished
          </MenuItem>,
        ]
      : []),
    ...(sent && tax.signatures.total > 0
      ? [
          <MenuItem key="signatures" onClick={open('signatures')}>
            Update signature status
          </MenuItem>,
        ]
      : []),
    ...(sent && tax.invoice && tax.invoice.amount > 0
      ? [
          <MenuItem
            key="invoice"
            onClick={choose(() =>
              invoicePaid.mutate(!tax.invoice!.paid, {
                onSuccess: () => toast.success(DELIVERY_TOASTS.invoicePaid),
                onError: () => toast.error(DELIVERY_ERRORS.update),
              }),
            )}
          >
            {tax.invoice.paid ? 'Mark invoice unpaid' : 'Mark invoice paid'}
          </MenuItem>,
        ]
      : []),
    ...(sent && voucherCount > 0
      ? [
          <MenuItem key="vouchers" onClick={open('vouchers')}>
            Update voucher paid status
          </MenuItem>,
        ]
      : []),
    ...(sent
      ? [
          <MenuItem
            key="reminders"
            disabled={allDone && !tax.reminder_disabled}
            onClick={choose(() =>
              update.mutate(
                { reminder_disabled: !tax.reminder_disabled },
                {
                  onSuccess: () => toast.success(DELIVERY_TOASTS.reminderDisabled),
                  onError: () => toast.error(DELIVERY_ERRORS.update),
                },
              ),
            )}
          >
            {tax.reminder_disabled ? 'Turn reminders on' : 'Turn reminders off'}
          </MenuItem>,
          <MenuItem
            key="remind"
            disabled={!somethingMissing(tax)}
            onClick={choose(() =>
              remind.mutate(undefined, {
                onSuccess: () => toast.success(DELIVERY_TOASTS.remindersSent),
                onError: (error) => toast.error(error.message),
              }),
            )}
          >
            Send reminder
          </MenuItem>,
          <MenuItem key="documents" onClick={open('documents')}>
            Send to Documents
          </MenuItem>,
          <Divider key="download-divider" />,
          <ListSubheader key="download">Download</ListSubheader>,
          ...DOWNLOADS.filter(
            (d) => !('only_signature_pages' in d.input) || tax.signatures.total > 0,
          ).map((d) => (
            <MenuItem
              key={d.label}
              onClick={choose(() =>
                download.mutate(d.input, {
                  onSuccess: ({ link }) => window.location.assign(link),
                  onError: () => toast.error(DELIVERY_ERRORS.download),
                }),
              )}
            >
              {d.label}
            </MenuItem>
          )),
          ...(tax.signatures.done > 0
            ? [
                <MenuItem
                  key="evidence"
                  onClick={choose(() =>
                    downloadEvidencePack(tax.id).catch((error: Error) =>
                      toast.error(error.message),
                    ),
                  )}
                >
                  Evidence pack (signatures)
                </MenuItem>,
              ]
            : []),
          <Divider key="divider" />,
        ]
      : []),
    ...(tax.identity_verification_status
      ? [
          <MenuItem key="checks" onClick={open('checks')}>
            Verification checks
          </MenuItem>,
        ]
      : []),
    <MenuItem key="activity" onClick={open('activity')}>
      View activity log
    </MenuItem>,
    <MenuItem
      key="entity"
      onClick={choose(() => void navigate(paths.staff.entity.getHref(tax.company_hash)))}
    >
      Open entity
    </MenuItem>,
    ...(entityActions?.AssignedFirmUserDialog
      ? [
          <MenuItem key="advisor" onClick={open('advisor')}>
            Update Assigned Firm User
          </MenuItem>,
        ]
      : []),
    ...(entityActions
      ? [
          <MenuItem key="owners" onClick={open('owners')}>
            Update Owners
          </MenuItem>,
        ]
      : []),
    <MenuItem key="delete" sx={{ color: 'error.main' }} onClick={open('delete')}>
      Delete
    </MenuItem>,
  ];

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${tax.tax_return_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      {opened === 'signatures' && (
        <SignatureStatusDialog tax={tax} onClose={() => setOpened(null)} />
      )}
      {opened === 'vouchers' && <VoucherPaidDialog tax={tax} onClose={() => setOpened(null)} />}
      {opened === 'documents' && (
        <SendToDocumentsDialog tax={tax} onClose={() => setOpened(null)} />
      )}
      {opened === 'activity' && <ActivityLogDialog tax={tax} onClose={() => setOpened(null)} />}
      {opened === 'checks' && (
        <ReturnVerificationChecks tax={tax} onClose={() => setOpened(null)} />
      )}
      {opened === 'advisor' && entityActions?.AssignedFirmUserDialog && (
        <entityActions.AssignedFirmUserDialog
          companyId={tax.company_id}
          onClose={() => setOpened(null)}
        />
      )}
      {opened === 'owners' && entityActions && (
        <entityActions.OwnersDialog companyId={tax.company_id} onClose={() => setOpened(null)} />
      )}
      {opened === 'delete' && (
        <DeleteTaxReturnDialog taxReturnId={tax.id} onClose={() => setOpened(null)} />
      )}
    </>
  );
}
