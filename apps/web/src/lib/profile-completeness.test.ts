import type { Profile, UserSettings } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { isProfileComplete, missingProfileDetails } from './profile-completeness';

const profile: Profile = {
  id: 3,
  name: 'Ana Reyes',
  email: 'ana@daybook.test',
  phone: '4805550103',
  avatar: null,
  location: 'Guadalupe DTA',
  location_code: 'GUADALUPE_DTA',
  payrollId: null,
  providerId: null,
  status: 'active',
  role: 'staff',
  mustChangePassword: false,
};

const settings: UserSettings = {
  id: 1,
  street_address: '8810 S Avenida Del Yaqui',
  address2: null,
  city: 'Guadalupe',
  state: 'AZ',
  zip_code: '85283',
  manager_name: null,
  manager_email: null,
  user: 3,
  provider_id: null,
  payroll_id: null,
  location: null,
  location_code: null,
  gender: null,
  race: null,
  marital_status: null,
  services_provided: null,
  additional_info: null,
  updated_at: '2026-11-20T17:00:00.000Z',
};

describe('isProfileComplete', () => {
  it('is complete with a phone and a full address; optional details may stay empty', () => {
    expect(isProfileComplete(profile, settings)).toBe(true);
  });

  it('is incomplete without settings, a phone, or any part of the address', () => {
    expect(isProfileComplete(profile, null)).toBe(false);
    expect(isProfileComplete({ ...profile, phone: null }, settings)).toBe(false);
    expect(isProfileComplete({ ...profile, phone: '  ' }, settings)).toBe(false);
    for (const field of ['street_address', 'city', 'state', 'zip_code'] as const) {
      expect(isProfileComplete(profile, { ...settings, [field]: null })).toBe(false);
    }
  });
});

describe('missingProfileDetails', () => {
  it('names what is missing: the profile’s phone, name or email, or any part of the address', () => {
    expect(missingProfileDetails(profile, settings)).toEqual([]);
    // Carla of walkthrough 43: no phone, a full address
    expect(missingProfileDetails({ ...profile, phone: null }, settings)).toEqual(['phone']);
    expect(missingProfileDetails({ ...profile, name: ' ', email: '' }, { ...settings, city: ' ' })).toEqual([
      'name',
      'email',
      'address',
    ]);
    expect(missingProfileDetails({ ...profile, phone: '' }, null)).toEqual(['phone', 'address']);
  });
});
