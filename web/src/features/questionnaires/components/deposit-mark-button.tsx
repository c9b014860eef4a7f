// Staff mark a deposit paid (when one is due, pending or unpaid) or unpaid again (when it was
// marked paid): spec 2 §4 "Deposit". The open page shows the status the server answers.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEPOSIT_MARKED,
  canMarkDepositPaid,
  canMarkDepositUnpaid,
} from '@portico/common/questionnaires/deposits';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { toast } from '@/lib/toast';
import { markDeposit, showDepositStatus } from '../api/deposits';

export function DepositMarkButton({
  page,
}: {
  page: Pick<QuestionnairePageDto, 'id' | 'deposit_amount' | 'deposit_status'>;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const paid = canMarkDepositPaid(page.deposit_amount, page.deposit_status);
  if (!paid && !canMarkDepositUnpaid(page.deposit_status)) return null;
  const mark = async () => {
    setBusy(true);
    try {
      showDepositStatus(client, page.id, await markDeposit(page.id, paid));
      toast.success(paid ? DEPOSIT_MARKED.paid : DEPOSIT_MARKED.unpaid);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" loading={busy} onClick={() => void mark()}>
      {paid ? 'Mark as paid' : 'Mark as unpaid'}
    </Button>
  );
}
