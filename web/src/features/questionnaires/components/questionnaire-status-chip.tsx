// A questionnaire's status as the staff tables and the questionnaire dialog show it.
import type { ReactElement } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  QUESTIONNAIRE_STATUS_LABELS,
  type QuestionnaireStatus,
} from '@portico/common/questionnaires/questionnaire-status';

const STATUS_CHIPS: Record<
  QuestionnaireStatus,
  { color: ChipProps['color']; variant: ChipProps['variant']; icon: ReactElement }
> = {
  locked: { color: 'default', variant: 'filled', icon: <LockOutlined /> },
  completed: { color: 'success', variant: 'filled', icon: <CheckCircleOutlined /> },
  opened: { color: 'info', variant: 'outlined', icon: <DraftsOutlined /> },
  ready_to_start: { color: 'primary', variant: 'outlined', icon: <AssignmentOutlined /> },
};

export function QuestionnaireStatusChip({ status }: { status: QuestionnaireStatus }) {
  const look = STATUS_CHIPS[status];
  return (
    <Chip
      size="small"
      label={QUESTIONNAIRE_STATUS_LABELS[status]}
      color={look.color}
      variant={look.variant}
      icon={look.icon}
    />
  );
}
