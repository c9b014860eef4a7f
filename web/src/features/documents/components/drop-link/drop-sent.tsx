// What the drop link page shows once a drop is sent: what the firm received, what it could not
// take (named), and a way to send more.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { dropReceived, type DropSubmitDto } from '@portico/common/documents/drop-link';
import { INVALID_FILES, UPLOAD_FAILED } from '@portico/common/documents/uploads';

function Skipped({ message, names }: { message: string; names: string[] }) {
  return (
    <Alert severity="warning">
      {message}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {names.map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </Box>
    </Alert>
  );
}

export function DropSent(props: { firmName: string; result: DropSubmitDto; onMore: () => void }) {
  const { result } = props;
  const title = useRef<HTMLParagraphElement>(null);
  // The form the sender was on is gone: take them (and their screen reader) to what happened.
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" fontSize="large" aria-hidden />
        <Typography ref={title} tabIndex={-1} sx={{ fontWeight: 600, outline: 'none' }}>
          {dropReceived(props.firmName)}
        </Typography>
      </Stack>
      {result.received.length > 0 && (
        <List dense aria-label="Files received">
          {result.received.map((name, index) => (
            <ListItem key={`${name}-${index}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={name} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      {result.invalid.length > 0 && <Skipped message={INVALID_FILES} names={result.invalid} />}
      {result.failed.length > 0 && <Skipped message={UPLOAD_FAILED} names={result.failed} />}
      <Box>
        <Button variant="outlined" onClick={props.onMore}>
          Send more documents
        </Button>
      </Box>
    </Stack>
  );
}
