// The entity (company) as the server works with it, mapped from firms/{firmId}/companies.
export interface CompanyRecord {
  id: string;
  firmId: string;
  /** The public, unguessable id used in URLs (/admin/{companyHash}). */
  hashId: string;
  name: string;
  entityType: string;
  ownerIds: string[];
  primaryOwnerId: string;
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  inactive: boolean;
  readonlyAccess: boolean;
  tagIds: string[];
  createdAt: Date;
  /** Profile details (spec 1 §3 "Company"); absent on records made before they existed. */
  details?: CompanyDetails;
  /** Firm role → firm user on this entity (spec 1 §2 "Staff entity editing"). */
  firmRoleAssignments?: FirmRoleAssignment[];
  /** The owner who is an Individual's spouse; absent or null when none was recorded. */
  spouseId?: string | null;
}

export interface CompanyDetails {
  businessEmail: string;
  otherEmail: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  externalEntityId: string;
  taxReturnId: string;
}

export interface FirmRoleAssignment {
  id: string;
  firmRoleId: string;
  userId: string;
}

export const EMPTY_COMPANY_DETAILS: CompanyDetails = {
  businessEmail: '',
  otherEmail: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  externalEntityId: '',
  taxReturnId: '',
};
