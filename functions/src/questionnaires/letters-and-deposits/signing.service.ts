// Signing an engagement letter (spec 2 §4 "Signatures", §7 "Sign agreement"): an owner types
// their name, with their clock, address and browser recorded (kept on the questionnaire, and by
// the signing engine as for any signed document: its capture and a 'signed' line on the trail); staff mark a signer not needed
// (or needed again) and remove a signature. The section is marked completed exactly while its
// signatures are done (with one signature per section, the first signature is enough).
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import {
  oneSignatureEnough,
  SIGNATURE_NOT_NEEDED,
  signaturesDone,
} from '@portico/common/questionnaires/signatures';
import type { SignAgreementInput } from '@portico/common/questionnaires/signatures-input';
import { Conflict, Forbidden, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import {
  fullName,
  shownEmail,
  type EntitiesRepo,
  type EntityRecord,
  type UsersRepo,
} from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { allOf, type PlannedWrites } from '../../platform/db/planned-writes';
import { trailIdOf, type SigningEngine } from '../../signing/signing.module';
import { answeringChange } from '../answering-change';
import {
  signatureKey,
  type QuestionnaireRecord,
  type SignatureRecord,
} from '../questionnaire-record';
import type { ChangeDecision, QuestionnairesRepo } from '../questionnaires.repo';
import { signedNotification } from '../answering/questionnaire-notifications';
import type { EntityNotifications } from '../../notifications/notifications.module';

export const ALREADY_SIGNED = 'You have already signed this letter';
export const NOT_A_SIGNER = 'Only an owner of this entity signs its letter';
export const SIGNATURE_NOT_WANTED = 'Your signature is not needed on this letter';
export const STAFF_DO_NOT_SIGN = 'Only the client can sign the letter';
export const CLIENTS_CANNOT_CHANGE_SIGNERS = 'Only firm staff can change who signs';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  clock: Clock;
  notifications: EntityNotifications;
  signing: SigningEngine;
}

export interface SigningContext {
  ipAddress: string;
  userAgent: string;
}

function agreementSection(record: QuestionnaireRecord, sectionId: string) {
  const section = record.sections.find((s) => s.id === sectionId);
  if (!section) throw new NotFound('Section not found');
  if (section.section_type !== SECTION_TYPES.agreement_signature)
    throw new Invalid('This section has no letter to sign');
  return section;
}

/**
 * The record with `signatures` changed, its agreement section marked exactly while its
 * signatures are done, and the summary that follows.
 */
function decideSignatures(
  record: QuestionnaireRecord,
  entity: EntityRecord,
  sectionId: string,
  changed: Record<string, SignatureRecord | null>,
  oneIsEnough: boolean,
  now: Date,
): ChangeDecision {
  const signatures = { ...record.signatures };
  for (const [key, value] of Object.entries(changed)) {
    if (value) signatures[key] = value;
    else delete signatures[key];
  }
  const signers = [
    ...new Set([
      ...entity.ownerIds,
      ...Object.values(signatures)
        .filter((s) => s.sectionId === sectionId)
        .map((s) => s.userId),
    ]),
  ];
  const states = signers.map((userId) => {
    const saved = signatures[signatureKey(sectionId, userId)];
    return {
      signature: saved && saved.signature !== SIGNATURE_NOT_NEEDED ? saved.signature : '',
      not_needed: saved?.signature === SIGNATURE_NOT_NEEDED,
    };
  });
  const done = signaturesDone(states, oneIsEnough);
  const markedSections = done
    ? [...new Set([...record.markedSections, sectionId])]
    : record.markedSections.filter((id) => id !== sectionId);
  return { after: { ...record, signatures, markedSections, lastActivityAt: now } };
}

export function signingService({
  questionnaires,
  entities,
  users,
  clock,
  notifications,
  signing,
}: Deps) {
  const change = answeringChange({ questionnaires, entities });
  const oneIsEnough = (caller: Principal, record: QuestionnaireRecord) =>
    oneSignatureEnough(
      caller.firm.preferences.require_one_signature_per_section,
      record.allOwnerSignatureRequired,
    );

  /** A staff change to one signer's signature on a section. */
  async function staffChange(
    principal: Principal | null | undefined,
    id: string,
    signatureId: string,
    next: (current: SignatureRecord | undefined, key: string) => SignatureRecord | null,
  ): Promise<{ marked_completed: boolean }> {
    let sectionId = '';
    const { record } = await change(principal, id, (current, caller, entity) => {
      if (!caller.isStaff) throw new Forbidden(CLIENTS_CANNOT_CHANGE_SIGNERS);
      const [section, userId] = signatureId.split('__');
      sectionId = agreementSection(current, section ?? '').id;
      const known =
        entity.ownerIds.includes(userId ?? '') || current.signatures[signatureId] !== undefined;
      if (!userId || !known) throw new NotFound('Signature not found');
      const value = next(current.signatures[signatureId], signatureId);
      return decideSignatures(
        current,
        entity,
        sectionId,
        { [signatureId]: value },
        oneIsEnough(caller, current),
        clock.now(),
      );
    });
    return { marked_completed: record.markedSections.includes(sectionId) };
  }

  return {
    async sign(
      principal: Principal | null | undefined,
      id: string,
      input: SignAgreementInput,
      context: SigningContext,
    ): Promise<{ marked_completed: boolean }> {
      // The name the signer had when they signed stays with the signature.
      const me = principal ? await users.get(principal.firmId, principal.userId) : null;
      const { record } = await change(principal, id, async (current, caller, entity, tx) => {
        if (caller.isStaff) throw new Forbidden(STAFF_DO_NOT_SIGN);
        const section = agreementSection(current, input.section_id);
        if (!entity.ownerIds.includes(caller.userId)) throw new Forbidden(NOT_A_SIGNER);
        const key = signatureKey(section.id, caller.userId);
        const saved = current.signatures[key];
        if (saved?.signature === SIGNATURE_NOT_NEEDED) throw new Invalid(SIGNATURE_NOT_WANTED);
        if (saved) throw new Conflict(ALREADY_SIGNED);
        const decided = decideSignatures(
          current,
          entity,
          section.id,
          {
            [key]: {
              sectionId: section.id,
              userId: caller.userId,
              userName: me ? fullName(me) : '',
              signature: input.signature,
              signedAt: clock.now(),
              clientTime: input.client_time,
              ipAddress: context.ipAddress,
              userAgent: context.userAgent.slice(0, 500),
            },
          },
          oneIsEnough(caller, current),
          clock.now(),
        );
        const told = await notifications.plan(tx, signedNotification(current, caller.userId));
        // The engine keeps the evidence as for any signed document (its trail, its capture).
        const trail = { firmId: caller.firmId, trailId: trailIdOf('questionnaire', current.id) };
        const captured: PlannedWrites = {
          count: 2,
          apply: () =>
            signing.sign(tx, trail, {
              form: { id: section.id, name: section.name || 'Engagement letter' },
              signer: {
                id: caller.userId,
                name: me ? fullName(me) : '',
                email: me ? shownEmail(me) : '',
              },
              box: null,
              capture: {
                method: 'typed',
                text: input.signature,
                image: '',
                client_time: input.client_time,
              },
              consent: null,
              identity: 'Not required',
              context: { ipAddress: context.ipAddress, userAgent: context.userAgent.slice(0, 500) },
            }),
        };
        return { ...decided, also: allOf(told, captured) };
      });
      return { marked_completed: record.markedSections.includes(input.section_id) };
    },

    /** Staff: a signer is not needed (or needed again). */
    setNotNeeded(
      principal: Principal | null | undefined,
      id: string,
      signatureId: string,
      notNeeded: boolean,
    ) {
      return staffChange(principal, id, signatureId, (current, key) => {
        const [sectionId = '', userId = ''] = key.split('__');
        if (current && current.signature !== SIGNATURE_NOT_NEEDED)
          throw new Conflict('This signer has signed already; remove the signature first');
        if (!notNeeded) return null;
        return {
          sectionId,
          userId,
          userName: current?.userName ?? '',
          signature: SIGNATURE_NOT_NEEDED,
          signedAt: null,
          clientTime: '',
          ipAddress: '',
          userAgent: '',
        };
      });
    },

    /** Staff: removes a signature (or a Not Needed mark), so the owner signs again. */
    removeSignature(principal: Principal | null | undefined, id: string, signatureId: string) {
      return staffChange(principal, id, signatureId, () => null);
    },
  };
}

export type SigningService = ReturnType<typeof signingService>;
