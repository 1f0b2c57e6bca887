/** `HH:MM` (24-hour) as the display format `hh:mm AM` (docs/product-rules.md §9); missing times show the fallback. */
export function displayTime(time: string | null | undefined, fallback = '--:-- --'): string {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  if (!match) return fallback;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** Every half hour from 06:00 AM to 06:00 PM (docs/product-rules.md §5): values 24-hour, labels 12-hour. */
export const HALF_HOURS: readonly { value: string; label: string }[] = Array.from({ length: 25 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: displayTime(value) };
});
