import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';

/** One message a booking's change sent to this user (also sent to their mobile by SMS). */
export const notificationSchema = z.object({
  id: idSchema,
  type: text(),
  text: text(),
  bookingId: idSchema.optional(),
  createdAt: text(),
  readAt: text().nullable(),
});
export type AppNotification = z.output<typeof notificationSchema>;

export const myNotificationsSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type MyNotifications = z.output<typeof myNotificationsSchema>;
export const myNotificationsResponseSchema = envelope(myNotificationsSchema);

/** Mark some read by id, or all of them. */
export const markReadBodySchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(idSchema)
        .min(1, 'Name at least one notification')
        .max(100, 'Mark at most 100 at a time'),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { message: 'Send { ids: [...] } or { all: true }' },
);
export type MarkReadBody = z.input<typeof markReadBodySchema>;
export const markReadResponseSchema = envelope(
  z.object({ marked: z.number().int(), unread: z.number().int() }),
);
