import { z } from 'zod';
import { mobileSchema } from '../schemas/auth.ts';
import { envelope, isoDateSchema, text } from '../schemas/common.ts';
import { healthResponseSchema, liveResponseSchema } from '../schemas/health.ts';
import { defineContract } from './define.ts';

/** A text message the dev outbox kept instead of sending; `otp` is null for other messages. */
export const outboxItemSchema = z.object({
  mobile: text(),
  text: text(),
  otp: text().nullable(),
  createdAt: z.iso.datetime(),
});

/** Liveness, and the development helpers that stand in for SMS. */
export const opsContracts = {
  health: defineContract({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'health',
    summary: 'Readiness: 200 while the database answers, 503 while it does not',
    response: healthResponseSchema,
  }),
  /**
   * Liveness: 200 while the process runs, whatever the database does, so an orchestrator
   * restarts a hung process but not one waiting out a database outage.
   */
  live: defineContract({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    tag: 'health',
    summary: 'Liveness: the process answers (no database involved)',
    response: liveResponseSchema,
  }),
  /** Only when SMS goes to the outbox outside production; otherwise the path does not exist. */
  outbox: defineContract({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    tag: 'dev',
    summary: 'Text messages that would have been sent, newest first',
    query: z.object({ mobile: mobileSchema }),
    response: envelope(z.array(outboxItemSchema)),
  }),
  /**
   * Only where the outbox is (never in production): moves the care journal's clock to a later
   * India day, so an end-to-end test can walk a booking of several days. `date: null` resets it.
   */
  clock: defineContract({
    method: 'PUT',
    path: '/dev/clock',
    access: 'public',
    tag: 'dev',
    summary: "Set the care journal's today (development only)",
    body: z.strictObject({ date: isoDateSchema.nullable() }),
    response: envelope(z.object({ today: text(), now: z.iso.datetime() })),
  }),
};
