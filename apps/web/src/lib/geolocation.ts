/** Where the device is, as the browser reports it. */
export interface DeviceLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/** How long to wait for a position before the action goes ahead without one. */
export const LOCATION_TIMEOUT_MS = 10_000;

/**
 * Asks the browser for the device's position. Resolves null (never rejects) when the browser has
 * no geolocation, the person refuses, or no position arrives in time: the action is then sent
 * without a location and a warning is shown (docs/product-rules.md §5).
 */
export function getDeviceLocation(timeoutMs = LOCATION_TIMEOUT_MS): Promise<DeviceLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: DeviceLocation | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(guard);
      resolve(value);
    };
    // Some browsers never call back while a permission prompt stays unanswered.
    const guard = window.setTimeout(() => finish(null), timeoutMs + 500);
    try {
      navigator.geolocation.getCurrentPosition(
        (position) =>
          finish({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          }),
        () => finish(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      finish(null);
    }
  });
}
