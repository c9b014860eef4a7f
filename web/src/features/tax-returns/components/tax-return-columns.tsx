// The Deliver table's columns (spec 3 §2), each sorting on the server by its own field: the
// entity (a link to its view), the year, the return and its status (both open it), signatures and
// payments with their tooltips, the dates, the advisor, the reminder switch's state, and actions.
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { IDENTITY_STATUS_LABELS } from '@portico/common/signing/identity-verification';
import {
  TAX_RETURN_STATUS_LABELS,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import type { ListColumn } from '@/components/list-table';
import { paths } from '@/config/paths';
import { IdentityPill } from '@/components/signing/identity-pill';
import { ProgressCell } from './progress-cell';
import { OpenRecordLink } from '@/components/open-record-link';
import { TaxReturnStatusChip } from './tax-return-status-chip';

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : '—';

export function taxReturnColumns(actions: {
  open: (tax: TaxReturnSummaryDto) => void;
  menu: (tax: TaxReturnSummaryDto) => ReactNode;
  /** Opens a return's Verification Checks; the Identity column shows only with it. */
  checks?: (tax: TaxReturnSummaryDto) => void;
}): ListColumn<TaxReturnSummaryDto>[] {
  const { checks } = actions;
  const opener = (tax: TaxReturnSummaryDto, content: ReactNode, label: string) => (
    <OpenRecordLink label={label} onOpen={() => actions.open(tax)}>
      {content}
    </OpenRecordLink>
  );
  return [
    {
      id: 'company_name',
      label: 'Entity',
      sortBy: 'company_name',
      render: (tax) => (
        <Link component={RouterLink} to={paths.staff.entity.getHref(tax.company_hash)}>
          {tax.company_name}
        </Link>
      ),
    },
    { id: 'tax_year', label: 'Tax year', sortBy: 'tax_year', render: (tax) => tax.tax_year },
    {
      id: 'tax_return_name',
      label: 'Tax return',
      sortBy: 'tax_return_name',
      render: (tax) => opener(tax, tax.tax_return_name, `Open ${tax.tax_return_name}`),
    },
    {
      id: 'current_status',
      label: 'Status',
      sortBy: 'current_status',
      render: (tax) =>
        opener(
          tax,
          <TaxReturnStatusChip tax={tax} />,
          `${TAX_RETURN_STATUS_LABELS[tax.status]}: open ${tax.tax_return_name}`,
        ),
    },
    {
      id: 'signatures',
      label: 'Signatures',
      sortBy: 'signatures',
      render: (tax) => <ProgressCell progress={tax.signatures} label="Signatures" />,
    },
    {
      id: 'payments',
      label: 'Payments',
      sortBy: 'payments',
      render: (tax) => <ProgressCell progress={tax.payments} label="Payments" />,
    },
    {
      id: 'updated_at',
      label: 'Updated',
      sortBy: 'updated_at',
      render: (tax) => day(tax.updated_at),
    },
    {
      id: 'last_reminder_sent_at',
      label: 'Last reminder',
      sortBy: 'last_reminder_sent_at',
      render: (tax) => day(tax.last_reminder_sent_at),
    },
    {
      id: 'last_signed_at',
      label: 'Last signed',
      sortBy: 'last_signed_at',
      render: (tax) => day(tax.last_signed_at),
    },
    {
      id: 'assigned_advisor',
      label: 'Assigned advisor',
      sortBy: 'assigned_advisor',
      render: (tax) => tax.assigned_advisor ?? '—',
    },
    {
      id: 'reminder_disabled',
      label: 'Reminders',
      sortBy: 'reminder_disabled',
      render: (tax) => (tax.reminder_disabled ? 'Off' : 'On'),
    },
    ...(checks
      ? [
          {
            id: 'identity_verification_status',
            label: 'Identity',
            sortBy: 'identity_verification_status',
            render: (tax: TaxReturnSummaryDto) =>
              tax.identity_verification_status ? (
                <IdentityPill
                  status={tax.identity_verification_status}
                  onClick={() => checks(tax)}
                  aria-label={`Identity ${IDENTITY_STATUS_LABELS[tax.identity_verification_status]}: verification checks for ${tax.tax_return_name}`}
                />
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { id: 'actions', label: 'Actions', render: actions.menu },
  ];
}
