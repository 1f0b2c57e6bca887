import {
  type AdminUser,
  type LanguagePreference,
  type Profile,
  profileLocationCode,
  profileLocationLabel,
  type UserSettings,
} from '@daybook/domain';
import { toBool, type UserRow } from '../../db/schema.js';
import type { SettingsWithManager, UserRecordRow } from './users.repository.js';

/** GET /api/profile/ shape (docs/product-rules.md §3 "Profile"): the location as its label, and as its code beside it. */
export function presentProfile(user: UserRow, locationName?: string | null): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    location: profileLocationLabel(user.location, locationName),
    location_code: user.location_id === null ? profileLocationCode(user.location) : user.location,
    payrollId: user.payroll_id,
    providerId: user.provider_id,
    status: user.status,
    role: user.role,
    mustChangePassword: toBool(user.must_change_password),
  };
}

/** What the audit log keeps of a user: everything but secrets. */
export function presentUserForAudit(user: UserRow) {
  const { password_hash: _secret, ...rest } = user;
  return { ...rest, is_active: toBool(user.is_active), must_change_password: toBool(user.must_change_password) };
}

/** GET /api/user/settings/ shape (docs/product-rules.md §3 "User settings"); the manager comes from the user's record. */
export function presentSettings(row: SettingsWithManager): UserSettings {
  return {
    id: row.id,
    street_address: row.street_address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    manager_name: row.manager_display_name ?? row.manager_name,
    manager_email: row.manager_email,
    user: row.user_id,
    provider_id: row.provider_id,
    payroll_id: row.payroll_id,
    location: profileLocationLabel(row.location, row.location_name),
    location_code: row.location_id === null ? profileLocationCode(row.location) : row.location,
    gender: row.gender,
    race: row.race,
    marital_status: row.marital_status,
    services_provided: row.services_provided,
    additional_info: row.additional_info,
    updated_at: row.updated_at,
  };
}

/** A user as the admin console shows it (`/api/admin/users`): the target in hours, flags as booleans. */
export function presentUserRecord(row: UserRecordRow): AdminUser {
  const { target_minutes, is_active, must_change_password, ...rest } = row;
  return {
    ...rest,
    is_active: toBool(is_active),
    must_change_password: toBool(must_change_password),
    target_hours: target_minutes === null ? null : Math.round((target_minutes / 60) * 100) / 100,
  };
}

/** The user's chosen language: null while they have not chosen (the browser's language applies). */
export function presentLanguage(language: string | null): LanguagePreference {
  return { language: language === 'en' || language === 'es' ? language : null };
}
