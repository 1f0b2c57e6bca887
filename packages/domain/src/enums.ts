/** Roles of a Daybook user (docs/product-rules.md §6). */
export const ROLES = ['staff', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Profile / client status values (docs/product-rules.md §3). */
export const PROFILE_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Day-program service codes (docs/product-rules.md §3). */
export const SERVICE_CODES = ['DTA1', 'DTA2', 'DTT', 'SDTA'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** Program location codes (docs/product-rules.md §3) and their display names (docs/product-rules.md §9). */
export const LOCATION_CODES = ['GUADALUPE_DTA', 'GUADALUPE_DTT', 'GUADALUPE_SPECIAL'] as const;
export type LocationCode = (typeof LOCATION_CODES)[number];
export const LOCATION_NAMES: Record<LocationCode, string> = {
  GUADALUPE_DTA: 'Guadalupe DTA',
  GUADALUPE_DTT: 'Guadalupe DTT',
  GUADALUPE_SPECIAL: 'Guadalupe Special DTA',
};

/** Client bill types (docs/product-rules.md §3). */
export const BILL_TYPES = ['yearly', 'monthly', 'quarterly'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** Trial prompt-level codes (docs/product-rules.md §3). */
export const TRIAL_VALUE_CODES = ['Barriers', 'HH', 'I', 'M', 'P', 'R', 'S', 'G', 'VP'] as const;
export type TrialValueCode = (typeof TRIAL_VALUE_CODES)[number];

/** Trial percentages (docs/product-rules.md §3). */
export const TRIAL_PERCENTAGES = [0, 25, 50, 75, 100] as const;
