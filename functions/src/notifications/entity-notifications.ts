// Notifications of what happened on an entity (spec 3 §2 "Notifications", issue 16 §8: documents
// uploaded, a questionnaire submitted, a letter signed, a message received), for the users
// subscribed to that type on the entity. Planned inside the transaction of the change they tell
// of, so nobody hears of a change that was not written; each recipient's signal moves too, so an
// open notification list reloads live.
import { entitiesRepo, fullName, usersRepo, type EntityRecord } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import { NO_WRITES, type PlannedWrites } from '../platform/db/planned-writes';
import { notificationWriter } from './direct-notifications';
import { notificationSettingsRepo } from './notification-settings.repo';
import { readSubscriptionStates, subscribersOf } from './subscription-states';

export interface EntityNotification {
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
  say(to: { isStaff: boolean }, about: NotificationSubject): { text: string; link: string };
}

/** What a notification is about: the entity, and who did it by name ('' when nobody or unknown). */
export interface NotificationSubject {
  entity: EntityRecord;
  actorName: string;
}

export function entityNotifications(db: Db, clock: Clock) {
  const deps = {
    settings: notificationSettingsRepo(db),
    entities: entitiesRepo(db),
    users: usersRepo(db),
  };
  const write = notificationWriter(db);
  return {
    /** Inside `tx`, before its writes: reads who is subscribed and answers the notifications to write. */
    async plan(tx: DbTransaction, notification: EntityNotification): Promise<PlannedWrites> {
      const [state] = await readSubscriptionStates(deps, tx, notification.firmId, [
        notification.companyId,
      ]);
      if (!state) return NO_WRITES;
      const isOwner = (id: string) => state.entity.ownerIds.includes(id);
      const recipients = subscribersOf(state, notification.typeId).filter(
        (id) =>
          id !== notification.actorId &&
          (!notification.among || notification.among.includes(id)) &&
          !(notification.staffOnly && isOwner(id)),
      );
      if (recipients.length === 0) return NO_WRITES;
      const actor = notification.actorId
        ? (await deps.users.readMany(tx, notification.firmId, [notification.actorId]))[0]
        : undefined;
      const about = { entity: state.entity, actorName: actor ? fullName(actor) : '' };
      const at = clock.now();
      return {
        count: recipients.length * 2,
        apply() {
          for (const userId of recipients) {
            const isStaff = !isOwner(userId);
            const { text, link } = notification.say({ isStaff }, about);
            write(
              tx,
              {
                firmId: notification.firmId,
                userId,
                typeId: notification.typeId,
                text,
                link,
                clientName: state.entity.name,
                companyId: state.entity.id,
              },
              at,
            );
          }
        },
      };
    },
  };
}

export type EntityNotifications = ReturnType<typeof entityNotifications>;
