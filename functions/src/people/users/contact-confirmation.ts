// A client confirming their contact details from a questionnaire (spec 2 §5 "Confirm dialog", §7
// "Confirm contact info"): how the firm reaches them (phone, Email or Email & Text) and the
// entity's address, planned inside the questionnaire's transaction. The email is confirmed, not
// changed: a client's sign-in email is changed by the firm, and a phone that receives sign-in
// codes moves only with a code (user-edit.ts).
import { SIGN_IN_CONTACT_MESSAGES } from '@portico/common/auth/sign-in-messages';
import {
  EMAIL_REQUIRED,
  type ConfirmContactInput,
  type ContactConfirmationDto,
} from '@portico/common/questionnaires/contact-confirmation';
import { Forbidden, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { DbTransaction } from '../../platform/db/db';
import type { PlannedWrites } from '../../platform/db/planned-writes';
import type { EntitiesRepo } from '../entities/entities.repo';
import { EMPTY_ENTITY_DETAILS, type EntityRecord } from '../entities/entity-record';
import { requireEntityEditable, requireProfileEditable } from '../people.policy';
import { shownEmail, type UserRecord } from './user-record';
import type { UsersRepo } from './users.repo';

/** The dialog's starting values: the owner's contact details and the entity's address. */
export function contactConfirmationOf(
  user: UserRecord,
  entity: EntityRecord,
  firmName: string,
): ContactConfirmationDto {
  const address = entity.details ?? EMPTY_ENTITY_DETAILS;
  return {
    email: shownEmail(user),
    phone_number: user.phoneNumber,
    preferred_contact_method: user.preferredContactMethod ?? 'email',
    street: address.street,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country || 'US',
    phone_is_sign_in: user.preferredSignInMethod === 'sms',
    firm_name: firmName,
  };
}

export function contactConfirmations(deps: { users: UsersRepo; entities: EntitiesRepo }) {
  return {
    /**
     * Inside a transaction: reads the caller and the entity, checks they may change them, and
     * plans the writes of what the caller confirmed.
     */
    async plan(
      tx: DbTransaction,
      caller: Principal,
      companyId: string,
      input: ConfirmContactInput,
    ): Promise<PlannedWrites> {
      const user = await deps.users.read(tx, caller.firmId, caller.userId);
      const entity = await deps.entities.read(tx, caller.firmId, companyId);
      if (!user || !entity) throw new NotFound('User not found');
      requireProfileEditable(caller, user);
      requireEntityEditable(caller, entity);
      const email = shownEmail(user).toLowerCase();
      if (!email) throw new Invalid(EMAIL_REQUIRED);
      if (input.email !== email) throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.clientEmail);
      if (user.preferredSignInMethod === 'sms' && input.phone_number !== user.phoneNumber)
        throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.phoneNeedsCode);
      const details = entity.details ?? EMPTY_ENTITY_DETAILS;
      return {
        count: 2,
        apply() {
          deps.users.update(tx, user, {
            phoneNumber: input.phone_number,
            preferredContactMethod: input.preferred_contact_method,
          });
          deps.entities.update(tx, entity, {
            details: {
              ...details,
              street: input.street,
              city: input.city,
              state: input.state,
              zip: input.zip,
              country: input.country,
            },
          });
        },
      };
    },
  };
}

export type ContactConfirmations = ReturnType<typeof contactConfirmations>;
