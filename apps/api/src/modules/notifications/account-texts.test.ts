import { hasTranslation, translateMessage } from '@care/shared';
import { describe, expect, it } from 'vitest';
import { accountNotificationTexts } from './account-texts.ts';
import { notificationTexts } from './texts.ts';

const devanagari = /[\u0900-\u097F]/;

/** What a suspension, a reinstatement or an operator's cancel tells people, in Hindi too. */
describe('the operator’s messages to families and caregivers', () => {
  const rendered = [
    ...Object.entries(accountNotificationTexts).flatMap(([type, text]) =>
      [{}, { reason: 'Complaints from three families.' }].map((facts) => ({
        type,
        text: text.render(facts),
      })),
    ),
    ...(['BOOKING_CANCELLED_BY_OPERATOR', 'BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER'] as const).map(
      (type) => ({
        type,
        text: notificationTexts[type].render(
          {
            serviceName: 'Elder Companion',
            startDate: '2026-12-01',
            endDate: '2026-12-03',
            patientName: 'Kamala Devi',
            caregiverName: 'Geeta Menon',
            familyName: 'Rohan Das',
          },
          { refundPaise: 250_000, reason: 'Caregiver is unwell' },
        ),
      }),
    ),
  ];

  it.each(rendered)('$type: $text', ({ text }) => {
    expect(hasTranslation(text, 'hi')).toBe(true);
    const hindi = translateMessage(text, 'hi');
    expect(hindi).toMatch(devanagari);
    for (const kept of text.match(/₹[\d,]+|Complaints from three families|Caregiver is unwell/g) ??
      []) {
      expect(hindi).toContain(kept);
    }
  });

  it('ends the operator’s reason with one full stop', () => {
    expect(accountNotificationTexts.SELLER_SUSPENDED.render({ reason: 'Late twice.' })).toContain(
      'suspended: Late twice. Families',
    );
  });
});
