import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../test/factories';
import { notificationText } from './notification-text';

describe('a notification text', () => {
  it('translates the type with its params', () => {
    const notification = makeNotification({
      type: 'ORDER_RESPONSE_RECEIVED',
      params: { orderNumber: 1042, companyName: 'Zhol Trans' },
      message: 'New response',
    });
    expect(notificationText(notification)).toBe(
      'New response to application №1042 from Zhol Trans',
    );
  });

  it('falls back to the server message for a type it does not know', () => {
    const notification = makeNotification({ type: 'SOMETHING_NEW', message: 'Server text' });
    expect(notificationText(notification)).toBe('Server text');
  });

  it('falls back to the server message when a param is missing', () => {
    const notification = makeNotification({
      type: 'DRIVER_APPROVED',
      params: {},
      message: 'Driver approved',
    });
    expect(notificationText(notification)).toBe('Driver approved');
  });
});
