import { formatCareDate, formatPaise } from '@care/shared';
import { accountNotificationTexts, accountTemplateSettings } from './account-texts.ts';
import { careNotificationTexts, careTemplateSettings } from './care-texts.ts';
import { circleNotificationTexts, circleTemplateSettings } from '../care-journal/circle.texts.ts';
import { moneyNotificationTexts, moneyTemplateSettings } from './money-texts.ts';
import {
  verificationNotificationTexts,
  verificationTemplateSettings,
} from './verification-texts.ts';

/**
 * Every message a booking's change sends, in one place. India's DLT rules require each SMS to
 * match a template registered with the operator beforehand, so each text names the setting that
 * holds its registered template id (`SMS_TEMPLATE_...`); the words here are what was registered,
 * with the variables filled in. The same words show in the app's notifications.
 */
export interface BookingFacts {
  serviceName: string;
  startDate: string;
  endDate: string;
  patientName: string;
  caregiverName: string;
  familyName: string;
}

export interface NotificationExtras {
  refundPaise?: number;
  /** The caregiver's part of an earning an operator's refund took back. */
  takenBackPaise?: number;
  reason?: string;
  staffName?: string;
  staffPhone?: string;
}

const dates = (f: BookingFacts) =>
  f.startDate === f.endDate
    ? formatCareDate(f.startDate)
    : `${formatCareDate(f.startDate)} to ${formatCareDate(f.endDate)}`;

const refunded = (x: NotificationExtras) =>
  x.refundPaise && x.refundPaise > 0
    ? `${formatPaise(x.refundPaise)} is back in your CareConnect wallet.`
    : 'No refund is due under the cancellation policy.';

export const notificationTexts = {
  BOOKING_REQUESTED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_BOOKING_REQUESTED',
    render: (f: BookingFacts) =>
      `New request on CareConnect: ${f.serviceName} for ${f.patientName}, ${dates(f)}. Open your dashboard to accept or decline.`,
  },
  BOOKING_ACCEPTED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_ACCEPTED',
    render: (f: BookingFacts) =>
      `${f.caregiverName} accepted your CareConnect booking of ${f.serviceName} for ${f.patientName}, ${dates(f)}. Your start code is in My Bookings.`,
  },
  BOOKING_DECLINED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_DECLINED',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `${f.caregiverName} could not take your CareConnect booking of ${f.serviceName}, ${dates(f)}. ${refunded(x)}`,
  },
  BOOKING_STARTED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_STARTED',
    render: (f: BookingFacts) =>
      `${f.caregiverName} has arrived and started ${f.serviceName} for ${f.patientName}. - CareConnect`,
  },
  BOOKING_COMPLETED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_COMPLETED',
    render: (f: BookingFacts) =>
      `${f.serviceName} for ${f.patientName} is complete. Please rate ${f.caregiverName} in My Bookings on CareConnect.`,
  },
  BOOKING_CANCELLED_BY_SELLER: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_CANCELLED_BY_SELLER',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `${f.caregiverName} cancelled your CareConnect booking of ${f.serviceName}, ${dates(f)}: ${x.reason ?? 'no reason given'}. ${refunded(x)}`,
  },
  STAFF_ASSIGNED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_STAFF_ASSIGNED',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `${x.staffName ?? 'A carer'} from ${f.caregiverName} will care for ${f.patientName}, ${dates(f)}. Phone: ${x.staffPhone ?? 'see My Bookings'}.`,
  },
  BOOKING_CANCELLED_BY_FAMILY: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_BOOKING_CANCELLED_BY_FAMILY',
    render: (f: BookingFacts) =>
      `${f.familyName} cancelled the CareConnect booking of ${f.serviceName} for ${f.patientName}, ${dates(f)}. Those days are free again.`,
  },
  BOOKING_CANCEL_CONFIRMED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_CANCEL_CONFIRMED',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `You cancelled your CareConnect booking of ${f.serviceName}, ${dates(f)}. ${refunded(x)}`,
  },
  BOOKING_EXPIRED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_EXPIRED',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `Your CareConnect booking of ${f.serviceName}, ${dates(f)} has expired: ${x.reason ?? 'it was not confirmed in time'}. ${refunded(x)}`,
  },
  BOOKING_REFUNDED_BY_OPERATOR: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_REFUNDED_BY_OPERATOR',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `CareConnect refunded ${formatPaise(x.refundPaise ?? 0)} of your booking of ${f.serviceName}, ${dates(f)}, to your wallet: ${x.reason ?? 'a refund by our support team'}.`,
  },
  EARNING_REFUNDED_BY_OPERATOR: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_EARNING_REFUNDED_BY_OPERATOR',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `CareConnect refunded ${f.familyName} for the booking of ${f.serviceName}, ${dates(f)}: ${x.reason ?? 'a refund by our support team'}. ${formatPaise(x.takenBackPaise ?? 0)} of its earning was taken back from your available balance.`,
  },
  // The operator console (issue 12/14): an operator's cancel, told to both sides.
  BOOKING_CANCELLED_BY_OPERATOR: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_BOOKING_CANCELLED_BY_OPERATOR',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `CareConnect cancelled your booking of ${f.serviceName}, ${dates(f)}: ${x.reason ?? 'a decision by our support team'}. ${refunded(x)}`,
  },
  BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER',
    render: (f: BookingFacts, x: NotificationExtras) =>
      `CareConnect cancelled the booking of ${f.serviceName} for ${f.patientName}, ${dates(f)}: ${x.reason ?? 'a decision by our support team'}. Those days are free again.`,
  },
} as const satisfies Record<
  string,
  {
    to: 'seller' | 'family';
    templateSetting: `SMS_TEMPLATE_${string}`;
    render: (facts: BookingFacts, extras: NotificationExtras) => string;
  }
>;

export type NotificationType = keyof typeof notificationTexts;
export const notificationTypes = Object.keys(notificationTexts) as NotificationType[];

/** Settings a production SMS gateway needs: one registered template id per text. */
export const templateSettings = [
  ...notificationTypes.map((t) => notificationTexts[t].templateSetting),
  ...moneyTemplateSettings,
  ...verificationTemplateSettings,
  ...accountTemplateSettings,
  ...careTemplateSettings,
  ...circleTemplateSettings,
];

/** The setting that holds each text's registered template id, by the text's type. */
export const templateSettingOf: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    ...notificationTexts,
    ...moneyNotificationTexts,
    ...verificationNotificationTexts,
    ...accountNotificationTexts,
    ...careNotificationTexts,
    ...circleNotificationTexts,
  }).map(([type, text]) => [type, text.templateSetting]),
);
