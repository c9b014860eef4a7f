// Authorization matrix entries for the global alert and the caller's signal.
import { statuses, type MatrixEntry } from './matrix-kinds';

export const realtimeMatrix: MatrixEntry[] = [
  { method: 'get', route: '/alerts/global', expect: statuses(200, { anonymous: 401 }) },
  {
    method: 'put',
    route: '/alerts/global',
    body: { show: false, text: '' },
    // Partners push to their own firm only (the other firm's partner writes the other firm's alert).
    expect: statuses(403, { anonymous: 401, partner: 200, otherFirm: 200 }),
  },
  { method: 'get', route: '/signals/me', expect: statuses(200, { anonymous: 401 }) },
];
