// Why a client's screen offers nothing to change (spec 2 §4, §6): the account or the entity is
// read-only. Every client screen that withholds an action says so with this, the same way.
import Alert from '@mui/material/Alert';
import {
  READONLY_ACCOUNT,
  READONLY_ENTITY,
} from '@portico/common/questionnaires/questionnaire-access';
import type { ClientView } from './client-view';

export function ReadOnlyNotice({
  view,
}: {
  view: Pick<ClientView, 'accountReadonly' | 'current'>;
}) {
  if (view.accountReadonly) return <Alert severity="info">{READONLY_ACCOUNT}</Alert>;
  if (view.current?.readonly_access) return <Alert severity="info">{READONLY_ENTITY}</Alert>;
  return null;
}
