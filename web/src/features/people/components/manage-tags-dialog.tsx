// The firm-wide list of user or entity tags (the shared dialog, with people's tag hooks).
import type { PeopleTagKind } from '@portico/common/people/tags';
import { ManageTagsDialog as TagsDialog } from '@/components/manage-tags-dialog';
import { useCreateTag, useDeleteTag, useTags } from '../api/tags';

export function ManageTagsDialog(props: {
  open: boolean;
  onClose: () => void;
  kind: PeopleTagKind;
}) {
  const { kind } = props;
  const tags = useTags(kind);
  const create = useCreateTag(kind);
  const remove = useDeleteTag(kind);
  return (
    <TagsDialog
      open={props.open}
      onClose={props.onClose}
      title={kind === 'entity' ? 'Entity Tags' : 'User Tags'}
      holders={kind === 'entity' ? 'entities' : 'users'}
      tags={tags.data}
      create={create}
      remove={remove}
    />
  );
}
