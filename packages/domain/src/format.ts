/** Phone shown as (xxx) xxx-xxxx when it has exactly 10 digits, else as given (docs/product-rules.md §2). */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whole minutes as `Xh Ym` (docs/product-rules.md §9). */
export function formatHoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Up to two initials of a name for the avatar (docs/product-rules.md §2 Profile). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const AVATAR_COLOURS = [
  '#1565c0',
  '#6a1b9a',
  '#2e7d32',
  '#c62828',
  '#00695c',
  '#4527a0',
  '#ad1457',
  '#37474f',
  '#0277bd',
  '#558b2f',
  '#d84315',
  '#283593',
  '#00838f',
] as const;

/** Avatar background chosen from the first letter of the name (docs/product-rules.md §2); all pass 4.5:1 with white text. */
export function avatarColour(name: string | null | undefined): string {
  const letter = (name ?? '').trim().toUpperCase().charCodeAt(0);
  const index = Number.isNaN(letter) ? 0 : letter % AVATAR_COLOURS.length;
  return AVATAR_COLOURS[index] ?? AVATAR_COLOURS[0];
}
