// Sending a signature request to its signers (issue 46): what staff choose as it goes out.
import { boolean, object, type InferType } from 'yup';

export const sendRequestSchema = object({
  /** Each signer verifies their identity before signing (the firm's preference must be on). */
  identity_verification: boolean()
    .typeError('identity_verification must be true or false')
    .default(false),
});
export type SendRequestInput = InferType<typeof sendRequestSchema>;
