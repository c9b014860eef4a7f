// The template library (/templates, issue 14 item 1): the firm's templates with what they hold,
// and New template, Edit, Preview, Rename, Duplicate and Delete.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { TemplateSummaryDto } from '@portico/common/questionnaires/templates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteTemplate, useDuplicateTemplate, useTemplates } from '../api/templates';
import { NewTemplateDialog } from './new-template-dialog';
import { RenameTemplateDialog } from './rename-template-dialog';
import { HiddenHeaderCell } from '@/components/hidden-header-cell';

export interface TemplateLinks {
  editor: (id: string) => string;
  preview: (id: string) => string;
}

type Open = { kind: 'new' } | { kind: 'rename' | 'delete'; template: TemplateSummaryDto } | null;

function RowActions(props: {
  template: TemplateSummaryDto;
  links: TemplateLinks;
  onOpen: (open: Open) => void;
}) {
  const { template, links, onOpen } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
  const close = () => setAnchor(null);
  const items = [
    { label: 'Edit', icon: <EditOutlined />, act: () => navigate(links.editor(template.id)) },
    {
      label: 'Preview',
      icon: <VisibilityOutlined />,
      act: () => navigate(links.preview(template.id)),
    },
    {
      label: 'Rename',
      icon: <DriveFileRenameOutline />,
      act: () => onOpen({ kind: 'rename', template }),
    },
    {
      label: 'Duplicate',
      icon: <ContentCopy />,
      act: () =>
        duplicate.mutate(template.id, {
          onSuccess: (copy) => toast.success(`Template duplicated as “${copy.name}”`),
          onError: (error) => toast.error(error),
        }),
    },
    { label: 'Delete', icon: <DeleteOutline />, act: () => onOpen({ kind: 'delete', template }) },
  ];
  return (
    <>
      <IconButton
        aria-label={`Actions for ${template.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              close();
              item.act();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function TemplatesTable(props: {
  templates: TemplateSummaryDto[];
  links: TemplateLinks;
  onOpen: (open: Open) => void;
}) {
  const narrow = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Templates">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right" sx={narrow}>
              Sections
            </TableCell>
            <TableCell align="right" sx={narrow}>
              Questions
            </TableCell>
            <TableCell sx={narrow}>Last updated</TableCell>
            <HiddenHeaderCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {props.templates.map((t) => (
            <TableRow key={t.id} hover>
              <TableCell>
                <Link component={RouterLink} to={props.links.editor(t.id)} underline="hover">
                  {t.name}
                </Link>
              </TableCell>
              <TableCell align="right" sx={narrow}>
                {t.section_count}
              </TableCell>
              <TableCell align="right" sx={narrow}>
                {t.question_count}
              </TableCell>
              <TableCell sx={narrow}>{new Date(t.updated_at).toLocaleDateString()}</TableCell>
              <TableCell align="right" padding="checkbox">
                <RowActions template={t} links={props.links} onOpen={props.onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function TemplatesLibrary({ links }: { links: TemplateLinks }) {
  const query = useTemplates();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h1" component="h1">
            Templates
          </Typography>
          <Typography color="text.secondary">
            Questionnaires your firm sends, written once and reused every season.
          </Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setOpen({ kind: 'new' })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          New template
        </Button>
      </Stack>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading templates" />
      ) : query.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h2" gutterBottom>
            No templates yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Start from one of ours — an individual or business organizer, or an engagement letter —
            or from a blank page.
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'new' })}>
            New template
          </Button>
        </Paper>
      ) : (
        <TemplatesTable templates={query.data} links={links} onOpen={setOpen} />
      )}

      {open?.kind === 'new' && (
        <NewTemplateDialog
          onClose={close}
          onCreated={(template) => navigate(links.editor(template.id))}
        />
      )}
      {open?.kind === 'rename' && <RenameTemplateDialog template={open.template} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete template?"
          confirmLabel="Delete"
          destructive
          pending={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.template.id, {
              onSuccess: () => {
                toast.success('Template deleted');
                close();
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          “{open.template.name}” leaves the library and its sign-up link stops working.
          Questionnaires already sent from it are not affected.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
