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

/** What is left of one booking's earning, after any earlier reversals. */
export interface EarnedParts {
  netPaise: number;
  commissionPaise: number;
  gstPaise: number;
}

/**
 * The parts of an earning to take back when `amountPaise` of it is refunded (an operator's
 * refund of completed care, decision 013): each part in proportion to what is left of it, so the
 * caregiver, the platform and the tax bear a refund as they shared the earning. Commission and
 * GST round up and the caregiver's part takes the rest, so no part ever exceeds what is left of
 * it; refunding everything that is left takes back every part exactly.
 */
export function reverseEarning(amountPaise: number, left: EarnedParts): EarnedParts {
  const leftPaise = left.netPaise + left.commissionPaise + left.gstPaise;
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0 || amountPaise > leftPaise) {
    throw new RangeError(`Cannot take back ${amountPaise} of an earning of ${leftPaise} paise`);
  }
  if (amountPaise === 0) return { netPaise: 0, commissionPaise: 0, gstPaise: 0 };
  const share = (part: number) => Math.min(part, Math.ceil((amountPaise * part) / leftPaise));
  let commissionPaise = share(left.commissionPaise);
  let gstPaise = share(left.gstPaise);
  // Rounding both up can overshoot a tiny refund by a paisa or two: the tax gives way first.
  let over = commissionPaise + gstPaise - amountPaise;
  if (over > 0) {
    const fromGst = Math.min(over, gstPaise);
    gstPaise -= fromGst;
    over -= fromGst;
    commissionPaise -= over;
  }
  return { netPaise: amountPaise - commissionPaise - gstPaise, commissionPaise, gstPaise };
}
