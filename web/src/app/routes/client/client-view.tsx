// Whose client screens are showing: the signed-in client, or (preview mode) the client a staff
// member previews. Holds the client's active entities, the current one, and prefixed links.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';
import { paths } from '@/config/paths';
import { useActiveCompanies, useSetDefaultCompany } from '@/features/people/api/companies';
import { useUserProfile } from '@/features/people/api/users';
import { displayName } from '@/lib/current-user';
import { useSession } from '../use-session';

export interface ClientLinks {
  dashboard: string;
  inbox: (hash?: string, conversationId?: string) => string;
  documents: (hash: string) => string;
  profile: string;
  help: string;
}

export interface ClientView {
  clientId: string;
  clientName: string;
  preview: boolean;
  /** Nothing can be changed: preview, or a read-only client (entity read-only is per entity). */
  readonlyUser: boolean;
  /** The viewed client's own read-only flag: its banner shows to the client and in preview. */
  accountReadonly: boolean;
  companies: EntitySummaryDto[] | undefined;
  companiesError: Error | null;
  current: EntitySummaryDto | null;
  selectCompany: (company: EntitySummaryDto) => void;
  links: ClientLinks;
}

const ClientViewContext = createContext<ClientView | null>(null);

function find(companies: EntitySummaryDto[] | undefined, hash: string | null | undefined) {
  return hash ? (companies?.find((c) => c.hash_id === hash) ?? null) : null;
}

/** The client's links for one entity; in preview each one carries that entity, so it stays chosen. */
function linksFor(preview: boolean, clientId: string, hash: string | undefined): ClientLinks {
  return preview
    ? {
        dashboard: paths.preview.root.getHref(clientId, hash),
        inbox: (h, id) => paths.preview.inbox.getHref(clientId, h, id),
        documents: (h) => paths.preview.documents.getHref(clientId, h),
        profile: paths.preview.profile.getHref(clientId, hash),
        help: paths.preview.help.getHref(clientId, hash),
      }
    : {
        dashboard: paths.client.dashboard.getHref(),
        inbox: (h, id) => paths.client.inbox.getHref(h, id),
        documents: (h) => paths.client.documents.getHref(h),
        profile: paths.client.profile.getHref(),
        help: paths.help.getHref(),
      };
}

export function ClientViewProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { previewUserId, companyHash: routeHash } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const preview = Boolean(previewUserId);
  const clientId = previewUserId ?? user.id;
  const profile = useUserProfile(preview ? clientId : undefined);
  const companies = useActiveCompanies(clientId, preview);
  const onDocuments = useMatch(
    preview ? paths.preview.documents.path : paths.client.documents.path,
  );
  const onInbox = useMatch(preview ? paths.preview.inbox.path : paths.client.inbox.path);
  // The client's choice lives on the server (it follows them to another browser); the current
  // user's copy holds it at once after a switch.
  const chosenId = preview ? null : user.default_company_id;
  const { mutate: saveDefault } = useSetDefaultCompany(user.uid);
  const remember = useCallback(
    (company: EntitySummaryDto) => saveDefault(company.id),
    [saveDefault],
  );
  const chosen = preview
    ? find(companies.data, search.get('previewCompanyHash'))
    : (companies.data?.find((c) => c.id === chosenId) ?? null);
  // An entity named by the route (documents, inbox) wins, so every link from there keeps it.
  const current = find(companies.data, routeHash) ?? chosen ?? companies.data?.[0] ?? null;

  // The client's choice is remembered, also when it came from a route (a link in an email).
  useEffect(() => {
    if (preview || !current || current.id === chosenId) return;
    if (current.hash_id !== routeHash) return;
    remember(current);
  }, [current, preview, routeHash, chosenId, remember]);

  // A screen of one entity (documents, a conversation list) follows the switch by its route.
  const entityScreen = onDocuments ? 'documents' : onInbox && routeHash ? 'inbox' : null;
  const selectCompany = useCallback(
    (company: EntitySummaryDto) => {
      const hash = company.hash_id;
      const links = linksFor(preview, clientId, hash);
      if (entityScreen === 'documents') navigate(links.documents(hash));
      else if (entityScreen === 'inbox') navigate(links.inbox(hash));
      else if (preview) {
        setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.set('previewCompanyHash', hash);
          return next;
        });
      }
      if (!preview) remember(company);
    },
    [clientId, entityScreen, navigate, preview, remember, setSearch],
  );

  const value = useMemo<ClientView>(() => {
    const viewed = preview ? profile.data : user;
    const accountReadonly = Boolean(viewed?.readonly_access);
    return {
      clientId,
      clientName: viewed ? displayName(viewed) : '',
      preview,
      readonlyUser: preview || accountReadonly,
      accountReadonly,
      companies: companies.data,
      companiesError: (companies.error ?? profile.error) as Error | null,
      current,
      selectCompany,
      links: linksFor(preview, clientId, current?.hash_id),
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
