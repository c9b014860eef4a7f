// The whole route table (spec 1 §2, spec 2 §2, spec 3 §2). Every page is its own lazily loaded
// chunk; areas not built yet render the shared AreaPlaceholder.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchPath,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { lazyPage, withFirstScreenMark } from '@/lib/lazy-page';
import { prefetchTaxReturn } from '@/features/tax-returns/api/draft-review';
import { ClientGate, RequireStaff } from './routes/guards';
import { RouteErrorBoundary } from './routes/route-error-boundary';

type RouteModule = { default: ComponentType };

/**
 * A route whose component is the default export of a lazily imported module; the first one
 * rendered is the first screen (lib/first-screen), as for a lazy page.
 */
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: withFirstScreenMark((await load()).default) }),
});

/** A route for an area that is not built yet. */
const placeholder = (title: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { AreaPlaceholder } = await import('@/components/area-placeholder');
    return { Component: () => <AreaPlaceholder title={title} /> };
  },
});

const publicLayout = page(() => import('./routes/public/public-layout'));
const help = page(() => import('./routes/help/help'));

// The client shell and its pages are lazy components (lib/lazy-page) rather than route `lazy`: the router
// fetches every matched route's `lazy` module before rendering, and an anonymous visitor at '/'
// (who gets the sign-in page from ClientGate) must not download them.
const ClientDashboard = lazyPage(() => import('./routes/client/dashboard'));
const ClientProfile = lazyPage(() => import('./routes/client/profile'));
const ClientQuestionnaire = lazyPage(() => import('./routes/client/questionnaire'));
const ClientDocuments = lazyPage(() => import('./routes/client/documents'));
const ClientInbox = lazyPage(() => import('./routes/client/inbox'));
const ClientTaxReturn = lazyPage(() => import('./routes/client/tax-return-delivery'));
const ClientSignatureRequest = lazyPage(() => import('./routes/client/review-signature-request'));
const clientPages = [
  [paths.client.dashboard.path, ClientDashboard],
  [paths.client.profile.path, ClientProfile],
  [paths.client.questionnaire.path, ClientQuestionnaire],
  [paths.client.documents.path, ClientDocuments],
  [paths.client.inbox.path, ClientInbox],
  [paths.client.taxReturnDelivery.path, ClientTaxReturn],
  [paths.client.reviewSignatureRequest.path, ClientSignatureRequest],
] as const;
// The shell and the page it opens on download side by side, not one after the other; a return's
// page (opened from a mail) asks for the return meanwhile too.
const ClientShell = lazyPage(
  () => {
    const opening = clientPages.find(([path]) => matchPath(path, window.location.pathname));
    opening?.[1].preload();
    const taxReturn = matchPath(paths.client.taxReturnDelivery.path, window.location.pathname);
    if (taxReturn?.params.taxReturnId) prefetchTaxReturn(taxReturn.params.taxReturnId);
    return import('./routes/client/client-shell');
  },
  { shell: true },
);

/**
 * The client's opening screen (the shell and the page the address opens), loaded before the app's
 * first render when the boot says the client's screens show: they then render at once instead of
 * behind the shell's fallback and React's reveal throttle.
 */
export function loadClientOpening(): Promise<unknown> {
  const opening = clientPages.find(([path]) => matchPath(path, window.location.pathname));
  return Promise.all([ClientShell.load(), opening?.[1].load()]);
}
const suspended = (element: ReactNode) => (
  <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>
);

const devRoutes: RouteObject[] = [];
// A static check on a build-time constant: production builds drop these modules entirely.
if (import.meta.env.VITE_DEV_TOOLS === 'true') {
  devRoutes.push(
    { path: paths.dev.inbox.path, ...page(() => import('./routes/dev/dev-inbox')) },
    { path: paths.dev.throw.path, ...page(() => import('./routes/dev/dev-throw')) },
  );
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    children: [
      // Public (no sign-in)
      { path: paths.signIn.path, ...page(() => import('./routes/auth/sign-in')) },
      // Sign-in set-up and template links: full-page cards like sign-in, without the public bar.
      {
        path: paths.setSignInMethod.path,
        ...page(() => import('./routes/auth/set-sign-in-method')),
      },
      { path: paths.templateStart.path, ...page(() => import('./routes/auth/template-start')) },
      { path: paths.createFirm.path, ...page(() => import('./routes/auth/create-firm')) },
      {
        path: paths.templateCreateQuestionnaire.path,
        ...page(() => import('./routes/auth/template-create-questionnaire')),
      },
      {
        ...publicLayout,
        children: [
          {
            path: paths.documentDropOff.path,
            ...page(() => import('./routes/public/document-drop-off')),
          },
          { path: paths.dropLink.path, ...page(() => import('./routes/public/drop-link')) },
          // The same page under the name firms also give it (docs/decisions/documents.md).
          { path: paths.secureUpload.path, ...page(() => import('./routes/public/drop-link')) },
          { path: paths.design.path, ...placeholder('Design') },
        ],
      },
      // Help: public, but a signed-in client reads it inside their portal (help-frame).
      {
        path: paths.help.path,
        ...page(() => import('./routes/help/help-frame')),
        children: [{ index: true, ...help }],
      },
      ...devRoutes,

      // Client tree; '/' is also the sign-in page for anonymous visitors.
      {
        element: <ClientGate />,
        children: [
          {
            element: suspended(<ClientShell />),
            children: [
              { path: paths.client.dashboard.path, element: suspended(<ClientDashboard />) },
              { path: paths.client.inbox.path, element: suspended(<ClientInbox />) },
              { path: paths.client.documents.path, element: suspended(<ClientDocuments />) },
              { path: paths.client.profile.path, element: suspended(<ClientProfile />) },
              {
                path: paths.client.questionnaire.path,
                element: suspended(<ClientQuestionnaire />),
              },
              {
                path: paths.client.taxReturnDelivery.path,
                element: suspended(<ClientTaxReturn />),
              },
              {
                path: paths.client.reviewSignatureRequest.path,
                element: suspended(<ClientSignatureRequest />),
              },
            ],
          },
        ],
      },

      // Staff tree
      {
        element: <RequireStaff />,
        children: [
          {
            path: paths.staff.taxReturnAdminView.path,
            ...page(() => import('./routes/staff/tax-return-delivery-admin-view')),
          },
          {
            ...page(() => import('./routes/staff/staff-shell')),
            children: [
              { path: paths.staff.overview.path, ...page(() => import('./routes/staff/overview')) },
              {
                path: paths.staff.templates.path,
                ...page(() => import('./routes/staff/templates')),
              },
              {
                path: paths.staff.templateEditor.path,
                ...page(() => import('./routes/staff/template-editor')),
              },
              { path: paths.staff.entities.path, ...page(() => import('./routes/staff/entities')) },
              {
                ...page(() => import('./routes/staff/entity-frame')),
                children: [
                  {
                    path: paths.staff.entity.path,
                    ...page(() => import('./routes/staff/entity-dashboard')),
                  },
                  {
                    path: paths.staff.entityMessages.path,
                    ...page(() => import('./routes/staff/entity-messages')),
                  },
                  {
                    path: paths.staff.entityDocuments.path,
                    ...page(() => import('./routes/staff/entity-documents')),
                  },
                ],
              },
              { path: paths.staff.users.path, ...page(() => import('./routes/staff/users')) },
              { path: paths.staff.user.path, ...page(() => import('./routes/staff/user-frame')) },
              { path: paths.staff.messages.path, ...page(() => import('./routes/staff/messages')) },
              {
                path: paths.staff.taxReturns.path,
                ...page(() => import('./routes/staff/tax-returns')),
              },
              { path: paths.staff.reviewAndExport.path, ...placeholder('Connect') },
              {
                path: paths.staff.signatureRequests.path,
                ...page(() => import('./routes/staff/signature-requests')),
              },
              {
                path: paths.staff.activities.path,
                ...page(() => import('./routes/staff/activities')),
              },
              {
                path: paths.staff.conversationExport.path,
                ...page(() => import('./routes/staff/conversation-export')),
              },
              {
                path: paths.staff.questionnaireExport.path,
                ...page(() => import('./routes/staff/questionnaire-export')),
              },
              {
                path: paths.staff.clientListImport.path,
                ...page(() => import('./routes/staff/client-list-import')),
              },
              {
                path: paths.staff.firmRoles.path,
                ...page(() => import('./routes/staff/firm-roles')),
              },
              {
                path: paths.staff.firmSettings.path,
                ...page(() => import('./routes/staff/firm-settings')),
              },
              { path: paths.staff.guide.path, ...page(() => import('./routes/staff/guide')) },
              {
                path: paths.staff.profile.path,
                ...page(() => import('./routes/staff/staff-profile')),
              },
              {
                path: paths.staff.questionnairePreview.path,
                ...page(() => import('./routes/staff/questionnaire-preview')),
              },
              {
                path: paths.staff.templatePreview.path,
                ...page(() => import('./routes/staff/template-preview')),
              },
            ],
          },
          // Preview mode: staff see the client's pages.
          {
            ...page(() => import('./routes/client/client-shell')),
            children: [
              { path: paths.preview.root.path, ...page(() => import('./routes/client/dashboard')) },
              { path: paths.preview.inbox.path, ...page(() => import('./routes/client/inbox')) },
              {
                path: paths.preview.documents.path,
                ...page(() => import('./routes/client/documents')),
              },
              {
                path: paths.preview.profile.path,
                ...page(() => import('./routes/client/profile')),
              },
              { path: paths.preview.help.path, ...help },
            ],
          },
        ],
      },

      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A second 401 signs out (api-client) and comes back to the sign-in page without a reload.
setSessionExpiredHandler(() => {
  void router.navigate(paths.home.getHref(), { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
