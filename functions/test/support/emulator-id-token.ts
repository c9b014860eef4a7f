// A real ID token from the Auth emulator, as the web app holds after signInWithCustomToken with
// the custom token the API answers (its firm_id claim included).
import type { Auth } from 'firebase-admin/auth';

export async function emulatorIdToken(
  auth: Auth,
  authEmulatorHost: string,
  uid: string,
  firmId: string,
): Promise<string> {
  const customToken = await auth.createCustomToken(uid, { firm_id: firmId });
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`Emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}
