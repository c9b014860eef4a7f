// A client list as the import pipeline takes it (row-importer.ts): its files read by the
// template of its list type, and a chunk's rows imported as the importer, who must still be on the
// firm's staff, with the firm's groups, entity types and tags read once; new clients sent a
// sign-in link each when the importer asked.
import { LIST_TEMPLATE_COLUMNS } from '@portico/common/imports/imports';
import { templateOfListType } from '@portico/common/imports/client-list-rows';
import { principalResolver, loginsRepo, staffSignInLinks } from '../../auth/auth.module';
import { entityTypesOf, firmCatalogRepo, firmRepo } from '../../firm/firm.module';
import { DomainError } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { entityConversations } from '../../messaging/messaging.module';
import { clientCreation, entitiesRepo, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { ImportRecord } from '../imports.repo';
import type { RowImporter } from '../row-importer';
import { readClientListFile } from './client-list-file';
import { listTags, tagKindOfList } from './client-list-tags';
import { importClientRow, type ClientRowContext } from './import-client-row';

export const IMPORTER_GONE = 'The person who imported this list can no longer add clients';

const listTypeOf = (record: ImportRecord) => record.options.list_type ?? 'individuals';

/**
 * The import's new clients each get a sign-in link, as staff send them from the Users list, when
 * the importer asked. A client a link cannot reach (no email, links lately) is skipped there; a
 * refusal (the importer became read-only) leaves the client made, to be sent a link from the list.
 */
function signInLinksSender(ports: Ports, record: ImportRecord, importer: Principal) {
  const { send_sign_in_links: wanted, portal_url: portalUrl } = record.options;
  if (!wanted || !portalUrl) return null;
  const links = staffSignInLinks(ports);
  return async (userIds: string[]) => {
    try {
      await links.send(
        importer,
        { user_ids: userIds, company_ids: [], questionnaire_ids: [] },
        portalUrl,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  };
}

async function rowContext(ports: Ports, record: ImportRecord): Promise<ClientRowContext | null> {
  const { db } = ports;
  const users = usersRepo(db);
  const importer = await principalResolver(users, firmRepo(db))(record.createdBy, record.firmId);
  if (!importer?.isStaff) return null;
  const catalog = firmCatalogRepo(db);
  const listType = listTypeOf(record);
  const [groups, entityTypes, tags] = await Promise.all([
    catalog.list(record.firmId, 'groups'),
    entityTypesOf(catalog, record.firmId),
    listTags(catalog, record.firmId, tagKindOfList(listType)),
  ]);
  return {
    db,
    importer,
    importId: record.id,
    listType,
    tags,
    assigneeId: record.options.assigned_firm_user_id ?? '',
    groups,
    entityTypes: entityTypes.map((type) => type.name),
    users,
    entities: entitiesRepo(db),
    create: clientCreation(ports, {
      logins: loginsRepo(db),
      entityConversations: entityConversations(db),
    }),
    sendSignInLinks: signInLinksSender(ports, record, importer),
  };
}

export const clientListImporter: RowImporter = {
  columns: (record) => LIST_TEMPLATE_COLUMNS[templateOfListType(listTypeOf(record))],
  read: (blobs, file, record) => readClientListFile(blobs, file, listTypeOf(record)),
  async open(ports, record) {
    const ctx = await rowContext(ports, record);
    return ctx ? (file, row) => importClientRow(ctx, file, row) : { gone: IMPORTER_GONE };
  },
};
