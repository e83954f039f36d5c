import { Role, type Account, type Notification, type NotificationPage } from '@freight/shared';
import { saveSession } from '../lib/session/session-storage';

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    login: 'forwarder@demo.kz',
    roleType: Role.FORWARDER,
    fname: 'Айгерим',
    lname: 'Сейітова',
    sname: 'Маратқызы',
    phoneNumber: '+7 701 000 00 01',
    rating: null,
    ratingSummary: { average: null, count: 0 },
    trustScore: 33,
    organizationName: 'ТОО «Дала Экспресс»',
    companyBIN: '900115300003',
    legalAddress: 'Алматы, ул. Абая, 1',
    actualAddress: 'Алматы, ул. Сатпаева, 5',
    companyName: null,
    companyId: '22222222-2222-4222-8222-222222222222',
    companyStatus: 'APPROVED',
    canSign: true,
    ...overrides,
  };
}

let sequence = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'WELCOME',
    params: {},
    message: 'Welcome to the platform!',
    link: null,
    isNew: true,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeNotificationPage(
  items: Notification[],
  overrides: Partial<NotificationPage> = {},
): NotificationPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    unreadCount: items.filter((item) => item.isNew).length,
    ...overrides,
  };
}

/** Stores a session as a successful login would. */
export function signIn(account: Account = makeAccount()): Account {
  saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', account });
  return account;
}
