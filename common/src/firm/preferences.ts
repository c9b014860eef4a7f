// Firm preferences from the spec (section 3): every flag defaults to false except new_react_app_enabled.
export const BOOLEAN_PREFERENCE_KEYS = [
  'new_tax_return_delivery_enabled',
  'communication_disabled',
  'force_2fa_on_users',
  'force_2fa_on_firm_users',
  'bulk_upload_processor',
  'annotation_enabled',
  'disable_provided_elsewhere',
  'disable_folder_action',
  'disable_file_edit_action',
  'custom_element_enabled',
  'document_tags_enabled',
  'review_and_export_enabled',
  'external_entity_id_allowed',
  'external_user_id_allowed',
  'use_firm_roles',
  'template_disabled_for_nonadmin',
  'signature_requests_enabled',
  'identity_verification_enabled',
  'all_activities_enabled',
  'drop_link_enabled',
  'document_drop_off_enabled',
  'tour_enabled',
  'hide_documents_view_from_clients',
  'questionnaire_document_notification_enabled',
  'in_app_banner_enabled',
  'custom_statuses_enabled',
  'billing_enabled',
  'has_firm_groups',
  'message_tags_disabled',
  'first_section_required',
  'require_one_signature_per_section',
  'hide_signature_print_option',
  'hide_document_uploads_within_sections',
  'hide_sign_in_button_on_drop_link',
  'remove_please_upload_for_rollover_items',
  'scan_and_auto_flow_export_enabled',
  'export_to_third_party_dms_enabled',
  'new_react_app_enabled',
] as const;

export type BooleanPreferenceKey = (typeof BOOLEAN_PREFERENCE_KEYS)[number];

/**
 * Days between a questionnaire's reminders (spec 2 §3 `questionnaire_reminder_frequency`): a week
 * unless the firm says otherwise (docs/decisions/questionnaires.md, Reminders).
 */
export const REMINDER_FREQUENCY_DAYS = { default: 7, min: 1, max: 365 } as const;

export interface CustomElement {
  id: string;
  html: string;
}

export type FirmPreferences = Record<BooleanPreferenceKey, boolean> & {
  customElements: CustomElement[];
  in_app_banner_text: string;
  firm_user_ids_to_receive_drop_link_notification: string[];
  tax_return_send_to_documents_path: string;
  send_tax_return_to_documents_default_subject: string;
  send_tax_return_to_documents_default_message: string;
  export_to_platforms: string[];
  custom_document_export_order: string[];
  folders_where_client_actions_disabled: string[];
  document_path: string;
  questionnaire_reminder_frequency: number;
};

export function defaultFirmPreferences(): FirmPreferences {
  const flags = Object.fromEntries(
    BOOLEAN_PREFERENCE_KEYS.map((key) => [key, key === 'new_react_app_enabled']),
  ) as Record<BooleanPreferenceKey, boolean>;
  return {
    ...flags,
    customElements: [],
    in_app_banner_text: '',
    firm_user_ids_to_receive_drop_link_notification: [],
    tax_return_send_to_documents_path: '',
    send_tax_return_to_documents_default_subject: '',
    send_tax_return_to_documents_default_message: '',
    export_to_platforms: [],
    custom_document_export_order: [],
    folders_where_client_actions_disabled: [],
    document_path: '',
    questionnaire_reminder_frequency: REMINDER_FREQUENCY_DAYS.default,
  };
}
