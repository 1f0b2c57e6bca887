// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import { LocationEdit } from './locations';
import { MemberEdit } from './members';

/**
 * Walkthrough 41: a latitude pasted from a map (33.374567) could not be saved, the field taking
 * four decimals only (about 11 m, against 150 m geofences). Coordinates take any precision.
 */
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const place = { id: 7, code: 'HOME_BASE', name: 'Home base', latitude: 33.37, longitude: -111.96, radius_meters: 150 };

describe.each([
  ['a location', LocationEdit, 'locations', '/admin/locations/7'],
  ['a member’s home', MemberEdit, 'members', '/admin/members/7'],
] as const)('the coordinates of %s', (_name, Page, resource, path) => {
  it('take six decimals and more', async () => {
    renderConsolePage(<Page />, {
      path,
      resource,
      routes: [`/admin/${resource}/:id`],
      dataProvider: testDataProvider({ getOne: async () => ({ data: { ...place, name: 'Home base' } }) }),
    });
    for (const label of [/latitude/i, /longitude/i]) {
      const input = (await screen.findByRole('spinbutton', { name: label })) as HTMLInputElement;
      expect(input.getAttribute('step')).toBe('any');
      fireEvent.change(input, { target: { value: label.source.includes('lat') ? '33.374567' : '-111.963312' } });
      expect(input.validity.stepMismatch).toBe(false);
    }
  });
});
