// The only code that reads and writes firm users (staff and clients), firms/{firmId}/users. Every
// write maps the whole record with toUserDoc, which derives the list and search keys, so the keys
// never disagree with the fields they are built from; an update writes only the fields it changes
// (platform/db/record-collection.ts).
import { Timestamp, type Db } from '../../platform/db/db';
import { recordCollection, type RecordPatch } from '../../platform/db/record-collection';
import { userListFields } from '../lists/list-keys';
import { listingOf } from '../lists/list-query';
import type { UserRecord } from './user-record';

export const usersPath = (firmId: string) => `firms/${firmId}/users`;

/** What an update may change: anything but who the user is and when they were created. */
export type UserPatch = RecordPatch<UserRecord>;

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
  out_of_office?: boolean;
  out_of_office_message?: string;
  /** The client list import that made the user (a later import of the list may update them). */
  import_id?: string;
  guide_dismissed?: boolean;
  invitation?: { sent_at: Timestamp; by: string; state: 'pending' | 'accepted' | 'withdrawn' };
  /** Derived on every write for the Users list (see list-keys.ts). */
  list_keys?: string[];
  search_keys?: string[];
  search_text?: string;
  sort_name?: string;
  sort_email?: string;
}

export function toUserDoc(user: UserRecord): UserDoc {
  const doc: UserDoc = {
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    preferred_name: user.preferredName,
    phone_number: user.phoneNumber,
    is_advisor: user.isStaff,
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
    ...(user.importId && { import_id: user.importId }),
    ...(user.guideDismissed !== undefined && { guide_dismissed: user.guideDismissed }),
    ...(user.invitation && {
      invitation: {
        sent_at: Timestamp.fromDate(user.invitation.sentAt),
        by: user.invitation.by,
        state: user.invitation.state,
      },
    }),
    out_of_office: user.outOfOffice ?? false,
    out_of_office_message: user.outOfOfficeMessage ?? '',
  };
  return { ...doc, ...userListFields(user), sort_email: user.email.toLowerCase() };
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
    isStaff: doc.is_advisor,
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
    outOfOffice: doc.out_of_office ?? false,
    outOfOfficeMessage: doc.out_of_office_message ?? '',
    ...(doc.import_id && { importId: doc.import_id }),
    ...(doc.guide_dismissed !== undefined && { guideDismissed: doc.guide_dismissed }),
    ...(doc.invitation && {
      invitation: {
        sentAt: doc.invitation.sent_at.toDate(),
        by: doc.invitation.by,
        state: doc.invitation.state,
      },
    }),
  };
}

export function usersRepo(db: Db) {
  const users = recordCollection<UserRecord, UserDoc>(db, {
    path: usersPath,
    toDoc: toUserDoc,
    fromDoc: fromUserDoc,
  });
  const { collection, records } = users;
  return {
    ...users,
    ...listingOf(collection, records),
    async listAdvisors(firmId: string): Promise<UserRecord[]> {
      return records(firmId, (await collection(firmId).where('is_advisor', '==', true).get()).docs);
    },
    /** The firm's user holding an address, if any (one equality lookup). */
    async idByEmail(firmId: string, email: string): Promise<string | null> {
      const snapshot = await collection(firmId).where('email', '==', email).limit(1).get();
      return snapshot.docs[0]?.id ?? null;
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
