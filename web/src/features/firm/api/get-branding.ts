// Tenant branding before sign-in: the firm at this host alias or slug (?firm=slug, else the
// host's first label), if any. The sign-in page may read it too (one cached query).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BrandingDto } from '@portico/common/firm/firm-catalog-dto';
import { api } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function tenantHint(): { host: string; slug: string; useful: boolean } {
  const host = window.location.hostname;
  const labels = host.split('.');
  // A subdomain names the firm (harborview.portico.app); an IP address has none.
  const isIpAddress = /^[\d.]+$/.test(host) || host.includes(':');
  const slug =
    new URLSearchParams(window.location.search).get('firm') ??
    (labels.length > 2 && !isIpAddress ? (labels[0] ?? '') : '');
  return { host, slug, useful: Boolean(slug) || !LOCAL_HOSTS.has(host) };
}

/** The branding of the firm this address belongs to (null: none), while nobody is signed in. */
export function useTenantBranding() {
  const auth = useAuthState();
  const hint = useMemo(tenantHint, []);
  return useQuery({
    queryKey: ['branding', hint.host, hint.slug],
    queryFn: async () =>
      (await api.get<BrandingDto | undefined>('/firms/branding', {
        host: hint.host,
        slug: hint.slug,
      })) ?? null,
    enabled: auth.status === 'signed-out' && hint.useful,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
