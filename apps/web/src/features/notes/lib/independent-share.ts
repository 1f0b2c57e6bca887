/**
 * The share of trials scored I as the Notes page shows it: a whole percent, rounded once (half up)
 * from the counts (docs/product-rules.md §2 Notes, "rounding once and stated"). The server's
 * `independent_percent` is already rounded to one decimal; rounding that again turned 20 of 44
 * (45.45 %, answered 45.5) into 46 %.
 */
export function independentShare(scoredI: number, trials: number): number {
  if (trials <= 0) return 0;
  // a whole count times 100 over a whole count: an exact half stays exact in floating point
  return Math.round((scoredI * 100) / trials);
}
