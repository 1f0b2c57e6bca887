// @vitest-environment jsdom
import type { CorrectionRequest } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import MyCorrectionsPage from './my-corrections-page';

let requests: CorrectionRequest[] = [];
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/my-corrections', () => ({
  useMyCorrections: () => ({ data: requests, isPending: false, isError: false }),
}));

const request = (id: number, date: string, status: CorrectionRequest['status']): CorrectionRequest => ({
  id,
  user: { id: 7, name: 'Ben Carter', email: 'ben@daybook.test' },
  date,
  work_day_id: 40 + id,
  check_in: null,
  check_out: '04:05 PM',
  check_in_at: null,
  check_out_at: `${date}T23:05:00.000Z`,
  current_check_in_at: `${date}T15:09:00.000Z`,
  current_check_out_at: null,
  reason: 'forgot to check out',
  status,
  note: null,
  created_at: '2026-11-28T20:00:00.000Z',
  decided_at: null,
  decided_by: null,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyCorrectionsPage />
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  requests = [];
  await loadLanguage('en');
});

describe('MyCorrectionsPage', () => {
  it('keeps the heading order: the page’s h1, then one h2 per request (no jump to h3)', async () => {
    await loadLanguage('en');
    requests = [request(1, '2026-11-26', 'pending'), request(2, '2026-11-20', 'approved')];
    renderPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2]);
    // never a level more than one below the one before it
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThan(2);
  });
});
