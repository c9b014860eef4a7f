// /questionnaire/{companyHash}?questionnaireId=&sectionId= (spec 2 §2): the client answers one
// questionnaire of the entity the route names; links keep the questionnaire and its entity.
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { paths } from '@/config/paths';
import { can } from '@/lib/authorization';
import { QuestionnairePage } from '@/features/questionnaires/components/questionnaire-page';
import { useSession } from '../use-session';
import { useClientView } from './client-view';

export default function QuestionnaireRoute() {
  const { companyHash = '' } = useParams();
  const [search] = useSearchParams();
  const { subject, user } = useSession();
  const view = useClientView();
  const questionnaireId = search.get('questionnaireId');
  if (!questionnaireId)
    return <Alert severity="error">This link does not name a questionnaire.</Alert>;
  const canMessage = can('client-messages:view', subject) && !view.readonlyUser;
  return (
    <QuestionnairePage
      questionnaireId={questionnaireId}
      sectionId={search.get('sectionId')}
      viewerId={user.id}
      payDeposits={!view.preview && !view.readonlyUser}
      links={{
        dashboard: view.links.dashboard,
        inbox: canMessage ? view.links.inbox(companyHash) : null,
        section: (sectionId) =>
          paths.client.questionnaire.getHref(companyHash, {
            questionnaireId,
            sectionId,
            companyId: search.get('companyId'),
          }),
        questionnaire: (next) =>
          paths.client.questionnaire.getHref(next.hash_id, {
            questionnaireId: next.questionnaire_id,
          }),
        taxReturn: (taxReturnId, companyId) =>
          paths.client.taxReturnDelivery.getHref(taxReturnId, companyId),
      }}
    />
  );
}
