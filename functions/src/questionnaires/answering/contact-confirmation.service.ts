// 'Confirm this information' (spec 2 §7 "Confirm contact info"): an owner of an entity whose
// questionnaire asks for it confirms how the firm reaches them and the entity's address. The
// people area plans its writes inside the questionnaire's transaction, so the confirmation and
// the details it confirms are written together or not at all.
import type { ConfirmContactInput } from '@portico/common/questionnaires/contact-confirmation';
import { Forbidden, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo, ContactConfirmations } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { answeringChange } from '../answering-change';
import type { QuestionnairesRepo } from '../questionnaires.repo';

export const CLIENTS_CONFIRM = 'Only the client can confirm their information';
export const NOT_ASKED = 'This questionnaire does not ask you to confirm your information.';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  people: ContactConfirmations;
  clock: Clock;
}

export function contactConfirmationService({ questionnaires, entities, people, clock }: Deps) {
  const change = answeringChange({ questionnaires, entities });
  return {
    async confirm(
      principal: Principal | null | undefined,
      id: string,
      input: ConfirmContactInput,
    ): Promise<{ confirmed_at: string }> {
      const at = clock.now();
      await change(principal, id, async (record, caller, entity, tx) => {
        if (caller.isStaff) throw new Forbidden(CLIENTS_CONFIRM);
        if (!record.updateProfileSection) throw new Invalid(NOT_ASKED);
        const writes = await people.plan(tx, caller, entity.id, input);
        return {
          after: {
            ...record,
            contactConfirmations: { ...record.contactConfirmations, [caller.userId]: at },
            lastActivityAt: at,
          },
          also: writes,
        };
      });
      return { confirmed_at: at.toISOString() };
    },
  };
}

export type ContactConfirmationService = ReturnType<typeof contactConfirmationService>;
