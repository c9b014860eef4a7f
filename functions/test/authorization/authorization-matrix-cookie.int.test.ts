// The authorization matrix with every signed-in caller holding the session cookie, as the web app
// does (with its request header): each endpoint answers each kind as with an ID token, but where
// the matrix says otherwise (a cookie never makes another cookie).
import { describe } from 'vitest';
import { useTestApi } from '../support/api-harness';
import { runMatrix } from './matrix-runner';

const testApi = useTestApi();

describe('authorization matrix, by session cookie', () => {
  runMatrix(testApi, 'cookie');
});
