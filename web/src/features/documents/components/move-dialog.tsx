// Move or copy a file to another folder (spec 3 §7 "move or copy"), and for staff to another
// entity: the entity (this one at first), then its folders as a list to choose from, the file's
// own folder marked; Copy leaves the file where it is.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { alreadyUploaded } from '@portico/common/documents/uploads';
import { folderSegments, ROOT_FOLDER, type VaultFileDto } from '@portico/common/documents/vault';
import { EntityChooser, type ChosenEntity } from '@/components/entity-chooser';
import { toast } from '@/lib/toast';
import { useMoveFiles, useVaultListing, vaultKeys } from '../api/vault';
import { folderLabel } from './folder-label';

/** Mount it to open it. */
export function MoveDialog(props: {
  companyId: string;
  file: VaultFileDto;
  tree: string[];
  /** This entity, when the reader may move files to other entities (staff). */
  entity?: ChosenEntity;
  onClose: () => void;
}) {
  const { file } = props;
  const [toEntity, setToEntity] = useState(props.entity);
  const elsewhere = toEntity !== undefined && toEntity.id !== props.companyId;
  const [target, setTarget] = useState(file.folder);
  const otherTree = useVaultListing(toEntity?.id ?? props.companyId, ROOT_FOLDER, false, elsewhere);
  const tree = elsewhere ? otherTree.data?.tree : props.tree;
  const move = useMoveFiles(props.companyId);
  const client = useQueryClient();
  const unchanged = !elsewhere && target === file.folder;
  const where = elsewhere ? `${toEntity.name} · ${folderLabel(target)}` : folderLabel(target);
  const chooseEntity = (entity: ChosenEntity) => {
    setToEntity(entity);
    setTarget(entity.id === props.companyId ? file.folder : ROOT_FOLDER);
  };
  const run = (copy: boolean) =>
    move.mutate(
      {
        document_ids: [file.id],
        to_path: target,
        copy,
        ...(elsewhere ? { to_company_id: toEntity.id } : {}),
      },
      {
        onSuccess: (result) => {
          if (elsewhere) void client.invalidateQueries({ queryKey: vaultKeys.all(toEntity.id) });
          if (result.duplicates.length > 0) toast.warning(alreadyUploaded(file.name));
          else toast.success(`${copy ? 'Copied' : 'Moved'} to ${where}`);
          props.onClose();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="move-title">
      <DialogTitle id="move-title" sx={{ overflowWrap: 'anywhere' }}>
        Move or copy {file.name}
      </DialogTitle>
      {toEntity && (
        <Stack sx={{ px: 3, pb: 2 }}>
          <EntityChooser label="Entity" value={toEntity} onChoose={chooseEntity} fullWidth />
        </Stack>
      )}
      <DialogContent dividers sx={{ maxHeight: 360 }}>
        {tree ? (
          <RadioGroup
            aria-label="Folder"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {[ROOT_FOLDER, ...tree].map((path) => (
              <FormControlLabel
                key={path}
                value={path}
                control={<Radio size="small" />}
                label={
                  !elsewhere && path === file.folder
                    ? `${folderLabel(path)} (current)`
                    : folderLabel(path)
                }
                sx={{ pl: (folderSegments(path) ?? []).length * 2 }}
              />
            ))}
          </RadioGroup>
        ) : (
          <Skeleton variant="rounded" height={120} aria-label="Loading folders" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button disabled={move.isPending || !tree} onClick={() => run(true)}>
          Copy
        </Button>
        <Button
          variant="contained"
          disabled={unchanged || move.isPending || !tree}
          onClick={() => run(false)}
        >
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
