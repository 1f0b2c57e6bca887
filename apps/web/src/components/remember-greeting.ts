import { GREETING_KEY } from '../lib/auth-tokens';
import type { Greeting } from './welcome-line';

/** Keeps the shown name and zone for the next visit's first screen (nothing is written when they are unchanged). */
export function rememberGreeting(greeting: Greeting): void {
  try {
    const value = JSON.stringify({ name: greeting.name, timeZone: greeting.timeZone });
    if (window.localStorage.getItem(GREETING_KEY) !== value) window.localStorage.setItem(GREETING_KEY, value);
  } catch {
    // storage refused: the next visit's first screen shows the title only
  }
}
