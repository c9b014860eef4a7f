// A return's Verification Checks (ID Fraud Detection), from its row's menu or its Identity cell.
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { VerificationChecksDialog } from '@/components/signing/verification-checks-dialog';
import { returnIdentityAt } from '../../api/signing';

export function ReturnVerificationChecks(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const { tax } = props;
  return (
    <VerificationChecksDialog
      subject="tax return"
      about={`${tax.company_name} · ${tax.tax_return_name} (${tax.tax_year})`}
      at={returnIdentityAt(tax.id)}
      onClose={props.onClose}
    />
  );
}
