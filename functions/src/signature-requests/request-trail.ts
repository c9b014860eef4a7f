// A request's signing trail: where its sending, opening, consents, signatures, declining and seal
// are recorded (the signing engine's, as a return's).
import { trailIdOf, type TrailRef } from '../signing/signing.module';
import type { SignatureRequestRecord } from './signature-request-record';

export const requestTrail = (r: Pick<SignatureRequestRecord, 'firmId' | 'id'>): TrailRef => ({
  firmId: r.firmId,
  trailId: trailIdOf('signature_request', r.id),
});
