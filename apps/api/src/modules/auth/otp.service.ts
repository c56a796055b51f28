import { operatorRoleOf } from './operator-role.ts';
import { randomInt } from 'node:crypto';
import type { UserType } from '@care/shared';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { otpText, type SmsSender } from '../../adapters/sms/index.ts';
import { hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.ts';
import { isConnectionLost, isDatabaseTimeout } from '../../db/errors.ts';
import * as repo from './otp.repository.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

type VerifyOutcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

const invalidOtp = () => new AppError('INVALID_OTP', 400, 'Invalid OTP');

function minutesUntil(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * One-time passwords: 6 digits from a cryptographic generator, kept only as an HMAC bound to
 * the mobile and user type, valid 5 minutes, once, with 5 tries. All limits are counted from
 * rows in PostgreSQL so they hold across API processes.
 */
export function createOtpService(
  deps: { db: Database; config: Config; sms: SmsSender },
  now: () => Date = () => new Date(),
) {
  const { db, config, sms } = deps;
  const hash = (mobile: string, userType: UserType, code: string) =>
    hmacSha256Hex(config.jwtSecret, `otp:${userType}:${mobile}:${code}`);

  return {
    async send(input: { mobile: string; userType: UserType; ip: string }): Promise<void> {
      const { mobile, userType, ip } = input;
      if (userType === 'Admin' && !operatorRoleOf(config, mobile)) {
        throw forbidden('This number is not registered as an operator');
      }
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');

      await db.transaction(async (tx) => {
        await repo.lockSender(tx, mobile, ip);
        const at = now();
        const hourAgo = new Date(at.getTime() - HOUR_MS);

        const last = await repo.lastSentAt(tx, mobile);
        const waitMs = last ? last.getTime() + config.otp.resendSeconds * 1000 - at.getTime() : 0;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooManyRequests(
            `Please wait ${seconds} seconds before requesting a new OTP`,
            seconds,
          );
        }
        // The hour's window frees a send when its earliest send leaves it: that is when to retry.
        const untilFree = (earliest: Date | null) =>
          earliest ? earliest.getTime() + HOUR_MS - at.getTime() : HOUR_MS;
        const byMobile = await repo.sentSince(tx, { mobile }, hourAgo);
        if (byMobile.count >= config.otp.perMobilePerHour) {
          const ms = untilFree(byMobile.earliest);
          throw tooManyRequests(
            `Too many OTP requests for this number. Please try again in ${minutesUntil(ms)}.`,
            Math.ceil(ms / 1000),
          );
        }
        // One address sending codes to many numbers (a flood, or SMS pumping) stops here, while
        // every other address is served; the limit is high, for the many people behind one
        // mobile network's address.
        const byIp = await repo.sentSince(tx, { ip }, hourAgo);
        if (byIp.count >= config.otp.perIpPerHour) {
          throw tooManyRequests(
            'Too many OTP requests from your network. Please try again later.',
            Math.ceil(untilFree(byIp.earliest) / 1000),
          );
        }

        await repo.retireOpenCodes(tx, mobile, userType, at);
        await repo.insertOtp(tx, {
          mobile,
          userType,
          ip,
          codeHash: hash(mobile, userType, code),
          expiresAt: new Date(at.getTime() + OTP_TTL_MS),
          createdAt: at,
        });
      });

      try {
        await sms.sendOtp({ mobile, otp: code, text: otpText(code) });
      } catch (error) {
        // The dev outbox lives in the database: a lost or silent database is a 503 to retry,
        // not a failed SMS.
        if (isConnectionLost(error) || isDatabaseTimeout(error)) throw error;
        // The code never reached the person: retire it so it cannot be guessed at.
        await repo.retireOpenCodes(db, mobile, userType, now());
        throw new AppError('SMS_FAILED', 502, 'Failed to send OTP', undefined, { cause: error });
      }
    },

    /**
     * Checks a code and, when it is right, runs `complete` (open the account and the session)
     * in the same transaction: the code is used up only if the sign-in it opens is written too,
     * so a request that dies half-way (a lost database connection) can simply be sent again.
     * A wrong try is recorded even though the request fails.
     */
    async verify<T>(
      input: { mobile: string; userType: UserType; otp: string },
      complete: (tx: Executor) => Promise<T>,
    ): Promise<T> {
      const { mobile, userType, otp } = input;
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome<T>> => {
        const row = await repo.findOpenForUpdate(tx, mobile, userType);
        const at = now();
        if (!row) return { ok: false, error: invalidOtp() };
        if (row.expiresAt <= at) {
          return {
            ok: false,
            error: new AppError(
              'OTP_EXPIRED',
              400,
              'This OTP has expired. Please request a new one.',
            ),
          };
        }
        if (row.attempts >= OTP_MAX_ATTEMPTS) {
          return {
            ok: false,
            error: tooManyRequests('Too many wrong attempts. Please request a new OTP.'),
          };
        }
        if (!safeEqualHex(row.codeHash, hash(mobile, userType, otp))) {
          await repo.recordWrongAttempt(tx, row.id);
          return { ok: false, error: invalidOtp() };
        }
        await repo.consume(tx, row.id, at);
        return { ok: true, value: await complete(tx) };
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
