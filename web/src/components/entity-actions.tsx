// Changes to an entity that other areas' screens offer on their rows (the Deliver table's "Update
// Assigned Firm User" and "Update Owners", spec 3 §2): people owns the dialogs, the staff shell
// hands them down, so an area offers them without importing another.
import { createContext, useContext, type ComponentType } from 'react';

export interface EntityDialogProps {
  companyId: string;
  onClose: () => void;
}

export interface EntityActions {
  /** Null for staff who may not change it (only partners and full users do). */
  AssignedFirmUserDialog: ComponentType<EntityDialogProps> | null;
  OwnersDialog: ComponentType<EntityDialogProps>;
}

const EntityActionsContext = createContext<EntityActions | null>(null);

export const EntityActionsProvider = EntityActionsContext.Provider;

/** The entity dialogs, or null where no shell provides them (the items are then not offered). */
export const useEntityActions = () => useContext(EntityActionsContext);
