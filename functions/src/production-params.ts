// What a deployed project is configured with (README "Deploying"): secrets in Secret Manager
// (`firebase functions:secrets:set NAME`), parameters asked for at the first deploy and kept in
// functions/.env.<project>. Read with `.value()` only once a function runs.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const REGION = 'us-central1';

/** The platform's Stripe secret key (card payments on firms' accounts, identity checks). */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');

/**
 * The signing secrets of the Stripe webhook endpoints (…/api/stripe/webhook), comma-separated:
 * the platform's own events and its connected accounts' are two endpoints, each with its secret.
 */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The PKCS#12 signed PDFs are sealed with (base64) and its password; read by the tasks that seal. */
export const SEALING_P12 = defineSecret('SEALING_P12');
export const SEALING_P12_PASSWORD = defineSecret('SEALING_P12_PASSWORD');

export const PORTAL_URL = defineString('PORTAL_URL', {
  default: '',
  description:
    'The portal’s public address for links in mail, e.g. https://portal.example-firm.com (empty: the Hosting address each request came to)',
});

export const API_MIN_INSTANCES = defineInt('API_MIN_INSTANCES', {
  default: 0,
  description:
    'Instances of the api function kept warm (0: none, the cheapest; 1 takes the cold start off the first request after a quiet spell)',
});
