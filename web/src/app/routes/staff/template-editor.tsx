// /templates/{templateId}?sectionId=: the template editor, for those who may change templates.
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import { TemplateEditor } from '@/features/templates/components/template-editor';
import { useSession } from '../use-session';

const links = {
  library: paths.staff.templates.getHref(),
  preview: (id: string) => paths.staff.templatePreview.getHref(id),
};

export default function TemplateEditorRoute() {
  const { templateId = '' } = useParams();
  const { subject } = useSession();
  if (!can('templates:view', subject)) return <NotAllowed title="Templates" />;
  return <TemplateEditor templateId={templateId} links={links} />;
}
