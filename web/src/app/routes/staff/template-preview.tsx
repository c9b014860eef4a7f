// /preview/template/{templateId}?sectionId= (spec 2 §2 "Template preview"): the client page in
// template mode — the tax year before this one, a note that tags are filled in when sent, and
// answers tried here never saved. Every staff member may look: they send templates.
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { can } from '@/lib/authorization';
import { QuestionnaireView } from '@/features/questionnaires/components/questionnaire-page';
import { useTemplatePreview } from '@/features/templates/api/templates';
import { useSession } from '../use-session';

export default function TemplatePreviewRoute() {
  const { templateId = '' } = useParams();
  const [search] = useSearchParams();
  const { user, subject } = useSession();
  const query = useTemplatePreview(templateId);
  const back = can('templates:view', subject)
    ? paths.staff.templateEditor.getHref(templateId)
    : paths.staff.templates.getHref();
  return (
    <QuestionnaireView
      query={query}
      template
      sectionId={search.get('sectionId')}
      viewerId={user.id}
      links={{
        dashboard: back,
        inbox: null,
        section: (sectionId) => paths.staff.templatePreview.getHref(templateId, sectionId),
        questionnaire: () => paths.staff.templatePreview.getHref(templateId),
        taxReturn: null,
      }}
    />
  );
}
