// The route map: every route's pattern (`path`, used by the router) and the only way to build
// a link to it (`getHref`). Query strings are built here too, never by hand at call sites.

type Query = Record<string, string | number | null | undefined>;

function withQuery(path: string, query?: Query, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

const enc = encodeURIComponent;
const previewPrefix = (previewUserId: string | number) =>
  `/preview/user/${enc(String(previewUserId))}`;

export const paths = {
  // Public
  home: { path: '/', getHref: (redirect?: string) => withQuery('/', { redirect }) },
  signIn: {
    path: '/signin',
    getHref: (redirect?: string, email?: string) => withQuery('/signin', { redirect, email }),
  },
  createFirm: { path: '/create-firm', getHref: () => '/create-firm' },
  setSignInMethod: {
    path: '/set-sign-in-method',
    getHref: (redirect?: string) => withQuery('/set-sign-in-method', { redirect }),
  },
  documentDropOff: {
    path: '/document-drop-off',
    getHref: (q?: { questionnaireId?: string | number; companyId?: string | number }) =>
      withQuery('/document-drop-off', q),
  },
  dropLink: {
    path: '/drop-link',
    getHref: (q?: { firm?: string }) => withQuery('/drop-link', q),
  },
  templateStart: {
    path: '/template/:hashId',
    getHref: (hashId: string, q?: { firmGroupId?: string | number; taxYear?: string | number }) =>
      withQuery(`/template/${enc(hashId)}`, q),
  },
  templateCreateQuestionnaire: {
    path: '/template/:hashId/create-questionnaire-from-template',
    getHref: (hashId: string) => `/template/${enc(hashId)}/create-questionnaire-from-template`,
  },
  secureUpload: {
    path: '/secure-upload',
    getHref: (q?: { firm?: string }) => withQuery('/secure-upload', q),
  },
  help: { path: '/help', getHref: () => '/help' },
  design: { path: '/design', getHref: () => '/design' },

  // Staff
  staff: {
    overview: { path: '/overview', getHref: () => '/overview' },
    templates: { path: '/templates', getHref: () => '/templates' },
    templateEditor: {
      path: '/templates/:templateId',
      getHref: (templateId: string) => `/templates/${enc(templateId)}`,
    },
    entities: { path: '/admin', getHref: () => '/admin' },
    entity: {
      path: '/admin/:companyHash',
      getHref: (companyHash: string) => `/admin/${enc(companyHash)}`,
    },
    entityMessages: {
      path: '/admin/:companyHash/messages/:conversationId?',
      getHref: (companyHash: string, conversationId?: string | number) =>
        `/admin/${enc(companyHash)}/messages${conversationId !== undefined ? `/${enc(String(conversationId))}` : ''}`,
    },
    entityDocuments: {
      path: '/admin/:companyHash/documents',
      getHref: (companyHash: string, q?: { path?: string }) =>
        withQuery(`/admin/${enc(companyHash)}/documents`, q),
    },
    users: { path: '/clients', getHref: () => '/clients' },
    user: {
      path: '/clients/:userId',
      getHref: (userId: string | number) => `/clients/${enc(String(userId))}`,
    },
    messages: { path: '/messages', getHref: () => '/messages' },
    taxReturns: { path: '/tax-returns', getHref: () => '/tax-returns' },
    reviewAndExport: { path: '/review-and-export', getHref: () => '/review-and-export' },
    signatureRequests: { path: '/signature-requests', getHref: () => '/signature-requests' },
    activities: { path: '/activities', getHref: () => '/activities' },
    conversationExport: {
      path: '/conversation-exports/:exportId',
      getHref: (exportId: string) => `/conversation-exports/${enc(exportId)}`,
    },
    questionnaireExport: {
      path: '/questionnaire-exports/:exportId',
      getHref: (exportId: string) => `/questionnaire-exports/${enc(exportId)}`,
    },
    clientListImport: {
      path: '/imports/:importId',
      getHref: (importId: string) => `/imports/${enc(importId)}`,
    },
    firmRoles: { path: '/settings/roles', getHref: () => '/settings/roles' },
    firmSettings: {
      path: '/firm',
      /** `tab`: the section to open on (Firm Settings' tab names). */
      getHref: (tab?: string) => withQuery('/firm', { tab }),
    },
    guide: { path: '/admin-guide', getHref: () => '/admin-guide' },
    profile: { path: '/admin-profile', getHref: () => '/admin-profile' },
    taxReturnAdminView: {
      path: '/tax-return-delivery-admin-view/:taxReturnId',
      getHref: (taxReturnId: string | number, companyId: string | number) =>
        withQuery(`/tax-return-delivery-admin-view/${enc(String(taxReturnId))}`, { companyId }),
    },
    questionnairePreview: {
      path: '/preview/:companyId/questionnaire/:questionnaireId',
      getHref: (
        companyId: string | number,
        questionnaireId: string | number,
        sectionId?: string | number,
      ) =>
        withQuery(
          `/preview/${enc(String(companyId))}/questionnaire/${enc(String(questionnaireId))}`,
          { sectionId },
        ),
    },
    templatePreview: {
      path: '/preview/template/:templateId',
      getHref: (templateId: string | number, sectionId?: string | number) =>
        withQuery(`/preview/template/${enc(String(templateId))}`, { sectionId }),
    },
  },

  // Client (also reached by staff under the preview prefix)
  client: {
    dashboard: {
      path: '/',
      getHref: (q?: { questionnaireId?: string | number }) => withQuery('/', q),
    },
    inbox: {
      path: '/inbox/:companyHash?/:conversationId?',
      getHref: (companyHash?: string, conversationId?: string | number) =>
        `/inbox${companyHash ? `/${enc(companyHash)}` : ''}${companyHash && conversationId !== undefined ? `/${enc(String(conversationId))}` : ''}`,
    },
    documents: {
      path: '/documents/:companyHash',
      getHref: (companyHash: string, q?: { path?: string; file?: string; previewName?: string }) =>
        withQuery(`/documents/${enc(companyHash)}`, q),
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    questionnaire: {
      path: '/questionnaire/:companyHash',
      getHref: (
        companyHash: string,
        q: {
          questionnaireId: string | number;
          sectionId?: string | number | null;
          companyId?: string | number | null;
        },
        questionId?: string | number,
      ) =>
        withQuery(
          `/questionnaire/${enc(companyHash)}`,
          q,
          questionId !== undefined ? `question${questionId}` : undefined,
        ),
    },
    taxReturnDelivery: {
      path: '/tax-return-delivery/:taxReturnId',
      getHref: (taxReturnId: string | number, companyId: string | number) =>
        withQuery(`/tax-return-delivery/${enc(String(taxReturnId))}`, { companyId }),
    },
    reviewSignatureRequest: {
      path: '/review-signature-request/:signatureRequestId',
      getHref: (signatureRequestId: string | number, companyId: string | number) =>
        withQuery(`/review-signature-request/${enc(String(signatureRequestId))}`, { companyId }),
    },
  },

  preview: {
    root: {
      path: '/preview/user/:previewUserId',
      getHref: (previewUserId: string | number, previewCompanyHash?: string) =>
        withQuery(previewPrefix(previewUserId), { previewCompanyHash }),
    },
    inbox: {
      path: '/preview/user/:previewUserId/inbox/:companyHash?/:conversationId?',
      getHref: (
        previewUserId: string | number,
        companyHash?: string,
        conversationId?: string | number,
      ) =>
        `${previewPrefix(previewUserId)}${paths.client.inbox.getHref(companyHash, conversationId)}`,
    },
    documents: {
      path: '/preview/user/:previewUserId/documents/:companyHash',
      getHref: (previewUserId: string | number, companyHash: string) =>
        `${previewPrefix(previewUserId)}/documents/${enc(companyHash)}`,
    },
    profile: {
      path: '/preview/user/:previewUserId/profile',
      getHref: (previewUserId: string | number, previewCompanyHash?: string) =>
        withQuery(`${previewPrefix(previewUserId)}/profile`, { previewCompanyHash }),
    },
    help: {
      path: '/preview/user/:previewUserId/help',
      getHref: (previewUserId: string | number, previewCompanyHash?: string) =>
        withQuery(`${previewPrefix(previewUserId)}/help`, { previewCompanyHash }),
    },
  },

  // Offline builds only (VITE_DEV_TOOLS=true)
  dev: {
    inbox: { path: '/dev/inbox', getHref: () => '/dev/inbox' },
    throw: { path: '/dev/throw', getHref: () => '/dev/throw' },
  },
} as const;
