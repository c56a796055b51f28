import {
  markReadBodySchema,
  markReadResponseSchema,
  myNotificationsResponseSchema,
} from '../schemas/notifications.ts';
import { defineContract } from './define.ts';

/** The bell: anyone signed in sees the messages their bookings sent them. */
export const notificationContracts = {
  getMyNotifications: defineContract({
    method: 'GET',
    path: '/notifications/getMyNotifications',
    access: ['Customer', 'Provider', 'Company'],
    tag: 'notifications',
    summary: 'My 30 latest notifications, newest first, and how many are unread',
    response: myNotificationsResponseSchema,
  }),
  markRead: defineContract({
    method: 'PATCH',
    path: '/notifications/markRead',
    access: ['Customer', 'Provider', 'Company'],
    tag: 'notifications',
    summary: 'Mark notifications read: { ids } or { all: true }',
    body: markReadBodySchema,
    response: markReadResponseSchema,
  }),
};
