import { hasTranslation, translateMessage } from '@care/shared';
import { describe, expect, it } from 'vitest';
import { moneyNotificationTexts } from './money-texts.ts';
import { notificationTexts, type BookingFacts, type NotificationExtras } from './texts.ts';
import { verificationNotificationTexts } from './verification-texts.ts';

const devanagari = /[\u0900-\u097F]/;
const facts: BookingFacts = {
  serviceName: 'Elder Companion',
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  patientName: 'Kamala Devi',
  caregiverName: 'Geeta Menon',
  familyName: 'Rohan Das',
};
const oneDay: BookingFacts = { ...facts, endDate: facts.startDate };
const extrasEach: NotificationExtras[] = [
  {},
  {
    refundPaise: 250_000,
    takenBackPaise: 40_000,
    reason: 'Family emergency',
    staffName: 'Sunita',
    staffPhone: '9876543210',
  },
];

/** Every text the bell can show, rendered by the same functions that wrote it. */
const rendered = [
  ...Object.entries(notificationTexts).flatMap(([type, text]) =>
    [facts, oneDay].flatMap((f) => extrasEach.map((x) => ({ type, text: text.render(f, x) }))),
  ),
  ...Object.entries(moneyNotificationTexts).flatMap(([type, text]) =>
    [
      { amountPaise: 150_050 },
      { amountPaise: 150_050, reason: 'Account closed', destination: 'HDFC ••1234' },
    ].map((f) => ({ type, text: text.render(f) })),
  ),
  ...Object.entries(verificationNotificationTexts).flatMap(([type, text]) =>
    [{}, { reason: 'Family emergency.' }].map((f) => ({ type, text: text.render(f) })),
  ),
];

describe('every notification has its Hindi', () => {
  it.each(rendered)('$type: $text', ({ text }) => {
    expect(hasTranslation(text, 'hi')).toBe(true);
    const hindi = translateMessage(text, 'hi');
    expect(hindi).toMatch(devanagari);
    // Amounts and the names people typed come through untouched.
    for (const kept of text.match(
      /₹\d[\d,]*(?:\.\d+)?|Geeta Menon|Kamala Devi|Family emergency/g,
    ) ?? []) {
      expect(hindi).toContain(kept);
    }
    expect(hindi).not.toMatch(/\b(Dec|Nov) 2026\b/);
  });
});
