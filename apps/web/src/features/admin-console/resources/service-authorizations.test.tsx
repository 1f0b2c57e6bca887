// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import type { AdminLanguage } from '../i18n';
import { ServiceAuthorizationEdit } from './service-authorizations';

/**
 * A service authorization names its service code by the code ("DTT"), while a service code's
 * record id is a number: the record shows its code with the code's name, and never asks the API
 * for `service-codes?id=DTT`, which it refuses ("id: Must be a record id…", walkthrough #4).
 */
vi.setConfig({ testTimeout: 30_000 });

const AUTHORIZATION = {
  id: 6,
  client: 2,
  client_name: 'Sofia Begay',
  client_code: 'GC-1002',
  service_code: 'DTT',
  authorization_number: 'AZ-PA-026006',
  units: 400,
  used_units: 459,
  remaining_units: -59,
  start_date: '2026-11-01',
  end_date: '2027-01-31',
};
const CODES = [
  { id: 1, code: 'DTA1', name: 'Day Treatment Adult', active: true },
  { id: 2, code: 'DTT', name: 'Day Treatment and Training', active: true },
  { id: 3, code: 'OLD9', name: 'Retired service', active: false },
];

/** Answers as the server does: `getMany` with an id that is not a whole number is a 400. */
const getMany = vi.fn(async (resource: string, params: { ids: unknown[] }) => {
  if (params.ids.some((id) => !/^\d+$/.test(String(id)))) {
    throw new HttpError('id: Must be a record id (a positive whole number).', 400, {
      id: ['Must be a record id (a positive whole number).'],
    });
  }
  return {
    data:
      resource === 'clients'
        ? [{ id: 2, lastName: 'Begay', firstName: 'Sofia', clientId: 'GC-1002' }]
        : CODES.filter((code) => params.ids.map(String).includes(String(code.id))),
  };
});

const dataProvider = testDataProvider({
  getList: async (resource: string) =>
    resource === 'service-codes' ? { data: CODES, total: CODES.length } : { data: [], total: 0 },
  getOne: async (resource: string, params: { id: unknown }) =>
    resource === 'service-authorizations'
      ? { data: { ...AUTHORIZATION, id: Number(params.id), service_code: params.id === '7' ? 'OLD9' : 'DTT' } }
      : { data: { id: 1 } },
  getMany,
  update: async () => ({ data: AUTHORIZATION }),
  delete: async () => ({ data: AUTHORIZATION }),
});

const renderRecord = (id: number, language: AdminLanguage) =>
  renderConsolePage(<ServiceAuthorizationEdit />, {
    path: `/admin/service-authorizations/${id}`,
    resource: 'service-authorizations',
    dataProvider,
    language,
    routes: ['/admin/service-authorizations/:id'],
  });

const serviceCode = async (label: string) => {
  const input = (await screen.findByLabelText(new RegExp(`^${label}`))) as HTMLInputElement;
  await waitFor(() => expect(input.value).not.toBe(''));
  return input;
};

afterEach(() => {
  cleanup();
  getMany.mockClear();
  vi.unstubAllGlobals();
});

describe('a service authorization’s record', () => {
  it('shows its service code with the code’s name and no error', async () => {
    screenIs(true);
    renderRecord(6, 'en');
    expect((await serviceCode('Service code')).value).toBe('DTT — Day Treatment and Training');
    await screen.findByDisplayValue('AZ-PA-026006');
    expect(document.body.textContent).not.toContain('Must be a record id');
    expect(getMany.mock.calls.map(([resource]) => resource)).not.toContain('service-codes');
  });

  it('in Spanish too', async () => {
    screenIs(false);
    renderRecord(6, 'es');
    expect((await serviceCode('Código de servicio')).value).toBe('DTT — Day Treatment and Training');
    expect(document.body.textContent).not.toContain('Must be a record id');
    expect(document.body.textContent).not.toContain('Debe ser el identificador');
  });

  it('keeps showing a code that is no longer active', async () => {
    screenIs(false);
    renderRecord(7, 'en');
    expect((await serviceCode('Service code')).value).toBe('OLD9 — Retired service');
  });
});
