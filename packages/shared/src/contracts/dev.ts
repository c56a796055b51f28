import { z } from 'zod';
import { mobileSchema } from '../schemas/auth.ts';
import { envelope, text } from '../schemas/common.ts';
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
};
