// Templates (/templates): partners, and full users unless the firm hides templates from them.
import { paths } from '@/config/paths';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import { TemplatesLibrary } from '@/features/templates/components/templates-library';
import { useSession } from '../use-session';

const links = {
  editor: (id: string) => paths.staff.templateEditor.getHref(id),
  preview: (id: string) => paths.staff.templatePreview.getHref(id),
};

export default function TemplatesRoute() {
  const { subject } = useSession();
  if (!can('templates:view', subject)) return <NotAllowed title="Templates" />;
  return <TemplatesLibrary links={links} />;
}
