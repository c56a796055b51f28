import { z } from 'zod';
import { envelope } from './common.ts';

export const healthResponseSchema = envelope(z.object({ db: z.literal('ok') }));
