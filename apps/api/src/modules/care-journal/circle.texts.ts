/**
 * The SMS an invited relative gets. They may have no account yet, so it is SMS only (no bell)
 * and says how to get in: sign in by OTP with the very number it was sent to. Shaped like the
 * other texts (notifications/texts.ts) so its registered DLT template can be listed with theirs.
 */
export interface CircleInviteFacts {
  /** The inviting family's name; null before they filled their profile. */
  ownerName: string | null;
  memberName: string;
}

export const circleNotificationTexts = {
  CIRCLE_INVITED: {
    to: 'relative',
    templateSetting: 'SMS_TEMPLATE_CIRCLE_INVITED',
    render: (f: CircleInviteFacts) =>
      `${f.ownerName ?? 'A family on CareConnect'} invited you to follow the care of ${f.memberName} on CareConnect. Sign in on the CareConnect site with this mobile number to see the bookings, daily check-ins and care journal.`,
  },
} as const;

export const circleTemplateSettings = Object.values(circleNotificationTexts).map(
  (t) => t.templateSetting,
);
