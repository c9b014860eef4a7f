// Mass email (spec 3 §2, §5, §7): staff send a subject and a body to clients they may see — first,
// if they like, a test to their own address. The real send is queued: the record is written with
// its recipients, and a task mails them (mass-email.tasks.ts). A recipient the caller may not see
// refuses the whole send (404), so ids cannot be probed and nobody is mailed by mistake.
import {
  MASS_EMAIL_MESSAGES,
  massEmailHtml,
  type MassEmailInput,
  type MassEmailQueuedDto,
  type TestMassEmailInput,
} from '@portico/common/messaging/mass-email';
import { Invalid } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import { requireVisibleClient, shownEmail, type UsersRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { NewId } from '../platform/ids/ids';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import type { TaskQueue } from '../platform/queue/task-queue';
import { sendMassEmailTask, type MassEmailPayload } from './mass-email.tasks';
import type { MassEmailsRepo } from './mass-emails.repo';

interface Deps {
  users: UsersRepo;
  massEmails: MassEmailsRepo;
  outbox: OutboxRepo;
  queue: TaskQueue;
  clock: Clock;
  newId: NewId;
}

export function massEmailService({ users, massEmails, outbox, queue, clock, newId }: Deps) {
  return {
    /** The mail as clients will get it, to the caller's own address. */
    async test(principal: Principal | null | undefined, input: TestMassEmailInput) {
      const caller = requireStaff(principal);
      const me = await users.get(caller.firmId, caller.userId);
      const to = me ? shownEmail(me) : '';
      if (!to) throw new Invalid(MASS_EMAIL_MESSAGES.noOwnEmail);
      await outbox.sendMail({
        to,
        subject: input.subject,
        text: input.body,
        html: massEmailHtml(input.body),
      });
      return { message: MASS_EMAIL_MESSAGES.testSent };
    },

    /** Records the mass email and queues its sending; answers how many clients it will reach. */
    async queue(
      principal: Principal | null | undefined,
      input: MassEmailInput,
    ): Promise<MassEmailQueuedDto> {
      const caller = requireStaff(principal);
      const ids = [...new Set(input.clientIds)];
      const found = await users.getMany(caller.firmId, ids);
      const clients = ids.map((id) =>
        requireVisibleClient(caller, found.find((u) => u.id === id) ?? null),
      );
      const id = newId();
      await massEmails.create({
        id,
        firmId: caller.firmId,
        subject: input.subject,
        body: input.body,
        clientIds: ids,
        createdBy: caller.userId,
        createdAt: clock.now(),
        sentCount: 0,
      });
      const payload: MassEmailPayload = { firmId: caller.firmId, id };
      await queue.enqueue(sendMassEmailTask, payload, { taskId: `mass-email-${id}` });
      const reached = clients.filter((c) => c.paying && shownEmail(c)).length;
      return { id, recipients: reached, message: MASS_EMAIL_MESSAGES.queued };
    },
  };
}

export type MassEmailService = ReturnType<typeof massEmailService>;
