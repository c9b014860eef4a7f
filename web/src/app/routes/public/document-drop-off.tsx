// /document-drop-off?questionnaireId=&companyId=&token= (spec 2 §1): the checklist a firm mailed,
// opened from the link without signing in.
import { useSearchParams } from 'react-router';
import { DropOffPage } from '@/features/questionnaires/components/drop-off-page';

export default function DocumentDropOffRoute() {
  const [params] = useSearchParams();
  const access = {
    questionnaire_id: params.get('questionnaireId') ?? '',
    company_id: params.get('companyId') ?? '',
    token: params.get('token') ?? '',
  };
  return <DropOffPage access={access} />;
}
