// The people dialogs other areas offer on an entity's rows (components/entity-actions), loaded
// when first opened.
import { lazy, Suspense, type ComponentType } from 'react';
import type { EntityActions, EntityDialogProps } from '@/components/entity-actions';

function whenOpened(load: () => Promise<{ default: ComponentType<EntityDialogProps> }>) {
  const Dialog = lazy(load);
  return function LazyEntityDialog(props: EntityDialogProps) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

const AssignedFirmUserDialog = whenOpened(
  () => import('@/features/people/components/assigned-firm-user-dialog'),
);
const OwnersDialog = whenOpened(() => import('@/features/people/components/update-owners-dialog'));

/** The dialogs for a staff member: the firm user only for those who may change it. */
export const staffEntityActions = (mayAssignAdvisor: boolean): EntityActions => ({
  AssignedFirmUserDialog: mayAssignAdvisor ? AssignedFirmUserDialog : null,
  OwnersDialog,
});
