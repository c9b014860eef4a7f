// An entity's signature requests follow its name, ids and group (the Signatures table shows,
// sorts, searches and scopes by them): after the entity changes, each run of its requests is
// re-read and rewritten in one transaction. Requests name no advisor.
import type { DeliveryFacts, EntityRecord } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { SignatureRequestRecord } from './signature-request-record';
import type { SignatureRequestsRepo } from './signature-requests.repo';

const RUN = 400;

/** What a request copies from its entity, when made and when the entity changes. */
export const entityFactsOf = (
  entity: EntityRecord,
): Pick<
  SignatureRequestRecord,
  'companyName' | 'companyHash' | 'externalEntityId' | 'firmGroupId'
> => ({
  companyName: entity.name,
  companyHash: entity.hashId,
  externalEntityId: entity.details?.externalEntityId ?? '',
  firmGroupId: entity.firmGroupId,
});

export function followEntity(db: Db, requests: SignatureRequestsRepo): DeliveryFacts {
  return {
    async followEntity(entity: EntityRecord): Promise<number> {
      const ids = await requests.idsForEntity(entity.firmId, entity.id);
      const facts = entityFactsOf(entity);
      for (let i = 0; i < ids.length; i += RUN)
        await db.runTransaction(async (tx) => {
          const current = await requests.readMany(tx, entity.firmId, ids.slice(i, i + RUN));
          for (const r of current) requests.update(tx, r, facts);
        });
      return ids.length;
    },
    followAdvisorName: () => Promise.resolve(0),
  };
}
