/**
 * The rule that refuses guessable PINs, shared by the kiosk PIN (4 to 6 digits, ADR 0024) and the
 * signing PIN (6 to 12 digits, docs/signatures.md), so both refuse the same kind of PIN.
 */

/** Often-chosen PINs that the digit rules below do not already catch (keypad lines, years of fame). */
const COMMON_PINS = new Set(['2580', '0852', '1004', '2000', '6969', '1122', '112233', '159753', '147258', '789456']);

/**
 * True when a string of digits is trivially guessable: one digit repeated (0000), a run up or
 * down (1234, 987654), a repeated block (1212, 121212, 123123, 12341234) or a listed common PIN.
 */
export function isTrivialPin(pin: string): boolean {
  if (!/^[0-9]+$/.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  for (let block = 2; block <= pin.length / 2; block += 1) {
    if (pin.length % block === 0 && pin === pin.slice(0, block).repeat(pin.length / block)) return true;
  }
  return COMMON_PINS.has(pin);
}
