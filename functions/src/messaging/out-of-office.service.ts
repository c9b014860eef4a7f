// Out of office (spec 3 §3, §6): a firm user marks themselves away with a message, which clients
// see in the conversations that user is in (the conversation answers it as
// advisor_out_of_office / advisor_out_of_office_message). Kept on the user's record.
import type { OutOfOfficeDto, OutOfOfficeInput } from '@portico/common/messaging/out-of-office';
import { NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import { fullName, type UserRecord, type UsersRepo } from '../people/people.module';

const dtoOf = (user: UserRecord): OutOfOfficeDto => ({
  out_of_office: user.outOfOffice ?? false,
  out_of_office_message: user.outOfOfficeMessage ?? '',
});

/** What a conversation's clients read of its firm users who are away ('' when none is). */
export function awayMessage(advisors: UserRecord[]): string {
  return advisors
    .filter((a) => a.outOfOffice && a.outOfOfficeMessage)
    .map((a) => `${fullName(a)}: ${a.outOfOfficeMessage}`)
    .join('\n');
}

export function outOfOfficeService({ users }: { users: UsersRepo }) {
  return {
    async get(principal: Principal | null | undefined): Promise<OutOfOfficeDto> {
      const caller = requireStaff(principal);
      const me = await users.get(caller.firmId, caller.userId);
      if (!me) throw new NotFound('User not found');
      return dtoOf(me);
    },
    async set(
      principal: Principal | null | undefined,
      input: OutOfOfficeInput,
    ): Promise<OutOfOfficeDto> {
      const caller = requireStaff(principal);
      const updated = await users.patch(caller.firmId, caller.userId, {
        outOfOffice: input.out_of_office,
        // The message is kept when they come back, ready for the next time.
        ...(input.out_of_office_message && { outOfOfficeMessage: input.out_of_office_message }),
      });
      if (!updated) throw new NotFound('User not found');
      return dtoOf(updated);
    },
  };
}

export type OutOfOfficeService = ReturnType<typeof outOfOfficeService>;
