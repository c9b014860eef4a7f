// Reads and writes firm users (staff and clients) under firms/{firmId}/users.
import { Timestamp, type Db } from '../platform/db/db';
import type { UserRecord } from './user-record';
import { userListFields } from './list-keys';
import { updateWithListKeys } from './list-keys-write';

export type SignInPatch = Partial<
  Pick<
    UserRecord,
    'email' | 'phoneNumber' | 'preferredSignInMethod' | 'setPasswordRequired' | 'enabled2fa'
  >
>;

export const usersPath = (firmId: string) => `firms/${firmId}/users`;

export interface UserDoc {
  email: string;
  fname: string;
  lname: string;
  preferred_name: string;
  phone_number: string;
  is_advisor: boolean;
  firm_access: UserRecord['firmAccess'];
  firm_group_id: string | null;
  assigned_advisor_id: string | null;
  paying: boolean;
  readonly_access: boolean;
  set_password_required: boolean;
  preferred_sign_in_method: UserRecord['preferredSignInMethod'];
  enabled_2fa: boolean;
  time_zone: string;
  preferences: { has_temp_email: boolean };
  default_company_id: string | null;
  created_at: Timestamp;
  work_phone_number?: string;
  work_phone_extension?: string;
  work_email?: string;
  preferred_contact_method?: 'email' | 'sms';
  external_user_id?: string;
  tax_return_name?: string;
  /** Contact tags (firm catalog `tags` of kind contact). */
  tag_ids?: string[];
  /** Derived on every write for the Users list (see list-keys.ts). */
  list_keys?: string[];
  search_keys?: string[];
  sort_name?: string;
  sort_email?: string;
}

/** The derived list fields of a stored user, recomputed whenever a write changes what they read. */
export function userDocListFields(doc: UserDoc) {
  return {
    ...userListFields({
      isAdvisor: doc.is_advisor,
      fname: doc.fname,
      lname: doc.lname,
      preferredName: doc.preferred_name ?? '',
      email: doc.email,
      phoneNumber: doc.phone_number ?? '',
      externalUserId: doc.external_user_id,
      taxReturnName: doc.tax_return_name,
      workEmail: doc.work_email,
      assignedAdvisorId: doc.assigned_advisor_id ?? null,
      firmGroupId: doc.firm_group_id ?? null,
      paying: doc.paying,
      tagIds: doc.tag_ids,
      hasTempEmail: doc.preferences?.has_temp_email ?? false,
    }),
    sort_email: doc.email.toLowerCase(),
  };
}

/** The fields the profile editors change. */
export type UserProfilePatch = Pick<
  UserRecord,
  'fname' | 'lname' | 'preferredName' | 'phoneNumber' | 'timeZone' | 'enabled2fa'
> &
  Required<
    Pick<
      UserRecord,
      'workPhoneNumber' | 'workPhoneExtension' | 'workEmail' | 'preferredContactMethod'
    >
  >;

/** The stored fields a profile edit writes. */
export function profileDocPatch(patch: UserProfilePatch): Partial<UserDoc> {
  return {
    fname: patch.fname,
    lname: patch.lname,
    preferred_name: patch.preferredName,
    phone_number: patch.phoneNumber,
    time_zone: patch.timeZone,
    enabled_2fa: patch.enabled2fa,
    work_phone_number: patch.workPhoneNumber,
    work_phone_extension: patch.workPhoneExtension,
    work_email: patch.workEmail,
    preferred_contact_method: patch.preferredContactMethod,
  };
}

export function toUserDoc(user: UserRecord): UserDoc {
  const doc: UserDoc = {
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    preferred_name: user.preferredName,
    phone_number: user.phoneNumber,
    is_advisor: user.isAdvisor,
    firm_access: user.firmAccess,
    firm_group_id: user.firmGroupId,
    assigned_advisor_id: user.assignedAdvisorId,
    paying: user.paying,
    readonly_access: user.readonlyAccess,
    set_password_required: user.setPasswordRequired,
    preferred_sign_in_method: user.preferredSignInMethod,
    enabled_2fa: user.enabled2fa,
    time_zone: user.timeZone,
    preferences: { has_temp_email: user.hasTempEmail },
    default_company_id: user.defaultCompanyId,
    created_at: Timestamp.fromDate(user.createdAt),
    work_phone_number: user.workPhoneNumber ?? '',
    work_phone_extension: user.workPhoneExtension ?? '',
    work_email: user.workEmail ?? '',
    preferred_contact_method: user.preferredContactMethod ?? 'email',
    external_user_id: user.externalUserId ?? '',
    tax_return_name: user.taxReturnName ?? '',
    tag_ids: user.tagIds ?? [],
  };
  return { ...doc, ...userDocListFields(doc) };
}

export function fromUserDoc(firmId: string, id: string, doc: UserDoc): UserRecord {
  return {
    id,
    firmId,
    email: doc.email,
    fname: doc.fname,
    lname: doc.lname,
    preferredName: doc.preferred_name ?? '',
    phoneNumber: doc.phone_number ?? '',
    isAdvisor: doc.is_advisor,
    firmAccess: doc.firm_access ?? null,
    firmGroupId: doc.firm_group_id ?? null,
    assignedAdvisorId: doc.assigned_advisor_id ?? null,
    paying: doc.paying,
    readonlyAccess: doc.readonly_access,
    setPasswordRequired: doc.set_password_required,
    preferredSignInMethod: doc.preferred_sign_in_method ?? 'password',
    enabled2fa: doc.enabled_2fa ?? false,
    timeZone: doc.time_zone,
    hasTempEmail: doc.preferences?.has_temp_email ?? false,
    defaultCompanyId: doc.default_company_id ?? null,
    createdAt: doc.created_at.toDate(),
    workPhoneNumber: doc.work_phone_number ?? '',
    workPhoneExtension: doc.work_phone_extension ?? '',
    workEmail: doc.work_email ?? '',
    preferredContactMethod: doc.preferred_contact_method ?? 'email',
    externalUserId: doc.external_user_id ?? '',
    taxReturnName: doc.tax_return_name ?? '',
    tagIds: doc.tag_ids ?? [],
  };
}

export function usersRepo(db: Db) {
  return {
    async get(firmId: string, userId: string): Promise<UserRecord | null> {
      const snapshot = await db.doc(`${usersPath(firmId)}/${userId}`).get();
      return snapshot.exists ? fromUserDoc(firmId, userId, snapshot.data() as UserDoc) : null;
    },
    async create(user: UserRecord): Promise<void> {
      await db.doc(`${usersPath(user.firmId)}/${user.id}`).create(toUserDoc(user));
    },
    /** Changes how the user signs in (the sign-in set-up and reset steps). */
    async updateSignIn(firmId: string, userId: string, patch: SignInPatch): Promise<void> {
      const doc: Partial<UserDoc> = {
        ...(patch.email !== undefined && { email: patch.email }),
        ...(patch.phoneNumber !== undefined && { phone_number: patch.phoneNumber }),
        ...(patch.preferredSignInMethod !== undefined && {
          preferred_sign_in_method: patch.preferredSignInMethod,
        }),
        ...(patch.setPasswordRequired !== undefined && {
          set_password_required: patch.setPasswordRequired,
        }),
        ...(patch.enabled2fa !== undefined && { enabled_2fa: patch.enabled2fa }),
      };
      await updateWithListKeys(db, `${usersPath(firmId)}/${userId}`, doc, userDocListFields);
    },
    async getMany(firmId: string, ids: string[]): Promise<UserRecord[]> {
      if (ids.length === 0) return [];
      const snapshots = await db.getAll(...ids.map((id) => db.doc(`${usersPath(firmId)}/${id}`)));
      return snapshots
        .filter((s) => s.exists)
        .map((s) => fromUserDoc(firmId, s.id, s.data() as UserDoc));
    },
    async listAdvisors(firmId: string): Promise<UserRecord[]> {
      const snapshot = await db.collection(usersPath(firmId)).where('is_advisor', '==', true).get();
      return snapshot.docs.map((d) => fromUserDoc(firmId, d.id, d.data() as UserDoc));
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
