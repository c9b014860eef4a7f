// What staff do to a signature request from a list (the Signatures table, the entity's panel):
// open it (a processing one answers the spec's notice; one waiting for its fields opens where they
// are placed; any other shows its document), view its document, Place fields, download its sealed
// copies (whole or signed pages only), remind its signers, read its signing trail and its signers'
// identity checks (when it asked them), Mark completed once it went out ("Signature request has
// been marked as completed"), and Delete after the confirmation ("Signature request has been
// deleted"). The hook answers the row's menu and the dialogs to render.
import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  COMPLETABLE_STATUSES,
  REACHED_SIGNERS,
  SIGNATURE_REQUEST_MESSAGES,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { VerificationChecksDialog } from '@/components/signing/verification-checks-dialog';
import { requestIdentityAt, useSignedCopyLink } from '../api/request-signing';
import { SigningTrailDialog } from './signing-trail-dialog';
import {
  useDeleteSignatureRequest,
  useMarkSignatureRequestCompleted,
  useRemindSigners,
} from '../api/signature-requests';

const FilePreviewDialog = lazy(() => import('@/components/file-preview/file-preview-dialog'));
const PlaceFieldsDialog = lazy(() => import('./place-fields-dialog'));

const title = (r: SignatureRequestDto) => `${r.form_name}: ${r.document_name}`;

function RowMenu(props: {
  request: SignatureRequestDto;
  onOpen: () => void;
  onPlace: () => void;
  onTrail: () => void;
  onChecks: () => void;
  onComplete: () => void;
  onDelete: () => void;
}) {
  const download = useSignedCopyLink(props.request.id);
  const remind = useRemindSigners();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = (then: () => void) => () => {
    setAnchor(null);
    then();
  };
  const { request } = props;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${title(request)}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={close(props.onOpen)}>
          <ListItemIcon>
            <VisibilityOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>View document</ListItemText>
        </MenuItem>
        {request.status === 'action_required' && (
          <MenuItem onClick={close(props.onPlace)}>
            <ListItemIcon>
              <DrawOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Place fields</ListItemText>
          </MenuItem>
        )}
        {request.signed_document && (
          <MenuItem onClick={close(() => download.mutate('whole'))}>
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Download signed document</ListItemText>
          </MenuItem>
        )}
        {request.signed_pages_only && (
          <MenuItem onClick={close(() => download.mutate('signed-pages'))}>
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Download signed pages</ListItemText>
          </MenuItem>
        )}
        {request.status === 'sent' && !request.declined && (
          <MenuItem
            onClick={close(() =>
              remind.mutate(request.id, { onSuccess: ({ message }) => toast.success(message) }),
            )}
          >
            <ListItemIcon>
              <NotificationsActiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Send reminder</ListItemText>
          </MenuItem>
        )}
        {REACHED_SIGNERS.includes(request.status) && (
          <MenuItem onClick={close(props.onTrail)}>
            <ListItemIcon>
              <HistoryOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Signing trail</ListItemText>
          </MenuItem>
        )}
        {request.identity_verification_status !== null && (
          <MenuItem onClick={close(props.onChecks)}>
            <ListItemIcon>
              <VerifiedUserOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Verification checks</ListItemText>
          </MenuItem>
        )}
        {COMPLETABLE_STATUSES.includes(request.status) && (
          <MenuItem onClick={close(props.onComplete)}>
            <ListItemIcon>
              <DoneAll fontSize="small" />
            </ListItemIcon>
            <ListItemText>Mark completed</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={close(props.onDelete)}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

export function useSignatureRequestActions() {
  const [viewing, setViewing] = useState<SignatureRequestDto | null>(null);
  const [placing, setPlacing] = useState<SignatureRequestDto | null>(null);
  const [tracing, setTracing] = useState<SignatureRequestDto | null>(null);
  const [checking, setChecking] = useState<SignatureRequestDto | null>(null);
  const [completing, setCompleting] = useState<SignatureRequestDto | null>(null);
  const [deleting, setDeleting] = useState<SignatureRequestDto | null>(null);
  const complete = useMarkSignatureRequestCompleted();
  const remove = useDeleteSignatureRequest();

  const open = (request: SignatureRequestDto) => {
    if (request.status === 'processing') toast.info(SIGNATURE_REQUEST_MESSAGES.stillProcessing);
    else if (request.status === 'action_required') setPlacing(request);
    else setViewing(request);
  };
  const menu = (request: SignatureRequestDto) => (
    <RowMenu
      request={request}
      onOpen={() => setViewing(request)}
      onPlace={() => setPlacing(request)}
      onTrail={() => setTracing(request)}
      onChecks={() => setChecking(request)}
      onComplete={() => setCompleting(request)}
      onDelete={() => setDeleting(request)}
    />
  );
  const answered =
    (done: () => void) =>
    ({ message }: { message: string }) => {
      toast.success(message);
      done();
    };

  const dialogs = (
    <>
      {viewing && (
        <Suspense fallback={null}>
          <FilePreviewDialog
            file={{ id: viewing.source.document_id, name: viewing.source.file_name }}
            canDownload
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {placing && (
        <Suspense fallback={null}>
          <PlaceFieldsDialog request={placing} onClose={() => setPlacing(null)} />
        </Suspense>
      )}
      {tracing && <SigningTrailDialog request={tracing} onClose={() => setTracing(null)} />}
      {checking && (
        <VerificationChecksDialog
          subject="signature request"
          about={`${checking.company_name} · ${title(checking)} (${checking.tax_year})`}
          at={requestIdentityAt(checking.id)}
          onClose={() => setChecking(null)}
        />
      )}
      {completing && (
        <ConfirmDialog
          title="Mark completed"
          confirmLabel="Mark completed"
          pending={complete.isPending}
          onConfirm={() =>
            complete.mutate(completing.id, { onSuccess: answered(() => setCompleting(null)) })
          }
          onClose={() => setCompleting(null)}
        >
          {`Mark ${title(completing)} for ${completing.company_name} as completed? Signatures still missing will no longer be asked for.`}
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete signature request"
          confirmLabel="Delete"
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, { onSuccess: answered(() => setDeleting(null)) })
          }
          onClose={() => setDeleting(null)}
        >
          {`Are you sure you want to delete ${title(deleting)} for ${deleting.company_name}? Its PDF stays in the entity’s documents.`}
        </ConfirmDialog>
      )}
    </>
  );
  return { open, menu, dialogs };
}
