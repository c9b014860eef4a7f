// The sign-in limits: lifetimes of links and codes, lock-out and sending rate limits.
import type { RateLimitPolicy } from '../platform/rate-limits/rate-limits.repo';

const MINUTE = 60_000;

export const LINK_TTL_MS = 60 * MINUTE;
export const CODE_TTL_MS = 10 * MINUTE;
/** An auth token answered for a verified code only needs to live until the exchange call. */
export const AUTH_TOKEN_TTL_MS = 10 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;

/** 5 wrong passwords in 15 minutes lock the account for 15 minutes. */
export const PASSWORD_FAILURES: RateLimitPolicy = {
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Links and codes sent to one user. */
export const SENDS_PER_USER: RateLimitPolicy = { limit: 5, windowMs: 15 * MINUTE };
/** Links and codes requested from one address, whoever they are for. */
export const SENDS_PER_IP: RateLimitPolicy = { limit: 30, windowMs: 15 * MINUTE };
/** Sign-in look-ups of emails without an account from one address; the 20th locks 15 minutes. */
export const UNKNOWN_LOOKUPS_PER_IP: RateLimitPolicy = {
  limit: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Template sign-ups from one address. */
export const SIGN_UPS_PER_IP: RateLimitPolicy = { limit: 10, windowMs: 60 * MINUTE };

/** Firms signed up from one address (create your firm), and codes mailed to one address. */
export const FIRM_SIGN_UPS_PER_IP: RateLimitPolicy = { limit: 5, windowMs: 60 * MINUTE };
export const FIRM_SIGN_UPS_PER_EMAIL: RateLimitPolicy = { limit: 5, windowMs: 60 * MINUTE };

export const limitKeys = {
  firmSignUpsFromIp: (ip: string) => `firm-sign-ups-ip:${ip}`,
  firmSignUpsToEmail: (email: string) => `firm-sign-ups-email:${email.trim().toLowerCase()}`,
  passwordFailures: (email: string) => `password-failures:${email.trim().toLowerCase()}`,
  sendsToUser: (uid: string) => `sends-user:${uid}`,
  sendsFromIp: (ip: string) => `sends-ip:${ip}`,
  signUpsFromIp: (ip: string) => `sign-ups-ip:${ip}`,
  unknownLookupsFromIp: (ip: string) => `unknown-lookups-ip:${ip}`,
};
