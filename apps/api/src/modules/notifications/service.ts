import { translateMessage, type Language, type MyNotifications } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { Recipient } from './repository.ts';
import {
  moneyNotificationTexts,
  type MoneyFacts,
  type MoneyNotificationType,
} from './money-texts.ts';
import { notificationTexts, type NotificationExtras, type NotificationType } from './texts.ts';
import {
  verificationNotificationTexts,
  type VerificationFacts,
  type VerificationNotificationType,
} from './verification-texts.ts';

const RECENT_LIMIT = 30;

/**
 * Writes the message a booking's change sends, inside the caller's transaction (the outbox):
 * it exists exactly when the change does. The SMS goes out later from the sender job, so a
 * failing gateway never blocks or undoes the booking.
 */
export async function notifyBooking(
  tx: Executor,
  bookingId: string,
  type: NotificationType,
  extras: NotificationExtras = {},
): Promise<void> {
  const parties = await repo.bookingParties(tx, bookingId);
  if (!parties) return;
  const text = notificationTexts[type];
  const caregiverName = parties.providerName ?? parties.companyName ?? 'Your caregiver';
  const message = text.render(
    {
      serviceName: parties.serviceName,
      startDate: parties.startDate,
      endDate: parties.endDate,
      patientName: parties.patientName,
      caregiverName,
      familyName: parties.familyName ?? 'The family',
    },
    extras,
  );
  const recipient =
    text.to === 'family'
      ? { kind: 'Customer' as const, id: parties.customerId, mobile: parties.customerMobile }
      : parties.providerId
        ? { kind: 'Provider' as const, id: parties.providerId, mobile: parties.providerMobile! }
        : { kind: 'Company' as const, id: parties.companyId!, mobile: parties.companyMobile! };
  await repo.insertNotification(tx, {
    recipientKind: recipient.kind,
    recipientId: recipient.id,
    mobile: recipient.mobile,
    type,
    text: message,
    bookingId,
  });
}

/**
 * Writes a money message (payment kept, payout, withdrawal) to the outbox in the caller's
 * transaction, to the recipient's registered mobile.
 */
export async function notifyMoney(
  tx: Executor,
  recipient: Recipient,
  type: MoneyNotificationType,
  facts: MoneyFacts,
): Promise<void> {
  const mobile = await repo.mobileOf(tx, recipient);
  if (!mobile) return;
  await repo.insertNotification(tx, {
    recipientKind: recipient.kind,
    recipientId: recipient.id,
    mobile,
    type,
    text: moneyNotificationTexts[type].render(facts),
  });
}

/**
 * Tells a seller the operator's verification decision (a rejection with its reason), through
 * the outbox in the decision's own transaction: the SMS exists exactly when the decision does.
 */
export async function notifyVerification(
  tx: Executor,
  seller: Recipient & { kind: 'Provider' | 'Company' },
  type: VerificationNotificationType,
  facts: VerificationFacts = {},
): Promise<void> {
  const mobile = await repo.mobileOf(tx, seller);
  if (!mobile) return;
  await repo.insertNotification(tx, {
    recipientKind: seller.kind,
    recipientId: seller.id,
    mobile,
    type,
    text: verificationNotificationTexts[type].render(facts),
  });
}

/** Anyone's own recent notifications, newest first, and how many are unread. */
export function createNotificationService(db: Database) {
  return {
    /** The texts in the reader's language; the stored words are the English that was sent. */
    async mine(recipient: Recipient, language: Language = 'en'): Promise<MyNotifications> {
      const [items, unread] = await Promise.all([
        repo.listForRecipient(db, recipient, RECENT_LIMIT),
        repo.countUnread(db, recipient),
      ]);
      return {
        items: items.map((item) => ({
          ...item,
          text: translateMessage(item.text, language),
          bookingId: item.bookingId ?? undefined,
          createdAt: item.createdAt.toISOString(),
          readAt: item.readAt?.toISOString() ?? null,
        })),
        unread,
      };
    },

    async markRead(recipient: Recipient, which: { ids: string[] } | { all: true }) {
      const marked = await repo.markRead(
        db,
        recipient,
        'all' in which ? 'all' : which.ids,
        new Date(),
      );
      return { marked, unread: await repo.countUnread(db, recipient) };
    },
  };
}
