import { overviewResponseSchema } from '../schemas/admin-overview.ts';
import { defineContract } from './define.ts';

/** The console's first page: today at a glance and the last 30 days. Every operator reads it. */
export const adminOverviewContracts = {
  getOverview: defineContract({
    method: 'GET',
    path: '/admin/overview/getOverview',
    access: ['Admin'],
    tag: 'admin overview',
    summary:
      "Today (India time): bookings by status, requests and sellers waiting, the ledger's " +
      'money in, refunds and payouts; and 30 days of bookings and revenue',
    response: overviewResponseSchema,
  }),
};
