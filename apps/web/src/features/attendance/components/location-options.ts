import { type ActiveServiceCode, LOCATION_CODES, SERVICE_CODES } from '@daybook/domain';
import type { TFunction } from 'i18next';

/** The program locations as select options, with their display names (docs/product-rules.md §9). */
export const locationOptions = (t: TFunction) =>
  LOCATION_CODES.map((code) => ({ value: code, label: t(`careCodes.location.${code}`) }));

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
