import { formatCareDate } from '@care/shared';

/**
 * The care journal's messages to the family circle and the operator: the missed check-in
 * alert and the evening digest. Like the booking texts, each names the setting of its
 * registered DLT template, and its words are fixed with the values filled in, so the app can
 * show them in Hindi too (notifications in check-in.hi.ts).
 */
export interface MissedCheckInFacts {
  /** The India calendar day (YYYY-MM-DD). */
  date: string;
  patientName: string;
  caregiverName: string;
  /** The hour after which the day counts as missed, HH:MM India time. */
  alertTime: string;
  bookingId: string;
}

/** What the evening digest says about one day of care. */
export interface DigestFacts {
  date: string;
  patientName: string;
  caregiverName: string;
  /** HH:MM India time, or null when nobody checked in / out. */
  checkIn: string | null;
  checkOut: string | null;
  /** 'lunch (all), dinner (half)', or empty. */
  meals: string[];
  /** Of the medicines the day's entries listed, how many were given; null when none listed. */
  medicines: { given: number; listed: number } | null;
  mood: string | null;
  photos: number;
}

export const careNotificationTexts = {
  CARE_CHECK_IN_MISSED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_CARE_CHECK_IN_MISSED',
    render: (f: MissedCheckInFacts) =>
      `CareConnect: ${f.caregiverName} has not checked in for ${f.patientName} today, ${formatCareDate(f.date)}. Please call them; our support team can help.`,
  },
  CARE_CHECK_IN_MISSED_OPERATOR: {
    to: 'operator',
    templateSetting: 'SMS_TEMPLATE_CARE_CHECK_IN_MISSED_OPERATOR',
    render: (f: MissedCheckInFacts) =>
      `CareConnect alert: no check-in by ${f.alertTime} from ${f.caregiverName} for ${f.patientName}, ${formatCareDate(f.date)} (booking ${f.bookingId}). The family has been told.`,
  },
  CARE_DAILY_DIGEST: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_CARE_DAILY_DIGEST',
    render: (f: DigestFacts) =>
      f.checkIn === null
        ? `CareConnect, ${formatCareDate(f.date)}: no check-in today for ${f.patientName} by ${f.caregiverName}.`
        : `CareConnect, ${formatCareDate(f.date)}: ${f.patientName} with ${f.caregiverName}. In ${f.checkIn}, out ${f.checkOut ?? 'not yet'}. Meals: ${f.meals.length ? f.meals.join(', ') : 'none noted'}. Medicines: ${f.medicines ? `${f.medicines.given} of ${f.medicines.listed} given` : 'none listed'}. Mood: ${f.mood ?? 'not noted'}. Photos: ${f.photos}.`,
  },
} as const;

export type CareNotificationType = keyof typeof careNotificationTexts;
export const careTemplateSettings = Object.values(careNotificationTexts).map(
  (t) => t.templateSetting,
);
