// An entity's returns follow its name, ids and advisor, and the advisor's name (the Deliver table
// shows, sorts and searches them): after an entity or its advisor changes, each run of the
// returns concerned is re-read and rewritten in one transaction, only where a fact differs.
import {
  fullName,
  type EntityRecord,
  type DeliveryFacts,
  type UserRecord,
  type UsersRepo,
} from '../people/people.module';
import type { Db } from '../platform/db/db';
import { entityFacts } from './entity-facts';
import type { TaxReturnRecord } from './tax-return-record';
import type { TaxReturnsRepo } from './tax-returns.repo';

const RUN = 400;

export function followEntity(db: Db, returns: TaxReturnsRepo, users: UsersRepo): DeliveryFacts {
  /** Each run of `ids` re-read and given `facts` in one transaction. */
  async function rewrite(firmId: string, ids: string[], facts: Partial<TaxReturnRecord>) {
    for (let i = 0; i < ids.length; i += RUN)
      await db.runTransaction(async (tx) => {
        const current = await returns.readMany(tx, firmId, ids.slice(i, i + RUN));
        for (const r of current) returns.update(tx, r, facts);
      });
  }

  return {
    async followEntity(entity: EntityRecord): Promise<number> {
      const ids = await returns.idsForEntity(entity.firmId, entity.id);
      if (ids.length === 0) return 0;
      const advisor = entity.assignedAdvisorId
        ? await users.get(entity.firmId, entity.assignedAdvisorId)
        : null;
      await rewrite(entity.firmId, ids, entityFacts(entity, advisor));
      return ids.length;
    },

    async followAdvisorName(advisor: UserRecord): Promise<number> {
      const ids = await returns.idsForAdvisor(advisor.firmId, advisor.id);
      await rewrite(advisor.firmId, ids, { advisorName: fullName(advisor) });
      return ids.length;
    },
  };
}
