// What a scheduled job does with the documents of one collection in every firm whose date field
// has come (a return's or a signature request's next reminder): each handed on with its firm, read
// once per firm; answers how many the handler acted on.
import { dueInEveryFirm } from '../platform/db/due-in-every-firm';
import type { Db } from '../platform/db/db';
import type { FirmRecord } from './firm-record';
import { firmRepo } from './firm.repo';

export type DueHandler = (firm: FirmRecord, firmId: string, id: string) => Promise<boolean>;

export async function eachDueWithFirm(
  db: Db,
  due: { collection: string; dateField: string; until: Date; limit: number },
  handle: DueHandler,
): Promise<number> {
  const found = await dueInEveryFirm(db, due.collection, due.dateField, due.until, due.limit);
  const firms = new Map<string, Promise<FirmRecord | null>>();
  let acted = 0;
  for (const { firmId, id } of found) {
    if (!firms.has(firmId)) firms.set(firmId, firmRepo(db).get(firmId));
    const firm = await firms.get(firmId)!;
    if (firm && (await handle(firm, firmId, id))) acted += 1;
  }
  return acted;
}
