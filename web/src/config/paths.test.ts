// The route map's links: every getHref builds the URL written here, the router's own matching of
// the route's pattern gives its parameters back as they were given (odd characters included),
// and the query and hash carry what the page reads from them.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

/** A value with every character a link can break on: space, '/', '?', '#', '%' and an emoji. */
const ODD = 'a b/c?d#e%f😀';
/** ODD as a path segment (encodeURIComponent), and as a query value (form encoding). */
const IN_PATH = 'a%20b%2Fc%3Fd%23e%25f%F0%9F%98%80';
const IN_QUERY = 'a+b%2Fc%3Fd%23e%25f%F0%9F%98%80';

interface Case {
  build: () => string;
  href: string;
  /** The route pattern's parameters as the router reads them back (absent ones left out). */
  params?: Record<string, string>;
  /** The query's values as the page reads them back. */
  query?: Record<string, string>;
  hash?: string;
}

/** Routes whose link is their path, with no parameter. */
const STATIC: Record<string, string> = {
  createFirm: '/create-firm',
  help: '/help',
  design: '/design',
  'staff.overview': '/overview',
  'staff.templates': '/templates',
  'staff.entities': '/admin',
  'staff.users': '/clients',
  'staff.messages': '/messages',
  'staff.taxReturns': '/tax-returns',
  'staff.reviewAndExport': '/review-and-export',
  'staff.signatureRequests': '/signature-requests',
  'staff.activities': '/activities',
  'staff.firmRoles': '/settings/roles',
  'staff.firmSettings': '/firm',
  'staff.guide': '/admin-guide',
  'staff.profile': '/admin-profile',
  'client.profile': '/profile',
  'dev.inbox': '/dev/inbox',
  'dev.throw': '/dev/throw',
};

const CASES: Record<string, Case[]> = {
  home: [
    { build: () => paths.home.getHref(), href: '/' },
    {
      build: () => paths.home.getHref('/clients?tab=2'),
      href: '/?redirect=%2Fclients%3Ftab%3D2',
      query: { redirect: '/clients?tab=2' },
    },
  ],
  signIn: [
    { build: () => paths.signIn.getHref(), href: '/signin' },
    {
      build: () => paths.signIn.getHref(ODD, 'ann+tax@firm.test'),
      href: `/signin?redirect=${IN_QUERY}&email=ann%2Btax%40firm.test`,
      query: { redirect: ODD, email: 'ann+tax@firm.test' },
    },
    {
      // An empty value is left out rather than sent as `redirect=`.
      build: () => paths.signIn.getHref('', 'a@b.test'),
      href: '/signin?email=a%40b.test',
      query: { email: 'a@b.test' },
    },
  ],
  setSignInMethod: [
    {
      build: () => paths.setSignInMethod.getHref(ODD),
      href: `/set-sign-in-method?redirect=${IN_QUERY}`,
      query: { redirect: ODD },
    },
  ],
  documentDropOff: [
    { build: () => paths.documentDropOff.getHref(), href: '/document-drop-off' },
    {
      build: () => paths.documentDropOff.getHref({ questionnaireId: 'q 1', companyId: 0 }),
      href: '/document-drop-off?questionnaireId=q+1&companyId=0',
      query: { questionnaireId: 'q 1', companyId: '0' },
    },
  ],
  dropLink: [
    {
      build: () => paths.dropLink.getHref({ firm: ODD }),
      href: `/drop-link?firm=${IN_QUERY}`,
      query: { firm: ODD },
    },
  ],
  secureUpload: [
    { build: () => paths.secureUpload.getHref(), href: '/secure-upload' },
    {
      build: () => paths.secureUpload.getHref({ firm: 'Smith & Co' }),
      href: '/secure-upload?firm=Smith+%26+Co',
      query: { firm: 'Smith & Co' },
    },
  ],
  templateStart: [
    {
      build: () => paths.templateStart.getHref(ODD, { firmGroupId: 4, taxYear: 2025 }),
      href: `/template/${IN_PATH}?firmGroupId=4&taxYear=2025`,
      params: { hashId: ODD },
      query: { firmGroupId: '4', taxYear: '2025' },
    },
  ],
  templateCreateQuestionnaire: [
    {
      build: () => paths.templateCreateQuestionnaire.getHref(ODD),
      href: `/template/${IN_PATH}/create-questionnaire-from-template`,
      params: { hashId: ODD },
    },
  ],
  'staff.templateEditor': [
    {
      build: () => paths.staff.templateEditor.getHref(ODD),
      href: `/templates/${IN_PATH}`,
      params: { templateId: ODD },
    },
  ],
  'staff.entity': [
    {
      build: () => paths.staff.entity.getHref(ODD),
      href: `/admin/${IN_PATH}`,
      params: { companyHash: ODD },
    },
  ],
  'staff.entityMessages': [
    {
      build: () => paths.staff.entityMessages.getHref('c1'),
      href: '/admin/c1/messages',
      params: { companyHash: 'c1' },
    },
    {
      // 0 is a conversation id, not a missing one.
      build: () => paths.staff.entityMessages.getHref(ODD, 0),
      href: `/admin/${IN_PATH}/messages/0`,
      params: { companyHash: ODD, conversationId: '0' },
    },
    {
      build: () => paths.staff.entityMessages.getHref('c1', ODD),
      href: `/admin/c1/messages/${IN_PATH}`,
      params: { companyHash: 'c1', conversationId: ODD },
    },
  ],
  'staff.entityDocuments': [
    {
      build: () => paths.staff.entityDocuments.getHref('c1'),
      href: '/admin/c1/documents',
      params: { companyHash: 'c1' },
    },
    {
      build: () => paths.staff.entityDocuments.getHref(ODD, { path: 'Tax 2025/Receipts 😀' }),
      href: `/admin/${IN_PATH}/documents?path=Tax+2025%2FReceipts+%F0%9F%98%80`,
      params: { companyHash: ODD },
      query: { path: 'Tax 2025/Receipts 😀' },
    },
  ],
  'staff.user': [
    {
      build: () => paths.staff.user.getHref(42),
      href: '/clients/42',
      params: { userId: '42' },
    },
    {
      build: () => paths.staff.user.getHref(ODD),
      href: `/clients/${IN_PATH}`,
      params: { userId: ODD },
    },
  ],
  'staff.conversationExport': [
    {
      build: () => paths.staff.conversationExport.getHref(ODD),
      href: `/conversation-exports/${IN_PATH}`,
      params: { exportId: ODD },
    },
  ],
  'staff.questionnaireExport': [
    {
      build: () => paths.staff.questionnaireExport.getHref(ODD),
      href: `/questionnaire-exports/${IN_PATH}`,
      params: { exportId: ODD },
    },
  ],
  'staff.clientListImport': [
    {
      build: () => paths.staff.clientListImport.getHref(ODD),
      href: `/imports/${IN_PATH}`,
      params: { importId: ODD },
    },
  ],
  'staff.taxReturnAdminView': [
    {
      build: () => paths.staff.taxReturnAdminView.getHref(ODD, 'c 1'),
      href: `/tax-return-delivery-admin-view/${IN_PATH}?companyId=c+1`,
      params: { taxReturnId: ODD },
      query: { companyId: 'c 1' },
    },
  ],
  'staff.questionnairePreview': [
    {
      build: () => paths.staff.questionnairePreview.getHref(3, 9),
      href: '/preview/3/questionnaire/9',
      params: { companyId: '3', questionnaireId: '9' },
    },
    {
      build: () => paths.staff.questionnairePreview.getHref(ODD, ODD, 's#1'),
      href: `/preview/${IN_PATH}/questionnaire/${IN_PATH}?sectionId=s%231`,
      params: { companyId: ODD, questionnaireId: ODD },
      query: { sectionId: 's#1' },
    },
  ],
  'staff.templatePreview': [
    {
      build: () => paths.staff.templatePreview.getHref(ODD, 2),
      href: `/preview/template/${IN_PATH}?sectionId=2`,
      params: { templateId: ODD },
      query: { sectionId: '2' },
    },
  ],
  'client.dashboard': [
    { build: () => paths.client.dashboard.getHref(), href: '/' },
    {
      build: () => paths.client.dashboard.getHref({ questionnaireId: ODD }),
      href: `/?questionnaireId=${IN_QUERY}`,
      query: { questionnaireId: ODD },
    },
  ],
  'client.inbox': [
    { build: () => paths.client.inbox.getHref(), href: '/inbox' },
    {
      build: () => paths.client.inbox.getHref(ODD),
      href: `/inbox/${IN_PATH}`,
      params: { companyHash: ODD },
    },
    {
      build: () => paths.client.inbox.getHref(ODD, ODD),
      href: `/inbox/${IN_PATH}/${IN_PATH}`,
      params: { companyHash: ODD, conversationId: ODD },
    },
    {
      // A conversation belongs to an entity: without one there is nothing to open it under.
      build: () => paths.client.inbox.getHref(undefined, 7),
      href: '/inbox',
    },
  ],
  'client.documents': [
    {
      build: () => paths.client.documents.getHref(ODD),
      href: `/documents/${IN_PATH}`,
      params: { companyHash: ODD },
    },
    {
      build: () =>
        paths.client.documents.getHref('c1', {
          path: 'W-2s/2025',
          file: 'd?1',
          previewName: 'Pay slip #3 😀.pdf',
        }),
      href: '/documents/c1?path=W-2s%2F2025&file=d%3F1&previewName=Pay+slip+%233+%F0%9F%98%80.pdf',
      params: { companyHash: 'c1' },
      query: { path: 'W-2s/2025', file: 'd?1', previewName: 'Pay slip #3 😀.pdf' },
    },
  ],
  'client.questionnaire': [
    {
      build: () => paths.client.questionnaire.getHref('c1', { questionnaireId: 5 }),
      href: '/questionnaire/c1?questionnaireId=5',
      params: { companyHash: 'c1' },
      query: { questionnaireId: '5' },
    },
    {
      // A null section or company is left out; the question is the page's anchor.
      build: () =>
        paths.client.questionnaire.getHref(
          ODD,
          { questionnaireId: ODD, sectionId: null, companyId: 'c/2' },
          12,
        ),
      href: `/questionnaire/${IN_PATH}?questionnaireId=${IN_QUERY}&companyId=c%2F2#question12`,
      params: { companyHash: ODD },
      query: { questionnaireId: ODD, companyId: 'c/2' },
      hash: 'question12',
    },
  ],
  'client.taxReturnDelivery': [
    {
      build: () => paths.client.taxReturnDelivery.getHref(ODD, ODD),
      href: `/tax-return-delivery/${IN_PATH}?companyId=${IN_QUERY}`,
      params: { taxReturnId: ODD },
      query: { companyId: ODD },
    },
  ],
  'client.reviewSignatureRequest': [
    {
      build: () => paths.client.reviewSignatureRequest.getHref(8, 'c1'),
      href: '/review-signature-request/8?companyId=c1',
      params: { signatureRequestId: '8' },
      query: { companyId: 'c1' },
    },
  ],
  'preview.root': [
    {
      build: () => paths.preview.root.getHref(ODD),
      href: `/preview/user/${IN_PATH}`,
      params: { previewUserId: ODD },
    },
    {
      build: () => paths.preview.root.getHref(7, ODD),
      href: `/preview/user/7?previewCompanyHash=${IN_QUERY}`,
      params: { previewUserId: '7' },
      query: { previewCompanyHash: ODD },
    },
  ],
  'preview.inbox': [
    {
      build: () => paths.preview.inbox.getHref(7),
      href: '/preview/user/7/inbox',
      params: { previewUserId: '7' },
    },
    {
      build: () => paths.preview.inbox.getHref(ODD, ODD, 3),
      href: `/preview/user/${IN_PATH}/inbox/${IN_PATH}/3`,
      params: { previewUserId: ODD, companyHash: ODD, conversationId: '3' },
    },
  ],
  'preview.documents': [
    {
      build: () => paths.preview.documents.getHref(ODD, ODD),
      href: `/preview/user/${IN_PATH}/documents/${IN_PATH}`,
      params: { previewUserId: ODD, companyHash: ODD },
    },
  ],
  'preview.profile': [
    {
      build: () => paths.preview.profile.getHref(7, 'h 1'),
      href: '/preview/user/7/profile?previewCompanyHash=h+1',
      params: { previewUserId: '7' },
      query: { previewCompanyHash: 'h 1' },
    },
  ],
  'preview.help': [
    {
      build: () => paths.preview.help.getHref(ODD),
      href: `/preview/user/${IN_PATH}/help`,
      params: { previewUserId: ODD },
    },
  ],
};

for (const [name, href] of Object.entries(STATIC)) {
  CASES[name] = [{ build: () => routeAt(name).getHref(), href }];
}

interface Route {
  path: string;
  getHref: (...args: never[]) => string;
}

/** Every route of the map by its dotted name ('staff.entity'). */
function routeNames(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]: [string, object]) =>
    'getHref' in value ? [`${prefix}${key}`] : routeNames(value, `${prefix}${key}.`),
  );
}

function routeAt(name: string): Route {
  return name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], paths) as Route;
}

describe('paths', () => {
  it('has a case here for every route in the map, so a new route cannot go untested', () => {
    expect(Object.keys(CASES).sort()).toEqual(routeNames(paths).sort());
  });

  const all = Object.entries(CASES).flatMap(([name, cases]) => cases.map((c) => ({ name, ...c })));

  it.each(all)('$name builds $href', ({ build, href }) => {
    expect(build()).toBe(href);
  });

  it.each(all)(
    "$name's link $href gives its parameters, query and hash back to the page",
    ({ name, href, params = {}, query = {}, hash }) => {
      const url = new URL(href, 'https://portico.test');
      const matches = matchRoutes([{ path: routeAt(name).path }], url.pathname);
      expect(matches, `${routeAt(name).path} does not match ${url.pathname}`).not.toBeNull();
      const read = Object.entries(matches![0]!.params).filter(([, v]) => v !== undefined);
      expect(Object.fromEntries(read)).toEqual(params);
      expect(Object.fromEntries(url.searchParams)).toEqual(query);
      expect(url.hash).toBe(hash ? `#${hash}` : '');
    },
  );
});
