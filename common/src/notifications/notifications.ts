// A user's notifications (spec 3 §2 "Notifications", §3 "Notification"): what each one shows, the
// list's page (its query: notifications-query.ts), and how a stored link becomes a route of this portal.

export interface NotificationDto {
  id: string;
  text: string;
  /** Where it leads, as stored; the screen opens it through `notificationHref`. */
  link: string;
  /** The entity it is about. */
  client_name: string;
  /** ISO 8601. */
  created_at: string;
  dismissed: boolean;
  type_id: number;
}

export interface NotificationsPageDto {
  notifications: NotificationDto[];
  /** How many match the filters (for the pager). */
  total: number;
  page: number;
  per_page: number;
  /** How many of the caller's notifications are not dismissed, whatever the filters (the badge). */
  unread_count: number;
}

/** Page sizes the list offers (not shown in the spec: docs/decisions/notifications.md). */
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50] as const;
export const NOTIFICATIONS_PER_PAGE = 10;
/** The list's search box waits this long after typing (the conversation filter's rhythm). */
export const NOTIFICATION_SEARCH_DEBOUNCE_MS = 640;
/** Spec 3 §6 / spec 2 "Polling": the list reloads about 2 seconds after an export is asked for. */
export const NOTIFICATION_RELOAD_AFTER_EXPORT_MS = 2000;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  failed: 'Something went wrong',
} as const;

/**
 * The route a notification's link opens (spec 3 §2): a link to `/admin-documents` becomes the
 * entity's documents page at the folder, `/admin/{hash}/documents?path={path}`; any other link of
 * the portal (questionnaire links carry companyId and questionnaireId) is kept as it is. A link
 * that leaves the portal is refused (null), so a notification can never send anyone elsewhere.
 */
export function notificationHref(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const [pathname = '', search = ''] = link.split('#')[0]!.split('?');
  if (pathname !== '/admin-documents') return link;
  const params = queryParams(search);
  const hash = params.get('hash');
  if (!hash) return null;
  const path = params.get('path');
  return `/admin/${encodeURIComponent(hash)}/documents${path ? `?path=${encodeURIComponent(path)}` : ''}`;
}

/** The stored link of an entity's documents folder for staff (converted by `notificationHref`). */
export function adminDocumentsLink(companyHash: string, path: string): string {
  return `/admin-documents?hash=${encodeURIComponent(companyHash)}&path=${encodeURIComponent(path)}`;
}

/** A query string's values by name (common/ runs where URLSearchParams may not). */
function queryParams(search: string): Map<string, string> {
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  return new Map(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.split('=');
        return [decode(key), decode(value)] as const;
      }),
  );
}
