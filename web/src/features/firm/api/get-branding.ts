// Tenant branding before sign-in: the firm at this host alias or slug (?firm=), if any.
import { useQuery } from '@tanstack/react-query';
import type { BrandingDto } from '@portico/common/firm/firm-catalog-dto';
import { api } from '@/lib/api-client';

export function useBranding(host: string, slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['branding', host, slug],
    queryFn: () => api.get<BrandingDto>('/firms/branding', { host, slug }),
    enabled,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
