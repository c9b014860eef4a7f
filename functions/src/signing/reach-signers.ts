// How a document's signers are reached (issue 45 "spouses are equal signers"; a return's, a
// signature request's). A signer with an email
// of their own is told as anyone is (mail, or a text when they prefer it). A spouse without one is
// mailed at the household's address (a co-owner's) a signer link addressed to them alone: opening
// it texts a code to their own phone, which signs them in as themselves (auth's signer links).
// Classification refuses a signer who could be reached neither way.
import { CLASSIFICATION_MESSAGES as SAY } from '@portico/common/tax-returns/classification';
import { PHONE_DIGITS } from '@portico/common/people/phone';
import type { SignerLinks } from '../auth/auth.module';
import {
  fullName,
  tellUsers,
  type EntitiesRepo,
  type Outbox,
  type UserMail,
  type UserRecord,
  type UsersRepo,
} from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';

/** The co-owner whose address a spouse without one shares: the first active owner with an email. */
export function householdOf(signer: UserRecord, owners: UserRecord[]): UserRecord | null {
  return owners.find((o) => o.id !== signer.id && o.paying && !o.hasTempEmail) ?? null;
}

const hasMobile = (user: UserRecord) => user.phoneNumber.length === PHONE_DIGITS;

/** Why a signer cannot be sent the document on their own, or null when they can. */
export function unreachableSigner(signer: UserRecord, owners: UserRecord[]): string | null {
  if (!signer.hasTempEmail) return null;
  const household = householdOf(signer, owners);
  if (!household) return SAY.signerWithoutEmail(fullName(signer));
  if (!hasMobile(signer)) return SAY.signerSharesEmail(fullName(signer), fullName(household));
  return null;
}

/** The mail of a spouse's signer link, to the household's address, for them alone. */
function forSpouse(signer: UserRecord, mail: UserMail): { subject: string; text: string } {
  return {
    subject: `For ${fullName(signer)}: ${mail.subject}`,
    text: `This email is for ${fullName(signer)}. The link below is theirs alone: opening it texts a code to their phone ending in ${signer.phoneNumber.slice(-2)}, so they sign as themselves.\n\n${mail.text}`,
  };
}

export interface SignerReachDeps {
  outbox: Outbox;
  links: SignerLinks;
  users: Pick<UsersRepo, 'getMany'>;
  entities: Pick<EntitiesRepo, 'get'>;
}

/** Telling a document's signers: what `tell` writes, in the caller's transaction. */
export interface SignerReach {
  /**
   * Tells each signer what `say` writes around the link that leads them to `where.path` (the
   * portal's path of the document): their own link, or a spouse's signer link.
   */
  tell(
    tx: DbTransaction,
    where: { portalUrl: string; path: string },
    say: (link: string) => UserMail,
  ): void;
}

/**
 * Reads what telling `signers` needs, before the caller's transaction writes: the entity's owners,
 * and only when a signer has no email of their own (the household's address is a co-owner's).
 */
export async function reachSigners(
  deps: SignerReachDeps,
  of: { firmId: string; companyId: string },
  signers: UserRecord[],
): Promise<SignerReach> {
  const spouses = signers.filter((s) => s.hasTempEmail && s.paying);
  const entity = spouses.length > 0 ? await deps.entities.get(of.firmId, of.companyId) : null;
  const owners = entity ? await deps.users.getMany(of.firmId, entity.ownerIds) : [];
  const own = signers.filter((s) => !s.hasTempEmail);
  return {
    tell(tx, where, say) {
      const about = { firmId: of.firmId, entityId: of.companyId };
      tellUsers(deps.outbox, tx, own, () => say(`${where.portalUrl}${where.path}`), about);
      for (const signer of spouses) {
        const household = householdOf(signer, owners);
        if (!household || !hasMobile(signer)) continue;
        const mail = forSpouse(signer, say(deps.links.issue(tx, signer, where)));
        deps.outbox.queueMail(tx, { to: household.email, ...mail, about });
      }
    },
  };
}
