// A return's signing trail and when one of its forms is ready to seal: shared by signing a return
// and sealing its forms.
import { isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import type { ESignFormDto } from '@portico/common/tax-returns/tax-return-model';
import { trailIdOf, type TrailRef } from '../../signing/signing.module';
import type { TaxReturnRecord } from '../tax-return-record';

export const returnTrail = (r: Pick<TaxReturnRecord, 'firmId' | 'id'>): TrailRef => ({
  firmId: r.firmId,
  trailId: trailIdOf('tax_return', r.id),
});

/**
 * Every signature on the form is done and at least one was given here (not only marked signed on
 * paper): it is ready to seal.
 */
export const formSigned = (form: ESignFormDto) =>
  form.signatures.some((s) => Boolean(s.signatureData)) &&
  form.signatures.every((s) => isSignatureDone(form, s));
