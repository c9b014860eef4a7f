// Whose client screens are showing: the signed-in client, or (preview mode) the client a staff
// member previews. Holds the client's active entities, the current one, and prefixed links.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CompanySummaryDto } from '@portico/common/people/company-dto';
import { paths } from '@/config/paths';
import { useActiveCompanies } from '@/features/people/api/companies';
import { useUserProfile } from '@/features/people/api/users';
import { displayName } from '@/lib/current-user';
import { useSession } from '../use-session';

export interface ClientView {
  clientId: string;
  clientName: string;
  preview: boolean;
  /** Read-only: preview, or a read-only client (entity read-only is per entity). */
  readonlyUser: boolean;
  companies: CompanySummaryDto[] | undefined;
  companiesError: Error | null;
  current: CompanySummaryDto | null;
  selectCompany: (company: CompanySummaryDto) => void;
  links: {
    dashboard: string;
    inbox: (hash?: string) => string;
    documents: (hash: string) => string;
    profile: string;
    help: string;
  };
}

const ClientViewContext = createContext<ClientView | null>(null);
const storageKey = (uid: string) => `portico.currentEntity.${uid}`;

function pick(
  companies: CompanySummaryDto[] | undefined,
  hash: string | null,
): CompanySummaryDto | null {
  if (!companies?.length) return null;
  return companies.find((c) => c.hash_id === hash) ?? companies[0] ?? null;
}

export function ClientViewProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { previewUserId } = useParams();
  const [search, setSearch] = useSearchParams();
  const preview = Boolean(previewUserId);
  const clientId = previewUserId ?? user.id;
  const profile = useUserProfile(preview ? clientId : undefined);
  const companies = useActiveCompanies(clientId, preview);
  const [stored, setStored] = useState(() =>
    preview ? null : localStorage.getItem(storageKey(user.id)),
  );
  const chosenHash = preview ? search.get('previewCompanyHash') : stored;
  const current = pick(companies.data, chosenHash);

  const selectCompany = useCallback(
    (company: CompanySummaryDto) => {
      if (preview) {
        setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.set('previewCompanyHash', company.hash_id);
          return next;
        });
        return;
      }
      localStorage.setItem(storageKey(user.id), company.hash_id);
      setStored(company.hash_id);
    },
    [preview, setSearch, user.id],
  );

  const value = useMemo<ClientView>(() => {
    const viewed = preview ? profile.data : user;
    return {
      clientId,
      clientName: viewed ? displayName(viewed) : '',
      preview,
      readonlyUser: preview || Boolean(viewed?.readonly_access),
      companies: companies.data,
      companiesError: (companies.error ?? profile.error) as Error | null,
      current,
      selectCompany,
      links: preview
        ? {
            dashboard: paths.preview.root.getHref(clientId, current?.hash_id),
            inbox: (hash) => paths.preview.inbox.getHref(clientId, hash),
            documents: (hash) => paths.preview.documents.getHref(clientId, hash),
            profile: paths.preview.profile.getHref(clientId),
            help: paths.preview.help.getHref(clientId),
          }
        : {
            dashboard: paths.client.dashboard.getHref(),
            inbox: (hash) => paths.client.inbox.getHref(hash),
            documents: (hash) => paths.client.documents.getHref(hash),
            profile: paths.client.profile.getHref(),
            help: paths.help.getHref(),
          },
    };
  }, [
    clientId,
    companies.data,
    companies.error,
    current,
    preview,
    profile.data,
    profile.error,
    selectCompany,
    user,
  ]);

  return <ClientViewContext.Provider value={value}>{children}</ClientViewContext.Provider>;
}

export function useClientView(): ClientView {
  const view = useContext(ClientViewContext);
  if (!view) throw new Error('useClientView is used outside <ClientViewProvider>');
  return view;
}
