/** A JSON list of codes as stored in a text column; null when absent or unreadable. */
export function parseCodes(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}
