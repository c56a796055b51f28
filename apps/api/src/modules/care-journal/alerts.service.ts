import { startOfIndiaDay, todayInIndia } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { careNotificationTexts } from '../notifications/care-texts.ts';
import { insertNotification } from '../notifications/repository.ts';
import {
  careParties,
  claimMissedAlert,
  listMissedCheckIns,
  liveCircleMobiles,
  type CareParties,
} from './alerts.repository.ts';

/** What the care journal's jobs need from the settings. */
export interface CareJobSettings {
  /** HH:MM India time after which a day with no check-in is alerted (CHECK_IN_ALERT_TIME). */
  checkInAlertTime: string;
  /** HH:MM India time after which the day's digest goes out (CARE_DIGEST_TIME). */
  careDigestTime: string;
  /** The operators told of a missed check-in (ADMIN_MOBILES). */
  operatorMobiles: readonly string[];
}

/** Whether India's clock at `at` has reached `time` (HH:MM) on that India day. */
export function reachedIndiaTime(at: Date, time: string): boolean {
  const [hours, minutes] = time.split(':').map(Number);
  const since = at.getTime() - startOfIndiaDay(todayInIndia(at)).getTime();
  return since >= ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/**
 * Writes one care text to the family who booked (their bell and SMS) and each relative still
 * following the care recipient (SMS only: they may have no account), in the caller's
 * transaction. A relative whose number is the family's own gets it once.
 */
export async function tellFamilyCircle(
  tx: Executor,
  bookingId: string,
  parties: CareParties,
  type: keyof typeof careNotificationTexts,
  text: string,
): Promise<number> {
  await insertNotification(tx, {
    recipientKind: 'Customer',
    recipientId: parties.customerId,
    mobile: parties.customerMobile,
    type,
    text,
    bookingId,
  });
  const relatives = (await liveCircleMobiles(tx, parties.familyMemberId)).filter(
    (mobile) => mobile !== parties.customerMobile,
  );
  for (const mobile of relatives) {
    await insertNotification(tx, {
      recipientKind: 'Relative',
      recipientId: null,
      mobile,
      type,
      text,
      bookingId,
    });
  }
  return 1 + relatives.length;
}

/**
 * The missed check-in alert (every quarter hour): once India time is past the set hour, each
 * day of accepted or running care that nobody checked in to alerts the family, the relatives
 * following it and the operators by SMS, once. Each day is claimed and told in its own
 * transaction, so the alert exists exactly when the claim does and one failure stops no other.
 */
export async function alertMissedCheckIns(
  db: Database,
  settings: CareJobSettings,
  at: Date = now(),
): Promise<number> {
  if (!reachedIndiaTime(at, settings.checkInAlertTime)) return 0;
  const date = todayInIndia(at);
  let alerted = 0;
  for (const bookingId of await listMissedCheckIns(db, date)) {
    const told = await db.transaction(async (tx) => {
      if (!(await claimMissedAlert(tx, bookingId, date, at))) return false;
      const parties = await careParties(tx, bookingId);
      if (!parties) return false;
      const facts = {
        date,
        patientName: parties.patientName,
        caregiverName: parties.caregiverName,
        alertTime: settings.checkInAlertTime,
        bookingId,
      };
      const family = careNotificationTexts.CARE_CHECK_IN_MISSED;
      await tellFamilyCircle(tx, bookingId, parties, 'CARE_CHECK_IN_MISSED', family.render(facts));
      const operator = careNotificationTexts.CARE_CHECK_IN_MISSED_OPERATOR;
      for (const mobile of settings.operatorMobiles) {
        await insertNotification(tx, {
          recipientKind: 'Operator',
          recipientId: null,
          mobile,
          type: 'CARE_CHECK_IN_MISSED_OPERATOR',
          text: operator.render(facts),
          bookingId,
        });
      }
      return true;
    });
    if (told) alerted += 1;
  }
  return alerted;
}
