// Random sign-in secrets and their stored form: only hashes reach the store.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@portico/common/auth/sign-in-messages';

/** 256 random bits, URL-safe: for emailed links and auth tokens. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A numeric code of the spec's length, with leading zeros kept. */
export const newVerificationCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Salted with the uid so equal codes of two users hash differently. */
export const codeHash = (uid: string, code: string) => sha256(`${uid}:${code}`);
