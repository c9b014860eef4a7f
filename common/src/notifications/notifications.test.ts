import { describe, expect, it } from 'vitest';
import { adminDocumentsLink, notificationHref } from './notifications';
import { notificationsQuerySchema } from './notifications-query';

describe('notificationHref', () => {
  it('turns /admin-documents into the entity documents page at the folder', () => {
    expect(notificationHref(adminDocumentsLink('k3x9', '/Tax Documents/2025'))).toBe(
      '/admin/k3x9/documents?path=%2FTax%20Documents%2F2025',
    );
    expect(notificationHref('/admin-documents?hash=k3x9')).toBe('/admin/k3x9/documents');
  });

  it('keeps the portal links it does not convert, questionnaire ids included', () => {
    expect(notificationHref('/preview/c1/questionnaire/q9')).toBe('/preview/c1/questionnaire/q9');
    expect(notificationHref('/questionnaire/k3x9?questionnaireId=q9&companyId=c1')).toBe(
      '/questionnaire/k3x9?questionnaireId=q9&companyId=c1',
    );
  });

  it('refuses links that leave the portal or name no entity', () => {
    expect(notificationHref('https://evil.example/x')).toBeNull();
    expect(notificationHref('//evil.example/x')).toBeNull();
    expect(notificationHref('/admin-documents?path=/x')).toBeNull();
  });
});

describe('notificationsQuerySchema', () => {
  it('reads the query string the list sends', () => {
    expect(
      notificationsQuerySchema.validateSync({
        page: '2',
        per_page: '25',
        unread: 'true',
        type_id: '3',
        search: ' olivia ',
      }),
    ).toEqual({ page: 2, per_page: 25, unread: true, type_id: 3, search: 'olivia' });
  });

  it('refuses an unknown type and a page size it does not offer', () => {
    expect(() => notificationsQuerySchema.validateSync({ type_id: '6' })).toThrow(
      'Unknown notification type',
    );
    expect(() => notificationsQuerySchema.validateSync({ per_page: '7' })).toThrow('per_page');
  });
});
