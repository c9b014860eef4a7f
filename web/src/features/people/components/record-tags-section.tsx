// A user's or an entity's tags on its view, with the button that opens User Tags / Entity Tags.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { SectionCard } from '@/components/section-card';
import type { TagRefDto } from '@portico/common/people/people-list';
import type { PeopleTagKind } from '@portico/common/people/tags';
import { RecordTagsDialog } from './record-tags-dialog';

interface Props {
  kind: PeopleTagKind;
  record: { id: string; name: string; tags: TagRefDto[] };
}

export function RecordTagsSection({ kind, record }: Props) {
  const [editing, setEditing] = useState(false);
  const title = kind === 'entity' ? 'Entity Tags' : 'User Tags';
  return (
    <SectionCard
      title="Tags"
      label={title}
      action={
        <Button startIcon={<LocalOfferOutlined />} onClick={() => setEditing(true)}>
          Edit tags
        </Button>
      }
    >
      {record.tags.length === 0 ? (
        <Typography color="text.secondary">No tags yet.</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {record.tags.map((t) => (
            <Chip key={t.id} label={t.name} />
          ))}
        </Stack>
      )}
      {editing && (
        <RecordTagsDialog kind={kind} record={record} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}
