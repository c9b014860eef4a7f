// The signing capability (issue 45; ARCHITECTURE "Signing"): the consent to sign electronically,
// the signatures given with their evidence, the audit trail, where a form's signatures go, and the
// seal of a signed PDF. Used by the areas that send documents for signature (tax returns,
// questionnaires' letters, signature requests), which own who signs what.
export { signingEngine, type SigningEngine, type GivenSignature } from './signing-engine';
export {
  signingContextOf,
  PORTAL_ACTOR,
  PORTAL_CONTEXT,
  type SigningActor,
  type SigningContext,
} from './signing-context';
export { signingRoutes } from './signing-routes';
export { trailIdOf, toSigningEventDto, type TrailRef } from './signing-trail.repo';
export { consentDtoOf, isCurrentConsent, type EsignConsentRecord } from './esign-consents.repo';
export type { SignatureCaptureRecord } from './signature-captures.repo';
export { keptUntil, RETENTION_YEARS, type RetentionRecord } from './retention-records.repo';
export { signatureLines, placeSignatures } from './placement/signature-lines';
export {
  householdOf,
  reachSigners,
  unreachableSigner,
  type SignerReach,
  type SignerReachDeps,
} from './reach-signers';
export { sealSignedPages, certificateSignerOf, paperSigner } from './seal/seal-signed-pages';
export { verifySeal, type SealCheck } from './seal/seal-pdf';
export { extractPages } from './seal/extract-pages';
export { certificateEventOf } from './seal/certificate-page';
export { certificateReport, trailCsv } from './seal/trail-report';
export {
  identityCheckFlow,
  type IdentityCheckFlow,
  type IdentityCheckedKind,
  type CheckedPerson,
} from './identity/identity-check-flow';
