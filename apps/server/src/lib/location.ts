/** The device location a check-in style body may carry (all optional; the body itself may be absent). */
export interface LocationInput {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  accuracy?: number | null | undefined;
}

/** Location columns from a body; null when the browser gave none (docs/product-rules.md §5). */
export function locationColumns(body: LocationInput | undefined) {
  return {
    latitude: body?.latitude ?? null,
    longitude: body?.longitude ?? null,
    accuracy: body?.latitude == null ? null : (body?.accuracy ?? null),
  };
}

/** The later of two instants: a server clock that steps back never writes an impossible order. */
export function notBefore(now: Date, earliest: string): Date {
  const floor = new Date(earliest);
  return now < floor ? floor : now;
}
