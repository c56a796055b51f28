/**
 * How a booking's money is shared when it is earned (decision 013): the platform keeps its
 * commission (a setting, 10% by default, copied onto each booking when it is made), GST at 18%
 * is charged on that commission and owed to the government, and the caregiver earns the rest.
 * A cancellation fee (the part of a cancelled booking the policy keeps) is shared the same way.
 */
export const GST_PERCENT = 18;
export const DEFAULT_COMMISSION_PERCENT = 10;
/** Basis points: 1000 = 10%. Whole basis points keep every split in integer arithmetic. */
export const BASIS_POINTS = 10_000;

export interface EarningSplit {
  grossPaise: number;
  commissionPaise: number;
  gstPaise: number;
  netPaise: number;
}

/** Half-up division of non-negative integers, without floating point. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

/**
 * Splits `grossPaise` into commission, GST on the commission, and the caregiver's net. The
 * three parts always add up to the gross exactly, so the journal that records them balances.
 */
export function splitEarning(grossPaise: number, commissionBps: number): EarningSplit {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0) {
    throw new RangeError(`Gross ${grossPaise} must be whole, non-negative paise`);
  }
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > BASIS_POINTS) {
    throw new RangeError(`Commission ${commissionBps} must be 0 to ${BASIS_POINTS} basis points`);
  }
  const commissionPaise = divideRounded(grossPaise * commissionBps, BASIS_POINTS);
  const gstPaise = Math.min(
    divideRounded(commissionPaise * GST_PERCENT, 100),
    grossPaise - commissionPaise,
  );
  return {
    grossPaise,
    commissionPaise,
    gstPaise,
    netPaise: grossPaise - commissionPaise - gstPaise,
  };
}
