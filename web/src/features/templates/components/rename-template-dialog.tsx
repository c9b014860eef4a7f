// Rename a template (the version of its content stays, so an open editor keeps saving).
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { renameTemplateSchema } from '@portico/common/questionnaires/templates';
import { toast } from '@/lib/toast';
import { useRenameTemplate } from '../api/templates';
import { TemplateNameDialog } from './template-name-dialog';

/** Mount it to open it. */
export function RenameTemplateDialog(props: {
  template: { id: string; name: string };
  onClose: () => void;
}) {
  const rename = useRenameTemplate();
  const form = useForm<{ name: string }>({
    resolver: yupResolver(renameTemplateSchema),
    defaultValues: { name: props.template.name },
  });
  return (
    <TemplateNameDialog
      title="Rename template"
      submitLabel="Rename"
      maxWidth="xs"
      form={form}
      pending={rename.isPending}
      onClose={props.onClose}
      onSubmit={(name) =>
        rename.mutate(
          { id: props.template.id, name },
          {
            onSuccess: () => {
              toast.success('Template renamed');
              props.onClose();
            },
            onError: (error) => toast.error(error),
          },
        )
      }
    />
  );
}
