// Authorization matrix entries for the session endpoints.
import { DEMO_PASSWORD, DEMO_USERS } from '../local/seed/demo-firm';
import { statuses, type MatrixEntry } from '../test-support/matrix-kinds';

export const authMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/sessions/verify_password_for_firebase_token',
    body: { username: DEMO_USERS.clientOneEntity.email, password: DEMO_PASSWORD },
    // Public: anyone holding the credential signs in, whoever sends it.
    expect: statuses(200),
  },
  {
    method: 'get',
    route: '/sessions/current_user',
    expect: statuses(200, { anonymous: 401 }),
  },
];
