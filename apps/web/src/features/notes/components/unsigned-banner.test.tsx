// @vitest-environment jsdom
import type { UnsignedRecord } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { UnsignedBanner } from './unsigned-banner';

/** The overdue banner's title agrees with its number: "1 unsigned record", "2 unsigned records". */
let records: UnsignedRecord[] = [];
vi.mock('../api/signatures', () => ({
  useUnsigned: () => ({ data: { after_days: 2, before: '2026-11-26', records } }),
}));

const record = (id: number): UnsignedRecord => ({
  record_type: 'progress_note',
  id,
  date: '2026-11-20',
  client_id: 7,
  client_code: 'C-7',
  client_name: 'Mateo Alvarez',
  author_id: 3,
  author_name: 'Ana Reyes',
  days_old: 8,
});
const show = () =>
  render(
    <MemoryRouter>
      <UnsignedBanner />
    </MemoryRouter>,
  );
const title = () => screen.getByTestId('unsigned-banner').querySelector('.MuiAlertTitle-root')?.textContent;

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('UnsignedBanner', () => {
  it('says one record, and several records', async () => {
    await loadLanguage('en');
    records = [record(1)];
    show();
    expect(title()).toBe('You have 1 unsigned record older than 2 days');
    cleanup();
    records = [record(1), record(2)];
    show();
    expect(title()).toBe('You have 2 unsigned records older than 2 days');
  });

  it('in Spanish too', async () => {
    await loadLanguage('es');
    records = [record(1)];
    show();
    expect(title()).toBe('Tiene 1 registro sin firmar de hace más de 2 días');
  });
});
