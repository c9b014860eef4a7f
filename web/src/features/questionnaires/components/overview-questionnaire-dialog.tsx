// The advisor's questionnaire dialog opened from an overview row: the row's entity's questionnaires
// are read (what the entity view lists, with the reminder texts the actions need) and the dialog
// shows this one, following it as actions change it.
import { useEffect } from 'react';
import type { OverviewRowDto } from '@portico/common/questionnaires/overview';
import { toast } from '@/lib/toast';
import { useEntityQuestionnaires } from '../api/entity-questionnaires';
import { QuestionnaireDetailsDialog } from './questionnaire-details-dialog';

/** Mount it to open it (for a row whose entity still exists). */
export function OverviewQuestionnaireDialog(props: {
  row: OverviewRowDto & { company: NonNullable<OverviewRowDto['company']> };
  /** The firm uses custom statuses. */
  customStatuses: boolean;
  onClose: () => void;
}) {
  const { row, onClose } = props;
  const list = useEntityQuestionnaires(row.company.id);
  const questionnaire = list.data?.questionnaires.find((q) => q.id === row.id);
  const missing = list.isError || (list.data !== undefined && !questionnaire);
  useEffect(() => {
    if (!missing) return;
    toast.error(list.error ?? new Error('Questionnaire not found'));
    onClose();
  }, [missing, list.error, onClose]);
  if (!questionnaire) return null;
  return (
    <QuestionnaireDetailsDialog
      questionnaire={questionnaire}
      company={{ id: row.company.id, hash: row.company.hash_id, name: row.company.name }}
      customStatuses={props.customStatuses}
      onClose={onClose}
    />
  );
}
