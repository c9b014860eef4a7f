// Send Questionnaire (spec 2 §2 "Send Questionnaire chooser"): Template, Document Drop Off (when the
// firm has it on) or Custom, each opening its dialog for the entities given: one from the entity
// view, or a selection from the Entities list.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Send from '@mui/icons-material/SendOutlined';
import type { SendTarget } from './send-dialog-frame';

const SendTemplateDialog = lazy(() =>
  import('./send-template-dialog').then((m) => ({ default: m.SendTemplateDialog })),
);
const CustomQuestionnaireDialog = lazy(() =>
  import('./custom-questionnaire-dialog').then((m) => ({ default: m.CustomQuestionnaireDialog })),
);
const DropOffDialog = lazy(() =>
  import('./drop-off-dialog').then((m) => ({ default: m.DropOffDialog })),
);

const DIALOGS = {
  template: SendTemplateDialog,
  'drop-off': DropOffDialog,
  custom: CustomQuestionnaireDialog,
};

type SendKind = 'template' | 'drop-off' | 'custom';

/**
 * Send Questionnaire (spec 2 §2): from a template, a Document Drop Off (when the firm has it on),
 * or the firm's own items.
 */
export function SendMenu({
  targets,
  targetsLabel,
  dropOff,
}: {
  targets: SendTarget[];
  /** Who it goes to in words, when not by name (a selection of many). */
  targetsLabel?: string;
  dropOff: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<SendKind | null>(null);
  const choose = (kind: SendKind) => {
    setAnchor(null);
    setOpen(kind);
  };
  const close = () => setOpen(null);
  const Chosen = open ? DIALOGS[open] : null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Send />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Send questionnaire
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('template')}>
          <ListItemText primary="Template" secondary="One of the firm’s templates" />
        </MenuItem>
        {dropOff && (
          <MenuItem onClick={() => choose('drop-off')}>
            <ListItemText primary="Document Drop Off" secondary="Documents uploaded from a link" />
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('custom')}>
          <ListItemText primary="Custom" secondary="A few items of your own" />
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {Chosen && <Chosen targets={targets} targetsLabel={targetsLabel} onClose={close} />}
      </Suspense>
    </>
  );
}
