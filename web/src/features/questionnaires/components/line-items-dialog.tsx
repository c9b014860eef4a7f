// A prior-year item's line items (spec 2 §3 "Line item": category and value): last year's figures
// the next questionnaire shows beside the item. Each saves when it loses focus (a refused edit goes
// back), a new one is added by its category, and any can be removed.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  ROLLOVER_MESSAGES,
  type RolloverItemDto,
} from '@portico/common/questionnaires/rollover-items';
import { toast } from '@/lib/toast';
import type { useRolloverChange } from '../api/rollover-items';
import { SavedOnBlurField } from './saved-on-blur-field';

type RolloverChange = ReturnType<typeof useRolloverChange>;

export function LineItemsDialog({
  item,
  change,
  onClose,
}: {
  item: RolloverItemDto;
  change: RolloverChange;
  onClose: () => void;
}) {
  const [category, setCategory] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const outcome = { onError: (failure: unknown) => toast.error(failure) };
  const add = () => {
    if (!category.trim()) return setError(ROLLOVER_MESSAGES.category);
    setError(null);
    change.mutate(
      { kind: 'add-line', id: item.id, input: { category, value } },
      {
        ...outcome,
        onSuccess: () => {
          setCategory('');
          setValue('');
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="line-items-title">
      <DialogTitle id="line-items-title">Line items: {item.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {item.line_items.length === 0 && (
            <Typography color="text.secondary">No line items yet.</Typography>
          )}
          {item.line_items.map((line) => (
            <Stack
              key={line.id}
              direction="row"
              spacing={1}
              role="group"
              aria-label={line.category}
            >
              <SavedOnBlurField
                key={`c-${line.category}`}
                label="Category"
                value={line.category}
                required
                onSave={(next) =>
                  change.mutateAsync({
                    kind: 'update-line',
                    id: item.id,
                    lineId: line.id,
                    input: { category: next },
                  })
                }
              />
              <SavedOnBlurField
                key={`v-${line.value}`}
                label="Value"
                value={line.value}
                onSave={(next) =>
                  change.mutateAsync({
                    kind: 'update-line',
                    id: item.id,
                    lineId: line.id,
                    input: { value: next },
                  })
                }
              />
              <IconButton
                aria-label={`Remove ${line.category}`}
                onClick={() =>
                  change.mutate({ kind: 'delete-line', id: item.id, lineId: line.id }, outcome)
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
          <Stack
            component="form"
            direction="row"
            spacing={1}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              add();
            }}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              fullWidth
              label="New category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              error={Boolean(error)}
              helperText={error}
            />
            <TextField
              size="small"
              fullWidth
              label="New value"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <IconButton type="submit" aria-label="Add line item" disabled={change.isPending}>
              <Add />
            </IconButton>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
