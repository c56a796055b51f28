/**
 * What Lighthouse's own documentation says about the host it ran on. Its mobile preset slows the
 * host's CPU by a fixed 4, which "moves a typical run in the high-end desktop bracket somewhere
 * into the mid-tier mobile bracket" (lighthouse/docs/throttling.md, "Calibrating the CPU
 * slowdown"). On a slower host the same 4x simulates a slower phone, so the pages bench prints,
 * beside its figures, which bracket the host's benchmark index falls in and the multiplier the
 * docs suggest for a mid-tier phone from there. The figures keep the preset's 4x unless a run sets
 * another (to simulate on a fast host the phone that a slow host's 4x simulates).
 */

export interface HostBracket {
  /** The docs' device class for this benchmark index. */
  bracket: string;
  /** The docs' suggested multiplier to simulate a mid-tier phone, with its range; null below one. */
  toMidTierMobile: { suggested: number; from: number; to: number } | null;
}

/**
 * The docs' table of benchmark indexes by device class (as of Chrome m86) and, for each class,
 * the multiplier towards a mid-tier phone. Where two classes overlap (a low-end desktop and a
 * high-end phone, 1000–1200), both suggest the same multiplier.
 */
export function hostBracket(benchmarkIndex: number): HostBracket {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a Lighthouse benchmark index: ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1500) {
    return { bracket: 'a high-end desktop', toMidTierMobile: { suggested: 4, from: 2, to: 10 } };
  }
  if (benchmarkIndex >= 800) {
    return {
      bracket: benchmarkIndex >= 1000 ? 'a low-end desktop' : 'a high-end phone',
      toMidTierMobile: { suggested: 2, from: 1, to: 5 },
    };
  }
  if (benchmarkIndex >= 125) {
    return { bracket: 'a mid-tier phone', toMidTierMobile: { suggested: 1, from: 1, to: 1 } };
  }
  return { bracket: 'a low-end phone', toMidTierMobile: null };
}

/** How the README names a CPU slowdown: the preset's own, or another one set for the run. */
const slowdownName = (slowdown: number) =>
  slowdown === 4 ? "the preset's 4x" : `${slowdown}x (the preset's is 4x)`;

/**
 * One sentence for the README: the host's bracket and what the run's CPU slowdown (the preset's
 * 4x unless the run set another) makes of it.
 */
export function calibrationSentence(benchmarkIndex: number, slowdown = 4): string {
  if (!Number.isFinite(slowdown) || slowdown <= 0) {
    throw new Error(`not a CPU slowdown: ${slowdown}`);
  }
  const { bracket, toMidTierMobile: to } = hostBracket(benchmarkIndex);
  const index = benchmarkIndex.toFixed(0);
  const used = slowdownName(slowdown);
  if (!to) {
    return `By Lighthouse's table of benchmark indexes (docs/throttling.md), ${index} is ${bracket}: slower than the mid-tier phone its preset simulates, even before ${used}.`;
  }
  const suggested =
    to.suggested === 1
      ? 'no slowdown (1x)'
      : `slowing the CPU ${to.suggested}x (${to.from}x to ${to.to}x)`;
  const times = Number((slowdown / to.suggested).toFixed(1));
  const verdict =
    times === 1
      ? `${used} is what they suggest`
      : `these figures use ${used}, so they simulate a phone about ${times > 1 ? times : Number((1 / times).toFixed(1))} times ${times > 1 ? 'slower' : 'faster'} than that`;
  return `By Lighthouse's table of benchmark indexes (docs/throttling.md), ${index} is ${bracket}, for which its docs suggest ${suggested} to simulate a mid-tier phone; ${verdict}.`;
}
