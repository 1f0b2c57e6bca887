import type { Profile, UserSettings } from '@daybook/domain';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * What a profile lacks of what the dashboard's Employee Profile shows: `name`, `email` and `phone`
 * (the employee enters them in My Profile's Edit Profile), and `address`, a street, city, state
 * and ZIP on the settings (their manager records it).
 */
export type MissingDetail = 'name' | 'email' | 'phone' | 'address';

/** The details edited in My Profile's Edit Profile (/provider?edit opens it). */
export const EDITED_IN_PROFILE: readonly MissingDetail[] = ['name', 'email', 'phone'];

/** What `profile` and `settings` lack, in the order the Employee Profile shows them. */
export function missingProfileDetails(profile: Profile, settings: UserSettings | null): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (!filled(profile.name)) missing.push('name');
  if (!filled(profile.email)) missing.push('email');
  if (!filled(profile.phone)) missing.push('phone');
  if (
    settings === null ||
    !filled(settings.street_address) ||
    !filled(settings.city) ||
    !filled(settings.state) ||
    !filled(settings.zip_code)
  )
    missing.push('address');
  return missing;
}

/**
 * A profile is complete when everything the dashboard's Employee Profile shows is recorded: name,
 * email and phone on the profile, and a street, city, state and ZIP on the settings. Until then
 * the dashboard asks the employee to keep their profile up to date (issue 10 item 31), and
 * Settings says what is missing and where it is entered instead of confirming it.
 */
export function isProfileComplete(profile: Profile, settings: UserSettings | null): boolean {
  return missingProfileDetails(profile, settings).length === 0;
}
