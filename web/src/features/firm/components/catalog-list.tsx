// A small editable list (one row per item with Edit and Delete, and an Add form) used by the firm
// catalogue editors; each editor supplies its fields and the shared schema that checks them, so a
// bad value is named next to its field before anything is sent, and every change is confirmed.
import { useState, type ReactNode } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { toast } from '@/lib/toast';

/** Field name → message, for the fields of the draft being edited. */
export type DraftErrors = Record<string, string>;

/** A text field's error state and message from the draft's errors. */
export const fieldError = (errors: DraftErrors, name: string) => ({
  error: Boolean(errors[name]),
  helperText: errors[name],
});

export interface CatalogListProps<T extends { id: string }, D> {
  title: string;
  /** What one item is called in the confirmations ('Role' → 'Role created'). */
  noun: string;
  /** The shared schema a draft must pass before it is saved. */
  schema: AnyObjectSchema;
  items: T[] | undefined;
  error: Error | null;
  empty: string;
  primary: (item: T) => ReactNode;
  secondary?: (item: T) => ReactNode;
  canDelete?: (item: T) => boolean;
  blank: D;
  toDraft: (item: T) => D;
  /** The fields of the add/edit form for one draft. */
  fields: (draft: D, change: (next: D) => void, errors: DraftErrors) => ReactNode;
  onSave: (draft: D, id: string | null) => Promise<unknown>;
  onDelete: (item: T) => Promise<unknown>;
}

export function CatalogList<T extends { id: string }, D>(props: CatalogListProps<T, D>) {
  const [editing, setEditing] = useState<{ id: string | null; draft: D } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const edit = (next: { id: string | null; draft: D } | null) => {
    setEditing(next);
    setErrors({});
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      edit(null);
    } catch {
      // The mutation cache shows the error toast; the draft stays so nothing typed is lost.
    } finally {
      setBusy(false);
    }
  };
  const save = async (current: { id: string | null; draft: D }) => {
    try {
      await props.schema.validate(current.draft, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message])));
      return;
    }
    const done = `${props.noun} ${current.id ? 'updated' : 'created'}`;
    await run(() => props.onSave(current.draft, current.id), done);
  };
  return (
    <Stack spacing={1.5} component="section" aria-label={props.title}>
      <Typography variant="h2" component="h2">
        {props.title}
      </Typography>
      {props.error && <Alert severity="error">{props.error.message}</Alert>}
      {!props.items && !props.error && <Skeleton variant="rounded" height={96} />}
      {props.items?.length === 0 && <Typography color="text.secondary">{props.empty}</Typography>}
      <List dense disablePadding>
        {props.items?.map((item) => (
          <ListItem
            key={item.id}
            divider
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  aria-label={`Edit ${String(props.primary(item))}`}
                  onClick={() => edit({ id: item.id, draft: props.toDraft(item) })}
                >
                  <EditOutlined />
                </IconButton>
                {(props.canDelete?.(item) ?? true) && (
                  <IconButton
                    aria-label={`Delete ${String(props.primary(item))}`}
                    disabled={busy}
                    onClick={() => setDeleting(item)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )}
              </Stack>
            }
          >
            <ListItemText primary={props.primary(item)} secondary={props.secondary?.(item)} />
          </ListItem>
        ))}
      </List>
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="catalog-delete-title">
          <DialogTitle id="catalog-delete-title">
            Delete {String(props.primary(deleting))}?
          </DialogTitle>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => {
                const item = deleting;
                setDeleting(null);
                void run(() => props.onDelete(item), `${props.noun} deleted`);
              }}
            >
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {editing ? (
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(editing);
          }}
        >
          {props.fields(editing.draft, (draft) => setEditing({ ...editing, draft }), errors)}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
            <Button onClick={() => edit(null)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <div>
          <Button variant="outlined" onClick={() => edit({ id: null, draft: props.blank })}>
            Add
          </Button>
        </div>
      )}
    </Stack>
  );
}
