// Create your firm: the details (a code is mailed, or the address already has an account), the
// code (the firm is made; its auth token signs the partner in), and a new code.
import type { FirmSignUpInput, FirmSignUpStartDto } from '@portico/common/firm/firm-sign-up';
import { api } from '@/lib/api-client';

export const startFirmSignUp = (input: FirmSignUpInput) =>
  api.post<FirmSignUpStartDto>('/firms/sign_up', input);

export const verifyFirmSignUp = (signupId: string, code: string) =>
  api.post<{ auth_token: string; firm_id: string }>('/firms/sign_up/verify', {
    signup_id: signupId,
    code,
  });

export const resendFirmSignUpCode = (signupId: string) =>
  api.post<{ message: string }>('/firms/sign_up/resend', { signup_id: signupId });
