import {
  addBlackoutDatesBodySchema,
  addBlackoutDatesResponseSchema,
  blackoutDateDeletedResponseSchema,
  blackoutDatesResponseSchema,
  upcomingBlackoutDatesResponseSchema,
} from '../schemas/blackout.ts';
import { idParamsSchema } from '../schemas/common.ts';
import { defineContract } from './define.ts';

/** The operator's list of blackout dates and long weekends. Admin operators only. */
export const adminBlackoutContracts = {
  getBlackoutDates: defineContract({
    method: 'GET',
    path: '/admin/blackout/getBlackoutDates',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin blackout dates',
    summary: 'Every listed blackout date and long weekend day, past and coming, by date',
    response: blackoutDatesResponseSchema,
  }),
  addBlackoutDates: defineContract({
    method: 'POST',
    path: '/admin/blackout/addBlackoutDates',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin blackout dates',
    summary: 'List a range of days (one row each, at most 31) as blackout dates or a long weekend',
    body: addBlackoutDatesBodySchema,
    response: addBlackoutDatesResponseSchema,
  }),
  deleteBlackoutDate: defineContract({
    method: 'DELETE',
    path: '/admin/blackout/deleteBlackoutDate/:id',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin blackout dates',
    summary: 'Take one day off the list; bookings touching it are refunded by the tiers again',
    params: idParamsSchema,
    response: blackoutDateDeletedResponseSchema,
  }),
};

/** What the refund policy page lists. Public. */
export const blackoutContracts = {
  getUpcomingBlackoutDates: defineContract({
    method: 'GET',
    path: '/content/getUpcomingBlackoutDates',
    access: 'public',
    tag: 'content',
    summary: 'The coming blackout dates and long weekends, from today, by date',
    response: upcomingBlackoutDatesResponseSchema,
  }),
};
