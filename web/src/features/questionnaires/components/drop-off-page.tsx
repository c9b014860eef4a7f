// The public Document Drop Off page (/document-drop-off?questionnaireId=&companyId=&token=): the
// checklist a firm mailed, opened from the link without signing in. Each document has its own
// upload zone and shows what has arrived; when every required one is in, 'I Agree' and Submit send
// it to the firm, as the portal's Review and Submit does. A bad or expired link says so, and how
// to go on.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { formatCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import type {
  DropOffAccess,
  DropOffItemDto,
  DropOffPageDto,
} from '@portico/common/questionnaires/drop-off';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import {
  dropOffUploads,
  useDropOff,
  useRefreshDropOff,
  useRemoveDropOffDocument,
  useSubmitDropOff,
} from '../api/drop-off';
import { AGREE_TEXT } from './review-submit';
import { UploadDropZone, UploadStatus, useFileUpload } from '@/components/upload-zone';

function DropOffItem(props: {
  access: DropOffAccess;
  item: DropOffItemDto;
  canChange: boolean;
  onUploaded: () => void;
}) {
  const { item } = props;
  const upload = useFileUpload(
    dropOffUploads(props.access),
    { question_id: item.id },
    props.onUploaded,
  );
  const remove = useRemoveDropOffDocument(props.access);
  const done = item.documents.length > 0;
  const titleId = `drop-off-item-${item.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
              {item.text}
            </Typography>
            {done ? (
              <Chip size="small" color="success" icon={<CheckCircleOutlined />} label="Uploaded" />
            ) : (
              <Chip size="small" variant="outlined" label={item.optional ? 'Optional' : 'Needed'} />
            )}
          </Stack>
          {done && (
            <List dense disablePadding aria-label={`Uploaded for: ${item.text}`}>
              {item.documents.map((document) => (
                <ListItem
                  key={document.id}
                  disableGutters
                  secondaryAction={
                    props.canChange && (
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${document.name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(document.id, { onError: (error) => toast.error(error) })
                        }
                      >
                        <DeleteOutlined />
                      </IconButton>
                    )
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <DescriptionOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={document.name} />
                </ListItem>
              ))}
            </List>
          )}
          <UploadStatus upload={upload} />
          {props.canChange && (
            <UploadDropZone upload={upload} label={`Files for: ${item.text}`} hasFiles={done} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function SubmitChecklist(props: { access: DropOffAccess; page: DropOffPageDto }) {
  const [agreed, setAgreed] = useState(false);
  const submit = useSubmitDropOff(props.access);
  const missing = props.page.items.filter((i) => !i.optional && i.documents.length === 0).length;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            Send to {props.page.firm_name}
          </Typography>
          {missing > 0 && (
            <Typography color="text.secondary">
              {missing === 1
                ? 'One document is still needed before you can send them.'
                : `${missing} documents are still needed before you can send them.`}
            </Typography>
          )}
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={AGREE_TEXT}
          />
          <div>
            <Button
              variant="contained"
              disabled={!agreed || missing > 0 || submit.isPending}
              onClick={() =>
                submit.mutate(agreed, {
                  onError: (error) => toast.error(error),
                })
              }
            >
              Submit
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Checklist({ access, page }: { access: DropOffAccess; page: DropOffPageDto }) {
  const refresh = useRefreshDropOff(access);
  const due = page.due_date ? formatCalendarDate(page.due_date) : null;
  const until = formatCalendarDate(toCalendarDate(new Date(page.expires_at)));
  const canChange = !page.read_only_reason && !page.submitted_at;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {page.firm_name}
        </Typography>
        <Typography variant="h4" component="h1">
          {page.name}
        </Typography>
        <Typography color="text.secondary">
          {page.company_name} · Tax year {page.tax_year}
          {due ? ` · Due ${due}` : ''}
        </Typography>
      </Box>
      {page.submitted_at ? (
        <Alert severity="success" icon={<CheckCircleOutlined />}>
          Thank you! {page.firm_name} has your documents. You can close this page.
        </Alert>
      ) : page.read_only_reason ? (
        <Alert severity="info">{page.read_only_reason}</Alert>
      ) : (
        <Typography>
          Upload each document below. No sign-in is needed: this link works until {until}.
        </Typography>
      )}
      {page.items.map((item) => (
        <DropOffItem
          key={item.id}
          access={access}
          item={item}
          canChange={canChange}
          onUploaded={() => void refresh()}
        />
      ))}
      {canChange && <SubmitChecklist access={access} page={page} />}
    </Stack>
  );
}

export function DropOffPage({ access }: { access: DropOffAccess }) {
  const checklist = useDropOff(access);
  if (checklist.isError)
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="h4" component="h1">
          Document Drop Off
        </Typography>
        <Alert severity="error">{checklist.error.message}</Alert>
        <div>
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Sign in to the portal
          </Button>
        </div>
      </Stack>
    );
  if (!checklist.data)
    return (
      <Stack spacing={3} aria-busy="true" aria-label="Loading the checklist">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  return <Checklist access={access} page={checklist.data} />;
}
