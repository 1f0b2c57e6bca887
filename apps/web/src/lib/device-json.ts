/**
 * A value kept as JSON in this browser's localStorage for the pages that must outlive a reload
 * (the offline queue's sent report, a flagged action's note): reading answers null when it is
 * missing, unreadable or the storage is blocked; the caller checks its shape.
 */
export function readDeviceJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets it. A full or blocked storage keeps nothing, silently. */
export function writeDeviceJson(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // what is on screen stays until the page is left
  }
}
