// The firm catalogue editors on Firm Settings: groups, entity types ('Individual' may be
// '(Not Allowed)'), and custom statuses.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type {
  CustomStatusDto,
  EntityTypeDto,
  FirmGroupDto,
} from '@portico/common/firm/firm-catalog-dto';
import {
  customStatusSchema,
  entityTypeSchema,
  groupSchema,
} from '@portico/common/firm/firm-settings-schema';
import { useCatalog } from '@/lib/firm-catalog';
import { useCatalogEdit } from '../api/catalog-edit';
import { CatalogList, fieldError } from './catalog-list';

export function GroupsEditor() {
  const list = useCatalog('groups');
  const edit = useCatalogEdit('groups');
  return (
    <CatalogList<FirmGroupDto, { name: string }>
      title="Firm groups"
      noun="Firm group"
      schema={groupSchema}
      items={list.data}
      error={list.error}
      empty="No groups yet."
      primary={(g) => g.name}
      blank={{ name: '' }}
      toDraft={(g) => ({ name: g.name })}
      fields={(draft, change, errors) => (
        <TextField
          label="Group name"
          {...fieldError(errors, 'name')}
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
          autoFocus
        />
      )}
      onSave={(doc, id) =>
        edit.mutateAsync(id ? { kind: 'update', id, doc } : { kind: 'create', doc })
      }
      onDelete={(g) => edit.mutateAsync({ kind: 'delete', id: g.id })}
    />
  );
}

export function EntityTypesEditor() {
  const list = useCatalog('entity_types');
  const edit = useCatalogEdit('entity_types');
  return (
    <CatalogList<EntityTypeDto, { name: string; allowed: boolean; standard: boolean }>
      title="Entity types"
      noun="Entity type"
      schema={entityTypeSchema}
      items={list.data}
      error={list.error}
      empty="No entity types."
      primary={(t) => (t.allowed ? t.name : `${t.name} (Not Allowed)`)}
      secondary={(t) => (t.standard ? 'Standard type' : 'Custom type')}
      canDelete={(t) => !t.standard}
      blank={{ name: '', allowed: true, standard: false }}
      toDraft={(t) => ({ name: t.name, allowed: t.allowed, standard: t.standard })}
      fields={(draft, change, errors) => (
        <>
          <TextField
            label="Entity type"
            {...fieldError(errors, 'name')}
            value={draft.name}
            disabled={draft.standard}
            onChange={(e) => change({ ...draft, name: e.target.value })}
            autoFocus
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.allowed}
                onChange={(e) => change({ ...draft, allowed: e.target.checked })}
              />
            }
            label="Allowed"
          />
        </>
      )}
      onSave={({ name, allowed }, id) =>
        edit.mutateAsync(
          id
            ? { kind: 'update', id, doc: { name, allowed } }
            : { kind: 'create', doc: { name, allowed } },
        )
      }
      onDelete={(t) => edit.mutateAsync({ kind: 'delete', id: t.id })}
    />
  );
}

type StatusDraft = Omit<CustomStatusDto, 'id'>;

export function CustomStatusesEditor() {
  const list = useCatalog('custom_statuses');
  const edit = useCatalogEdit('custom_statuses');
  return (
    <CatalogList<CustomStatusDto, StatusDraft>
      title="Custom statuses"
      noun="Custom status"
      schema={customStatusSchema}
      items={list.data}
      error={list.error}
      empty="No custom statuses yet."
      primary={(s) => s.client_display_status}
      secondary={(s) =>
        `Firm users see: ${s.firm_user_display_status}${s.client_instruction ? ` · ${s.client_instruction}` : ''}`
      }
      blank={{ client_display_status: '', client_instruction: '', firm_user_display_status: '' }}
      toDraft={({ id: _id, ...rest }) => rest}
      fields={(draft, change, errors) => (
        <>
          <TextField
            label="Client display status"
            {...fieldError(errors, 'client_display_status')}
            value={draft.client_display_status}
            onChange={(e) => change({ ...draft, client_display_status: e.target.value })}
            autoFocus
          />
          <TextField
            label="Client instruction"
            {...fieldError(errors, 'client_instruction')}
            multiline
            value={draft.client_instruction}
            onChange={(e) => change({ ...draft, client_instruction: e.target.value })}
          />
          <TextField
            label="Firm-user display status"
            {...fieldError(errors, 'firm_user_display_status')}
            value={draft.firm_user_display_status}
            onChange={(e) => change({ ...draft, firm_user_display_status: e.target.value })}
          />
        </>
      )}
      onSave={(doc, id) =>
        edit.mutateAsync(id ? { kind: 'update', id, doc } : { kind: 'create', doc })
      }
      onDelete={(s) => edit.mutateAsync({ kind: 'delete', id: s.id })}
    />
  );
}
