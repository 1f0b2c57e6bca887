import type { Profile, UserSettings } from '@daybook/domain';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * A profile is complete when everything the dashboard's Employee Profile shows is recorded: name,
 * email and phone on the profile, and a street, city, state and ZIP on the settings. Until then
 * the dashboard asks the employee to keep their profile up to date (issue 10 item 31).
 */
export function isProfileComplete(profile: Profile, settings: UserSettings | null): boolean {
  return (
    filled(profile.name) &&
    filled(profile.email) &&
    filled(profile.phone) &&
    settings !== null &&
    filled(settings.street_address) &&
    filled(settings.city) &&
    filled(settings.state) &&
    filled(settings.zip_code)
  );
}
