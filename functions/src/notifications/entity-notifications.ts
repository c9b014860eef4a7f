// Notifications of what happened on an entity (spec 3 §2 "Notifications", issue 16 §8: documents
// uploaded, a questionnaire submitted, a letter signed, a message received), for the users
// subscribed to that type on the entity. Planned inside the transaction of the change they tell
// of, so nobody hears of a change that was not written; each recipient's signal moves too, so an
// open notification list reloads live.
import { companiesRepo, fullName, usersRepo, type CompanyRecord } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import { NO_WRITES, type PlannedWrites } from '../platform/db/planned-writes';
import { noticeWriter } from './direct-notices';
import { notificationSettingsRepo } from './notification-settings.repo';
import { readSubscriptionStates, subscribersOf } from './subscription-states';

export interface EntityNotice {
  firmId: string;
  companyId: string;
  /** The notification type (1 information, 2 documents, 3 questionnaires, …). */
  typeId: number;
  /** Who did it: never told of their own doing. */
  actorId: string | null;
  /** Only these may be told (a conversation's members); every subscriber when left out. */
  among?: string[];
  /**
   * It concerns what clients may not open (a STAFF ONLY folder): only staff are told, so a client
   * never learns it exists.
   */
  staffOnly?: boolean;
  /** What a recipient reads and where it leads; staff and clients reach things differently. */
  say(to: { isStaff: boolean }, about: NoticeSubject): { text: string; link: string };
}

/** What a notice is about: the entity, and who did it by name ('' when nobody or unknown). */
export interface NoticeSubject {
  company: CompanyRecord;
  actorName: string;
}

export function entityNotices(db: Db, clock: Clock) {
  const deps = {
    settings: notificationSettingsRepo(db),
    companies: companiesRepo(db),
    users: usersRepo(db),
  };
  const write = noticeWriter(db);
  return {
    /** Inside `tx`, before its writes: reads who is subscribed and answers the notices to write. */
    async plan(tx: DbTransaction, notice: EntityNotice): Promise<PlannedWrites> {
      const [state] = await readSubscriptionStates(deps, tx, notice.firmId, [notice.companyId]);
      if (!state) return NO_WRITES;
      const isOwner = (id: string) => state.company.ownerIds.includes(id);
      const recipients = subscribersOf(state, notice.typeId).filter(
        (id) =>
          id !== notice.actorId &&
          (!notice.among || notice.among.includes(id)) &&
          !(notice.staffOnly && isOwner(id)),
      );
      if (recipients.length === 0) return NO_WRITES;
      const actor = notice.actorId
        ? (await deps.users.readMany(tx, notice.firmId, [notice.actorId]))[0]
        : undefined;
      const about = { company: state.company, actorName: actor ? fullName(actor) : '' };
      const at = clock.now();
      return {
        count: recipients.length * 2,
        apply() {
          for (const userId of recipients) {
            const isStaff = !isOwner(userId);
            const { text, link } = notice.say({ isStaff }, about);
            write(
              tx,
              {
                firmId: notice.firmId,
                userId,
                typeId: notice.typeId,
                text,
                link,
                clientName: state.company.name,
                companyId: state.company.id,
              },
              at,
            );
          }
        },
      };
    },
  };
}

export type EntityNotices = ReturnType<typeof entityNotices>;
