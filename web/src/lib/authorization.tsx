// Who may see what in the shell, as data: a POLICIES map of small functions and one wrapper. Rules
// the API enforces too come from common/, so the two sides cannot disagree.
import type { ReactNode } from 'react';
import {
  canEditFirmSettings,
  canEditTemplates,
  canUseDropLink,
  canManageFirmRoles,
} from '@portico/common/firm/firm-access';
import { canChangeAssignedAdvisor, canDeleteEntities } from '@portico/common/people/people-access';

/** The parts of the current user and firm preferences the policies read. */
export interface PolicySubject {
  user: {
    is_advisor: boolean;
    firm_access: 'partner' | 'admin' | 'full' | 'group' | null;
    /** Hid the Guide from their menu. */
    guide_dismissed?: boolean;
  };
  preferences: Record<string, unknown>;
}

const on = (prefs: Record<string, unknown>, key: string) => prefs[key] === true;
const access = (s: PolicySubject) => s.user.firm_access;

// Spec 1, "Staff left navigation" and section 6.
export const POLICIES = {
  'templates:view': (s: PolicySubject) =>
    canEditTemplates(access(s), {
      template_disabled_for_nonadmin: on(s.preferences, 'template_disabled_for_nonadmin'),
    }),
  'messages:view': (s: PolicySubject) => !on(s.preferences, 'communication_disabled'),
  'tax-returns:view': (s: PolicySubject) => on(s.preferences, 'new_tax_return_delivery_enabled'),
  'review-and-export:view': (s: PolicySubject) => on(s.preferences, 'review_and_export_enabled'),
  'signature-requests:view': (s: PolicySubject) => on(s.preferences, 'signature_requests_enabled'),
  'activities:view': (s: PolicySubject) => on(s.preferences, 'all_activities_enabled'),
  'drop-link:use': (s: PolicySubject) =>
    canUseDropLink(access(s), { drop_link_enabled: on(s.preferences, 'drop_link_enabled') }),
  'drop-off:send': (s: PolicySubject) => on(s.preferences, 'document_drop_off_enabled'),
  'custom-statuses:use': (s: PolicySubject) => on(s.preferences, 'custom_statuses_enabled'),
  'firm-roles:view': (s: PolicySubject) =>
    canManageFirmRoles(access(s), { use_firm_roles: on(s.preferences, 'use_firm_roles') }),
  'firm-settings:view': (s: PolicySubject) => canEditFirmSettings(access(s)),
  'guide:view': (s: PolicySubject) =>
    s.user.is_advisor && on(s.preferences, 'tour_enabled') && !s.user.guide_dismissed,
  'client-documents:view': (s: PolicySubject) =>
    !on(s.preferences, 'hide_documents_view_from_clients'),
  'client-messages:view': (s: PolicySubject) => !on(s.preferences, 'communication_disabled'),
  'people:assign-advisor': (s: PolicySubject) => canChangeAssignedAdvisor(access(s)),
  'people:delete-entity': (s: PolicySubject) => canDeleteEntities(access(s)),
} as const;

export type Policy = keyof typeof POLICIES;

export function can(policy: Policy, subject: PolicySubject): boolean {
  return POLICIES[policy](subject);
}

export function Authorization({
  policy,
  subject,
  children,
  fallback = null,
}: {
  policy: Policy;
  subject: PolicySubject;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{can(policy, subject) ? children : fallback}</>;
}
