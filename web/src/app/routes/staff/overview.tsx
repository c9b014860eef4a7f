// Staff landing (/overview, "Collect"): the questionnaire overview.
import { QuestionnaireOverview } from '@/features/questionnaires/components/questionnaire-overview';
import { useSession } from '../use-session';

export default function OverviewRoute() {
  const { user, firm } = useSession();
  return (
    <QuestionnaireOverview
      groupsEnabled={firm?.preferences?.has_firm_groups === true}
      groupLocked={user.firm_access === 'group'}
      readOnly={user.readonly_access}
    />
  );
}
