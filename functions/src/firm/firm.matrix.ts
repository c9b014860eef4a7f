// Authorization matrix entries for the firm endpoints.
import { statuses, type MatrixEntry } from '../test-support/matrix-kinds';

export const firmMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/firms/current_user_firm',
    // Everyone signed in reads their own firm (and only theirs: the answer is the caller's firm).
    expect: statuses(200, { anonymous: 401 }),
  },
];
