// A question's or section's status as an icon with its name for assistive technology (spec 2 §2:
// completed, error, pending, incomplete).
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import type { QuestionStatus } from '@portico/common/questionnaires/questionnaire-model';

export const STATUS_LABELS: Record<QuestionStatus | 'locked', string> = {
  completed: 'Completed',
  pending: 'Answer later',
  incomplete: 'Not started',
  error: 'Needs attention',
  locked: 'Locked',
};

/** `decorative` when the status is also said in words beside it (a list's secondary text). */
export function StatusIcon({
  status,
  decorative = false,
}: {
  status: QuestionStatus | 'locked';
  decorative?: boolean;
}) {
  const props = decorative
    ? { fontSize: 'small' as const, 'aria-hidden': true }
    : { fontSize: 'small' as const, titleAccess: STATUS_LABELS[status] };
  switch (status) {
    case 'completed':
      return <CheckCircle color="success" {...props} />;
    case 'pending':
      return <Schedule color="warning" {...props} />;
    case 'error':
      return <ErrorOutline color="error" {...props} />;
    case 'locked':
      return <LockOutlined color="action" {...props} />;
    default:
      return <RadioButtonUnchecked color="action" {...props} />;
  }
}
