/** Seconds without a touch after which the kiosk goes back to the names (issue 15). */
export const IDLE_MS = 20_000;
/** How long a result stays on screen before the kiosk returns to the start. */
export const RESULT_MS = 6_000;

/**
 * Milliseconds until the kiosk goes back to the names: a result stays RESULT_MS, any other step
 * IDLE_MS, counted from the later of the last touch and the moment the step was shown. Counted
 * from the touch alone, a result that took longer than RESULT_MS to come back (a slow server, bad
 * signal) was gone the moment it appeared, and the person never saw that they were checked in.
 */
export function msUntilNames(step: 'result' | 'other', lastTouch: number, shownAt: number, now: number): number {
  const wait = step === 'result' ? RESULT_MS : IDLE_MS;
  return Math.max(0, Math.max(lastTouch, shownAt) + wait - now);
}
