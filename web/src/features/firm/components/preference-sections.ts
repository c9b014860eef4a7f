// How the Firm Settings page groups every firm preference (spec 1 §3), with a label for each.
import type { BooleanPreferenceKey } from '@portico/common/firm/preferences';

export interface PreferenceSection {
  title: string;
  flags: { key: BooleanPreferenceKey; label: string }[];
}

export const PREFERENCE_SECTIONS: PreferenceSection[] = [
  {
    title: 'Features and navigation',
    flags: [
      { key: 'new_tax_return_delivery_enabled', label: 'Tax return delivery (Deliver)' },
      { key: 'review_and_export_enabled', label: 'Review and export (Connect)' },
      { key: 'signature_requests_enabled', label: 'Signature requests (Signatures)' },
      {
        key: 'identity_verification_enabled',
        label: 'Identity verification of signers (Stripe Identity)',
      },
      { key: 'all_activities_enabled', label: 'All activities (Activities)' },
      { key: 'drop_link_enabled', label: 'Drop Link' },
      { key: 'tour_enabled', label: 'Guide and tour for firm users' },
      { key: 'template_disabled_for_nonadmin', label: 'Hide Templates from full users' },
      { key: 'billing_enabled', label: 'Billing' },
      { key: 'new_react_app_enabled', label: 'New web app' },
    ],
  },
  {
    title: 'Communication',
    flags: [
      { key: 'communication_disabled', label: 'Disable messaging' },
      { key: 'message_tags_disabled', label: 'Disable message tags' },
      {
        key: 'questionnaire_document_notification_enabled',
        label: 'Notify about questionnaire documents',
      },
      { key: 'in_app_banner_enabled', label: 'Show the in-app banner to clients' },
    ],
  },
  {
    title: 'Security',
    flags: [
      { key: 'force_2fa_on_users', label: 'Require two-factor sign-in for clients' },
      { key: 'force_2fa_on_firm_users', label: 'Require two-factor sign-in for firm users' },
    ],
  },
  {
    title: 'Documents',
    flags: [
      { key: 'bulk_upload_processor', label: 'Bulk upload processor' },
      { key: 'annotation_enabled', label: 'Document annotations' },
      { key: 'document_tags_enabled', label: 'Document tags' },
      { key: 'disable_folder_action', label: 'Clients cannot add folders' },
      {
        key: 'disable_file_edit_action',
        label: 'Clients cannot rename, move, copy or delete files',
      },
      { key: 'hide_documents_view_from_clients', label: 'Hide Documents from clients' },
      {
        key: 'hide_document_uploads_within_sections',
        label: 'Hide document uploads within sections',
      },
      { key: 'scan_and_auto_flow_export_enabled', label: 'Scan and auto-flow export' },
      {
        key: 'export_to_third_party_dms_enabled',
        label: 'Export to a third-party document system',
      },
    ],
  },
  {
    title: 'Questionnaires',
    flags: [
      { key: 'disable_provided_elsewhere', label: "Disable 'provided elsewhere'" },
      { key: 'first_section_required', label: 'First section required' },
      {
        key: 'require_one_signature_per_section',
        label: 'One signature per section is enough',
      },
      { key: 'hide_signature_print_option', label: 'Hide the print option on signatures' },
      {
        key: 'remove_please_upload_for_rollover_items',
        label: "Remove 'please upload' from rollover items",
      },
      { key: 'custom_statuses_enabled', label: 'Custom statuses' },
      {
        key: 'document_drop_off_enabled',
        label: 'Document Drop Off (checklists uploaded from a link)',
      },
    ],
  },
  {
    title: 'Clients and entities',
    flags: [
      { key: 'external_entity_id_allowed', label: 'External entity ids' },
      { key: 'external_user_id_allowed', label: 'External user ids' },
      { key: 'use_firm_roles', label: 'Firm roles' },
      { key: 'has_firm_groups', label: 'Firm groups' },
    ],
  },
  {
    title: 'Drop Link',
    flags: [
      {
        key: 'hide_sign_in_button_on_drop_link',
        label: 'Hide the sign-in button on the drop link page',
      },
    ],
  },
  {
    title: 'Custom elements',
    flags: [
      { key: 'custom_element_enabled', label: 'Show custom HTML elements on the client dashboard' },
    ],
  },
];
