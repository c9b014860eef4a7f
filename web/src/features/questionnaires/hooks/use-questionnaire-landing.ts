// A sign-in link's questionnaire (`/?questionnaireId=…`, docs/decisions/auth.md): the dashboard
// reads it (the page's own read, kept in the cache for the page) and opens it at its entity.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuestionnairePage } from '../api/questionnaire-page';

export const QUESTIONNAIRE_NOT_AVAILABLE = 'That questionnaire is not available.';

/** Whether the named questionnaire could not be opened (the dashboard says so). */
export function useQuestionnaireLanding(
  hrefFor: (companyHash: string, questionnaireId: string) => string,
): { unavailable: boolean } {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('questionnaireId') ?? '';
  const landing = useQuestionnairePage(id, Boolean(id));
  const target = landing.data ? hrefFor(landing.data.company_hash, landing.data.id) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return { unavailable: Boolean(id) && landing.isError };
}
