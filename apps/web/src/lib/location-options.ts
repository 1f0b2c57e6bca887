import { type ActiveLocation, type ActiveServiceCode, LOCATION_CODES, SERVICE_CODES } from '@daybook/domain';
import type { TFunction } from 'i18next';

const LEGACY_LOCATIONS: readonly string[] = LOCATION_CODES;

/**
 * A location code as shown (ADR 0028): by the name of its admin console location, else the three
 * codes of docs/product-rules.md §9 by their catalogue name (the place's name, the same in every
 * language: docs/glossary-es.md), else as it is.
 */
export const locationLabel = (t: TFunction, code: string, active?: readonly ActiveLocation[]): string =>
  namedLocationLabel(t, code, active?.find((location) => location.code === code)?.name);

/** A location code as shown when the server gave its name (a report's `location_name`): that name first. */
export const namedLocationLabel = (t: TFunction, code: string, name?: string | null): string =>
  name || (LEGACY_LOCATIONS.includes(code) ? t(`careCodes.location.${code as (typeof LOCATION_CODES)[number]}`) : code);

/**
 * The location select's options: the server's active locations (GET /api/locations/), or the
 * three legacy codes while that list is loading or could not be read. `keep` (the record's own
 * location) stays offered when it is no longer active, so editing a record never loses it.
 */
export const locationOptions = (t: TFunction, active?: readonly ActiveLocation[], keep?: string | null) => {
  const codes = active && active.length > 0 ? active.map((location) => location.code) : [...LOCATION_CODES];
  if (keep && !codes.includes(keep)) codes.push(keep);
  return codes.map((code) => ({ value: code, label: locationLabel(t, code, active) }));
};

const ORIGINAL_SERVICES: readonly string[] = SERVICE_CODES;

/**
 * A service code as shown: the four original codes (docs/product-rules.md §3) by their catalogue
 * name, any other code (created in the admin console, docs/billing-rules.md) as it is written.
 */
export const serviceLabel = (t: TFunction, code: string): string =>
  ORIGINAL_SERVICES.includes(code) ? t(`careCodes.service.${code as (typeof SERVICE_CODES)[number]}`) : code;

/**
 * The service select's options: the server's active service codes (a code of its own with its
 * name), or the four original codes while that list is loading or could not be read.
 */
export const serviceOptions = (t: TFunction, active?: readonly ActiveServiceCode[]) =>
  active && active.length > 0
    ? active.map(({ code, name }) => ({
        value: code,
        label: ORIGINAL_SERVICES.includes(code) ? serviceLabel(t, code) : `${code} – ${name}`,
      }))
    : SERVICE_CODES.map((code) => ({ value: code, label: serviceLabel(t, code) }));
