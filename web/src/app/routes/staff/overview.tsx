// Staff landing (/overview, "Collect"): the questionnaire overview, whose selection can also be
// sent sign-in links (the owners of the chosen questionnaires).
import { countNoun } from '@portico/common/format/count-noun';
import { SendSignInLinksButton } from '@/features/people/components/send-sign-in-links-button';
import { QuestionnaireOverview } from '@/features/questionnaires/components/questionnaire-overview';
import { can } from '@/lib/authorization';
import { useSession } from '../use-session';

export default function OverviewRoute() {
  const { user, firm, subject } = useSession();
  return (
    <QuestionnaireOverview
      groupsEnabled={firm?.preferences?.has_firm_groups === true}
      groupLocked={user.firm_access === 'group'}
      customStatuses={can('custom-statuses:use', subject)}
      readOnly={user.readonly_access}
      bulkActions={(ids, done) => (
        <SendSignInLinksButton
          to={{ questionnaire_ids: ids }}
          who={`the owners of ${countNoun(ids.length, 'questionnaire', 'questionnaires')}`}
          onDone={done}
        />
      )}
    />
  );
}
