// A spouse's signer link: opening it texts a code to their own phone (issue 45).
import type { OpenSignerLinkDto } from '@portico/common/auth/signer-links';
import { api } from '@/lib/api-client';

export const openSignerLink = (signerToken: string) =>
  api.post<OpenSignerLinkDto>('/sessions/open_signer_link', { signer_token: signerToken });
