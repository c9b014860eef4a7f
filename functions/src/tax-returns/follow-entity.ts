// An entity's returns follow its name, ids and advisor (the Deliver table shows, sorts and
// searches them): after an entity changes, each run of its returns is re-read and rewritten in
// one transaction, only where a fact differs.
import type { EntityRecord, TaxReturnFacts, UsersRepo } from '../people/people.module';
import type { Db } from '../platform/db/db';
import { entityFacts } from './entity-facts';
import type { TaxReturnsRepo } from './tax-returns.repo';

const RUN = 400;

export function followEntity(db: Db, returns: TaxReturnsRepo, users: UsersRepo): TaxReturnFacts {
  return {
    async followEntity(entity: EntityRecord): Promise<number> {
      const ids = await returns.idsForEntity(entity.firmId, entity.id);
      if (ids.length === 0) return 0;
      const advisor = entity.assignedAdvisorId
        ? await users.get(entity.firmId, entity.assignedAdvisorId)
        : null;
      const facts = entityFacts(entity, advisor);
      for (let i = 0; i < ids.length; i += RUN)
        await db.runTransaction(async (tx) => {
          const current = await returns.readMany(tx, entity.firmId, ids.slice(i, i + RUN));
          for (const r of current) returns.update(tx, r, facts);
        });
      return ids.length;
    },
  };
}
