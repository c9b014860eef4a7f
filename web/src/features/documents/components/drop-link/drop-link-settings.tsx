// The loaded Drop Link dialog's content: the address, the settings edited here until Save (who is
// told of a drop, whether the page offers sign-in), and the drops received.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DROP_LINK_MESSAGES,
  dropLinkPath,
  type DropLinkDto,
  type DropLinkSettingsInput,
} from '@portico/common/documents/drop-link';
import { toast } from '@/lib/toast';
import { useSaveDropLinkSettings } from '../../api/drop-link';
import { DropLinkAddress } from './drop-link-address';
import { NotifyUsersPicker } from './notify-users-picker';
import { ReceivedDrops } from './received-drops';

const settingsOf = (link: DropLinkDto): DropLinkSettingsInput => ({
  notify_user_ids: link.notify_user_ids,
  hide_sign_in_button: link.hide_sign_in_button,
});

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function DropLinkSettings({
  link,
  onClose,
  onLeave,
  onUnsaved,
}: {
  link: DropLinkDto;
  onClose: () => void;
  /** A link in it took the reader elsewhere. */
  onLeave: () => void;
  /** Whether the settings shown differ from those saved. */
  onUnsaved: (unsaved: boolean) => void;
}) {
  // Edited here from the loaded link; the saved link (the query's data) is what they differ from.
  const [settings, setSettings] = useState(() => settingsOf(link));
  const save = useSaveDropLinkSettings();
  const changed =
    settings.hide_sign_in_button !== link.hide_sign_in_button ||
    !sameIds(settings.notify_user_ids, link.notify_user_ids);
  const noneChosen = settings.notify_user_ids.length === 0;
  useEffect(() => onUnsaved(changed), [changed, onUnsaved]);

  return (
    <>
      <DialogContent>
        <Stack spacing={3}>
          <DialogContentText>
            Anyone with this link can send your firm documents without signing in. They wait here
            for you, and the people chosen below are told by email.
          </DialogContentText>
          <DropLinkAddress
            url={`${window.location.origin}${dropLinkPath(link.token)}`}
            unsaved={changed}
          />
          <Stack spacing={1}>
            <NotifyUsersPicker
              value={settings.notify_user_ids}
              onChange={(ids) => setSettings((s) => ({ ...s, notify_user_ids: ids }))}
            />
            {noneChosen && <Alert severity="warning">{DROP_LINK_MESSAGES.selectRecipients}</Alert>}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={settings.hide_sign_in_button}
                onChange={(e) =>
                  setSettings((s) => ({ ...s, hide_sign_in_button: e.target.checked }))
                }
              />
            }
            label="Hide the sign-in button on the drop link page"
          />
          {save.isError && <Alert severity="error">{save.error.message}</Alert>}
          <ReceivedDrops drops={link.drops} onLeave={onLeave} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={save.isPending || !changed || noneChosen}
          onClick={() =>
            save.mutate(settings, {
              onSuccess: () => toast.success(DROP_LINK_MESSAGES.saved),
            })
          }
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}
