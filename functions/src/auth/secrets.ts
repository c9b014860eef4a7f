// Random sign-in secrets and their stored form: only hashes reach the store.
import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@portico/common/auth/sign-in-messages';
import { sha256 } from '../kernel/link-tokens';

export { newLinkToken, sha256 } from '../kernel/link-tokens';

/** A numeric code of the spec's length, with leading zeros kept. */
export const newVerificationCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** Salted with the uid so equal codes of two users hash differently. */
export const codeHash = (uid: string, code: string) => sha256(`${uid}:${code}`);
