import { LOCATION_CODES, SERVICE_CODES } from '@daybook/domain';
import type { TFunction } from 'i18next';

/** The program locations as select options, with their display names (spec §9). */
export const locationOptions = (t: TFunction) =>
  LOCATION_CODES.map((code) => ({ value: code, label: t(`careCodes.location.${code}`) }));

/** The service codes as select options (spec §3). */
export const serviceOptions = (t: TFunction) =>
  SERVICE_CODES.map((code) => ({ value: code, label: t(`careCodes.service.${code}`) }));
