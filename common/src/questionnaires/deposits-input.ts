// What the deposit calls accept (spec 2 §7 "Deposit checkout"): the section to come back to, the
// checkout session to verify, and a staff member's mark.
import { boolean, object, string, type InferType } from 'yup';
import { PAYMENT_NOT_FOUND } from './deposits';

export const depositCheckoutSchema = object({
  /** The section to come back to after the checkout page. */
  section_id: string().max(128).nullable().default(null),
});

export const verifyDepositSchema = object({
  session_id: string()
    .max(255)
    .matches(/^cs_\w+$/, PAYMENT_NOT_FOUND)
    .required('session_id is missing'),
});

export const markDepositSchema = object({
  paid: boolean().required('paid is missing'),
});

export type DepositCheckoutInput = InferType<typeof depositCheckoutSchema>;
