// Move or copy a file to another folder of the entity (spec 3 §7 "move or copy"): the folders as a
// list to choose from, the file's own folder marked; Copy leaves the file where it is.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alreadyUploaded } from '@portico/common/documents/uploads';
import { folderSegments, ROOT_FOLDER, type VaultFileDto } from '@portico/common/documents/vault';
import { toast } from '@/lib/toast';
import { useMoveFiles } from '../api/vault';
import { folderLabel } from './folder-label';

/** Mount it to open it. */
export function MoveDialog(props: {
  companyId: string;
  file: VaultFileDto;
  tree: string[];
  onClose: () => void;
}) {
  const { file } = props;
  const [target, setTarget] = useState(file.folder);
  const move = useMoveFiles(props.companyId);
  const unchanged = target === file.folder;
  const run = (copy: boolean) =>
    move.mutate(
      { document_ids: [file.id], to_path: target, copy },
      {
        onSuccess: (result) => {
          if (result.duplicates.length > 0) toast.warning(alreadyUploaded(file.name));
          else toast.success(`${copy ? 'Copied' : 'Moved'} to ${folderLabel(target)}`);
          props.onClose();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="move-title">
      <DialogTitle id="move-title">Move or copy {file.name}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 360 }}>
        <RadioGroup
          aria-label="Folder"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {[ROOT_FOLDER, ...props.tree].map((path) => (
            <FormControlLabel
              key={path}
              value={path}
              control={<Radio size="small" />}
              label={path === file.folder ? `${folderLabel(path)} (current)` : folderLabel(path)}
              sx={{ pl: (folderSegments(path) ?? []).length * 2 }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button disabled={move.isPending} onClick={() => run(true)}>
          Copy
        </Button>
        <Button
          variant="contained"
          disabled={unchanged || move.isPending}
          onClick={() => run(false)}
        >
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
