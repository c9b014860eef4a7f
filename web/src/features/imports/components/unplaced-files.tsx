// The files of a rollover documents import that no entity matched (issue 49): each with why, an
// entity chooser and Place, which files it in that entity's prior-year documents; a placed file
// leaves the list.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { PLACE_MESSAGES } from '@portico/common/imports/placed-files';
import type { ImportDto, UnplacedFileDto } from '@portico/common/imports/imports';
import { EntityChooser, type ChosenEntity } from '@/components/entity-chooser';
import { toast } from '@/lib/toast';
import { usePlaceImportFile } from '../api/import-progress';

function UnplacedFile({ importId, file }: { importId: string; file: UnplacedFileDto }) {
  const [entity, setEntity] = useState<ChosenEntity | undefined>();
  const place = usePlaceImportFile(importId);
  return (
    <ListItem
      disableGutters
      divider
      aria-label={file.name}
      sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, py: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {file.reason}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <EntityChooser label="Entity" value={entity} onChoose={setEntity} />
        <Button
          variant="outlined"
          disabled={!entity}
          loading={place.isPending}
          onClick={() =>
            entity &&
            place.mutate(
              { file: file.file, line: file.line, company_id: entity.id },
              {
                onSuccess: () => toast.success(PLACE_MESSAGES.placed(file.name, entity.name)),
                onError: (error) => toast.error(error),
              },
            )
          }
        >
          Place
        </Button>
      </Stack>
    </ListItem>
  );
}

export function UnplacedFiles({ record }: { record: ImportDto }) {
  if (record.unplaced.length === 0) return null;
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Files to place by hand
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Choose the entity each belongs to: it goes to that entity’s prior-year documents (staff
        only).
      </Typography>
      <List aria-label="Files to place by hand" dense>
        {record.unplaced.map((file) => (
          <UnplacedFile key={`${file.file}:${file.line}`} importId={record.id} file={file} />
        ))}
      </List>
    </Box>
  );
}
