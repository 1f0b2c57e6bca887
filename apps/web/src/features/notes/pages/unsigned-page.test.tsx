// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';

/**
 * /unsigned links a record only where the viewer can open it: a manager's own records link to
 * their note and log; their team's are listed without a link (the note page is 404 for another
 * provider's client, and the attendance log shows the manager's own day), with a line saying so.
 * An admin opens every client's (docs/authorization-matrix.md).
 */
const state = vi.hoisted(() => ({ viewer: { id: 2, role: 'manager' } }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: state.viewer }) }));
const record = (id: number, type: 'progress_note' | 'attendance', authorId: number, author: string) => ({
  record_type: type,
  id,
  date: '2026-11-20',
  client_id: 40 + id,
  client_name: `Client ${id}`,
  client_code: `C${id}`,
  author_id: authorId,
  author_name: author,
  days_old: 5,
});
vi.mock('../api/signatures', () => ({
  useUnsigned: () => ({
    data: {
      after_days: 2,
      records: [
        record(1, 'progress_note', 2, 'Maria Manager'),
        record(2, 'progress_note', 5, 'Ana Reyes'),
        record(3, 'attendance', 5, 'Ana Reyes'),
      ],
    },
    isPending: false,
    isError: false,
  }),
}));
const { default: UnsignedPage } = await import('./unsigned-page');

const renderPage = () =>
  render(
    <MemoryRouter>
      <UnsignedPage />
    </MemoryRouter>,
  );
const links = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the unsigned records list', () => {
  it('links a manager only to their own records and says why the team’s have no link', async () => {
    await loadLanguage('en');
    state.viewer = { id: 2, role: 'manager' };
    renderPage();
    expect(links()).toEqual(['/notes/41?date=2026-11-20']);
    const rows = screen.getAllByTestId('unsigned-row');
    expect(rows[1]?.textContent).toContain('Progress note');
    expect(rows[2]?.textContent).toContain('Attendance');
    expect(screen.getByTestId('unsigned-team-note').textContent).toMatch(
      /^Records of your team are listed without a link/,
    );
  });

  it('says so in Spanish', async () => {
    await loadLanguage('es');
    state.viewer = { id: 2, role: 'manager' };
    renderPage();
    expect(screen.getByTestId('unsigned-team-note').textContent).toMatch(
      /^Los registros de su equipo aparecen sin enlace/,
    );
  });

  it('links every record for an admin, who opens every client’s', async () => {
    await loadLanguage('en');
    state.viewer = { id: 1, role: 'admin' };
    renderPage();
    expect(links()).toEqual([
      '/notes/41?date=2026-11-20',
      '/notes/42?date=2026-11-20',
      '/attendance-log?date=2026-11-20',
    ]);
    expect(screen.queryByTestId('unsigned-team-note')).toBeNull();
  });
});
