import { z } from 'zod';
import { envelope } from './common.ts';

export const healthResponseSchema = envelope(z.object({ db: z.literal('ok') }));

/** Liveness: the process runs and answers; says nothing of the database. */
export const liveResponseSchema = envelope(z.object({ status: z.literal('ok') }));
