// Secrets mailed in links (sign-in links, drop-off links): random, URL-safe, and stored only as
// their hash.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
