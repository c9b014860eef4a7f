// /preview/{companyId}/questionnaire/{questionnaireId}?sectionId= (spec 2 §2 "Admin preview"):
// staff see a client's questionnaire as the client does; answers tried here are not saved and
// agreement sections count as done.
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { QuestionnairePage } from '@/features/questionnaires/components/questionnaire-page';
import { useSession } from '../use-session';

export default function QuestionnairePreviewRoute() {
  const { companyId = '', questionnaireId = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  return (
    <QuestionnairePage
      preview
      questionnaireId={questionnaireId}
      sectionId={search.get('sectionId')}
      viewerId={user.id}
      links={{
        dashboard: paths.staff.entity.getHref(companyId),
        inbox: null,
        section: (sectionId) =>
          paths.staff.questionnairePreview.getHref(companyId, questionnaireId, sectionId),
        questionnaire: (next) =>
          paths.staff.questionnairePreview.getHref(companyId, next.questionnaire_id),
        taxReturn: (taxReturnId, companyId) =>
          paths.staff.taxReturnAdminView.getHref(taxReturnId, companyId),
      }}
    />
  );
}
