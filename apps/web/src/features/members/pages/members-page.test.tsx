// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import { memberVisit } from '../testing/member-visit';
import MembersPage from './members-page';

/**
 * The Work Summary and the Current Status are a member's: before one is chosen each says to choose
 * one, in the reader's language, instead of figures of no one in particular; the chosen member's
 * figures follow.
 */
const visit = memberVisit;
const pastVisits = [
  visit({}),
  visit({ id: 2, date: '2026-11-26', visit_date: '2026-11-26', worked_minutes: 120 }),
  visit({ id: 3, member_id: 2, member_name: 'Tomas Yucupicio', worked_minutes: 150 }),
];
let visits = pastVisits;
const member = (id: number, name: string) => ({
  id,
  name,
  email: null,
  user_id: 3,
  user_name: 'Ana Reyes',
  service_codes: null,
});

vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/profile', () => ({
  useProfile: () => ({ data: { id: 3, name: 'Ana Reyes', role: 'staff' }, isError: false, error: null }),
}));
// the member actions waiting on the device (docs/offline.md)
const queue = vi.hoisted(() => ({ pending: [] as unknown[] }));
vi.mock('../../../lib/offline/offline-queue-context', () => ({ useOfflineQueue: () => queue }));
vi.mock('../hooks/use-member-actions', () => ({
  useMemberActions: () => ({ busy: null, checkIn: vi.fn(), checkOut: vi.fn() }),
}));
// members whose own visits were never read on this device, with the network gone, and the
// visits of all members as the device last read them (docs/offline.md)
const device = vi.hoisted(() => ({ unread: new Set<number>(), allRead: undefined as unknown[] | undefined }));
vi.mock('../api/members', () => ({
  useMembers: () => ({
    data: [member(1, 'Rosa Valenzuela'), member(2, 'Tomas Yucupicio')],
    isPending: false,
    isSuccess: true,
    isError: false,
  }),
  // the server answers all the caller's visits, or one member's
  useMemberHistory: (memberId: number | null) =>
    memberId !== null && device.unread.has(memberId)
      ? { data: undefined, isSuccess: false, isError: false, error: null, fetchStatus: 'paused' }
      : {
          data: memberId === null ? visits : visits.filter((v) => v.member_id === memberId),
          isSuccess: true,
          isError: false,
          fetchStatus: 'idle',
        },
  useAllVisitsRead: () => ({ data: device.allRead }),
}));

// what Print hands to the shared printout, each row's cells as it prints them
const printing = vi.hoisted(() => ({
  last: null as { lines: readonly string[]; rows: string[][]; footer: string | undefined } | null,
}));
vi.mock('../../../lib/print', async () => {
  const { rowText } = await import('../../../lib/list-column');
  return {
    printList: (list: import('../../../lib/print').PrintList<unknown>) => {
      printing.last = {
        lines: list.lines,
        rows: list.rows.map((row) => rowText(list.columns, row)),
        footer: list.footer?.value,
      };
      return true;
    },
  };
});
const printed_ = () => {
  if (!printing.last) throw new Error('nothing was printed');
  return printing.last;
};

const toaster = testToaster();
const renderPage = () => render(withToaster(<MembersPage />, toaster));

beforeEach(() => {
  screenIs(false);
  visits = pastVisits;
  queue.pending = [];
  device.unread = new Set();
  device.allRead = undefined;
  printing.last = null;
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('the members page’s Work Summary', () => {
  it('asks for a member before one is chosen instead of showing figures', async () => {
    await loadLanguage('en');
    renderPage();
    const card = screen.getByRole('region', { name: 'Work Summary' });
    expect(card.textContent).toContain('Select a member to see their work summary.');
    expect(screen.queryByTestId('summary-total-hours')).toBeNull();
    expect(screen.queryByTestId('summary-days-worked')).toBeNull();
    expect(screen.queryByTestId('summary-avg-hours')).toBeNull();
  });

  it('asks in Spanish too', async () => {
    await loadLanguage('es');
    renderPage();
    const card = screen.getByRole('region', { name: 'Resumen de trabajo' });
    expect(card.textContent).toContain('Seleccione un miembro para ver su resumen de trabajo.');
    expect(screen.queryByTestId('summary-total-hours')).toBeNull();
  });

  it('shows the chosen member’s figures once a member is chosen', async () => {
    await loadLanguage('en');
    renderPage();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '1' } });
    expect(screen.queryByTestId('summary-choose-member')).toBeNull();
    expect(screen.getByTestId('summary-total-hours').textContent).toBe('3h 30m');
    expect(screen.getByTestId('summary-days-worked').textContent).toBe('2');
    expect(screen.getByTestId('summary-avg-hours').textContent).toBe('1h 45m');
  });
});

describe('the members page’s Current Status', () => {
  it('asks for a member before one is chosen instead of saying nobody checked in', async () => {
    await loadLanguage('en');
    renderPage();
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Inactive');
    expect(screen.getByTestId('member-status-label').textContent).toBe('Select a member to see their status.');
  });

  it('asks in Spanish too', async () => {
    await loadLanguage('es');
    renderPage();
    expect(screen.getByTestId('member-status-label').textContent).toBe('Seleccione un miembro para ver su estado.');
  });

  it('says the chosen member has not checked in today when none of their visits is today’s', async () => {
    await loadLanguage('en');
    renderPage();
    // the test visits are all of 11/27/2026, before any day this test runs on
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
    expect(screen.getByTestId('member-status-label').textContent).toBe('Not checked in today');
  });
});

describe('the members page after a reload with a visit still open', () => {
  // Tomas's visit today, checked in and not out (the organisation's today, Phoenix)
  const todayDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const openToday = () =>
    visit({
      id: 9,
      member_id: 2,
      member_name: 'Tomas Yucupicio',
      date: todayDate(),
      visit_date: todayDate(),
      check_in: '09:00',
      check_out: null,
      check_in_at: new Date().toISOString(),
      check_out_at: null,
      hours_worked: 0,
      worked_minutes: 0,
      status: 'Active',
    });

  it('picks the member with the open visit, so Check Out is one tap away', async () => {
    await loadLanguage('en');
    visits = [...pastVisits, openToday()];
    renderPage();
    expect((screen.getByLabelText('Member') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Active');
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Checked in at /);
    expect(screen.getByTestId('member-check-out').hasAttribute('disabled')).toBe(false);
    // the open visit (0 h so far) is not a day worked: 2h 30m over one day, not over two
    expect(screen.getByTestId('summary-days-worked').textContent).toBe('1');
    expect(screen.getByTestId('summary-avg-hours').textContent).toBe('2h 30m');
  });

  it('leaves a choice made by hand, and offers the open visit’s member one tap away', async () => {
    await loadLanguage('es');
    visits = [...pastVisits, openToday()];
    renderPage();
    fireEvent.change(screen.getByLabelText('Miembro'), { target: { value: '' } });
    expect((screen.getByLabelText('Miembro') as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('member-status-label').textContent).toBe('Seleccione un miembro para ver su estado.');
    fireEvent.click(screen.getByRole('button', { name: 'Tomas Yucupicio (con entrada registrada)' }));
    expect((screen.getByLabelText('Miembro') as HTMLSelectElement).value).toBe('2');
    expect(screen.queryByTestId('open-visit-members')).toBeNull();
  });

  it('picks nobody without an open visit today', async () => {
    await loadLanguage('en');
    renderPage();
    expect((screen.getByLabelText('Member') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByTestId('open-visit-members')).toBeNull();
  });
});

describe('the members printout (walkthrough 43: in Spanish it read 11/29/2026 and 05:33 AM)', () => {
  // Sunday 11/29/2026, 05:50 AM in Phoenix
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T12:50:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const printRosa = (memberLabel: string, printLabel: string) => {
    renderPage();
    fireEvent.change(screen.getByLabelText(memberLabel), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: printLabel }));
    return printed_();
  };

  it('keeps the product’s MM/DD/YYYY and hh:mm AM in English', async () => {
    await loadLanguage('en');
    const printed = printRosa('Member', 'Print');
    expect(printed.lines).toContain('Printed on 11/29/2026');
    // Rosa's visits of 11/26 and 11/27, 09:00 to 10:30 AM in Phoenix
    expect(printed.rows.map((row) => row.slice(0, 4))).toEqual([
      ['11/27/2026', 'Rosa Valenzuela', '09:00 AM', '10:30 AM'],
      ['11/26/2026', 'Rosa Valenzuela', '09:00 AM', '10:30 AM'],
    ]);
  });

  it('names the month and writes a.m./p.m. in Spanish, as the dashboard’s printout and the lists do', async () => {
    await loadLanguage('es');
    const printed = printRosa('Miembro', 'Imprimir');
    expect(printed.lines).toContain('Impreso el 29 nov 2026');
    expect(printed.rows.map((row) => row.slice(0, 4))).toEqual([
      ['27 nov 2026', 'Rosa Valenzuela', '09:00 a.m.', '10:30 a.m.'],
      ['26 nov 2026', 'Rosa Valenzuela', '09:00 a.m.', '10:30 a.m.'],
    ]);
    // the same text as the history on the screen
    const [first] = screen.getAllByTestId('history-records-row');
    expect(first?.textContent).toContain('27 nov 2026');
    expect(first?.textContent).toContain('09:00 a.m.');
  });
});

describe('the members page with member actions taken offline', () => {
  const queued = (seq: number, kind: 'memberCheckIn' | 'memberCheckOut', memberId: number, minutesAgo: number) => ({
    seq,
    userId: '3',
    kind,
    method: 'POST',
    path: kind === 'memberCheckIn' ? '/api/member/checkin/' : '/api/member/checkout/',
    body: { member_id: memberId, offline: true },
    idempotencyKey: `key-${seq}`,
    deviceTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });

  it('shows a member checked in offline as checked in, waiting to sync, with Check Out enabled and Check In not', async () => {
    await loadLanguage('en');
    queue.pending = [queued(1, 'memberCheckIn', 2, 5)];
    renderPage();
    // after a reload too, the member with the visit open (on the device) is picked
    expect((screen.getByLabelText('Member') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Active');
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Checked in at /);
    expect(screen.getByTestId('member-status-waiting').textContent).toBe('Waiting to sync');
    expect(screen.getByTestId('member-check-in').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('member-check-out').hasAttribute('disabled')).toBe(false);
    // today's list holds the open visit, waiting to sync and not as done; no day worked yet
    const [row] = screen.getAllByTestId('todays-records-row');
    expect(within(row as HTMLElement).getByTestId('visit-waiting').textContent).toBe('Waiting to sync');
    expect(row?.textContent).toContain('Active');
    expect(row?.textContent).toContain('0h 0m');
    expect(screen.getByTestId('summary-days-worked').textContent).toBe('1');
  });

  it('says so in Spanish', async () => {
    await loadLanguage('es');
    queue.pending = [queued(1, 'memberCheckIn', 2, 5)];
    renderPage();
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Entrada registrada a la?s? /);
    expect(screen.getByTestId('member-status-waiting').textContent).toBe('Pendiente de sincronizar');
  });

  it('after a check-out queued too, shows the member checked out and offers Check In again', async () => {
    await loadLanguage('en');
    queue.pending = [queued(1, 'memberCheckIn', 2, 30), queued(2, 'memberCheckOut', 2, 1)];
    renderPage();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Completed');
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Checked out at /);
    expect(screen.getByTestId('member-status-waiting').textContent).toBe('Waiting to sync');
    expect(screen.getByTestId('member-check-in').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('member-check-out').hasAttribute('disabled')).toBe(true);
  });

  it('closes the server’s open visit with a queued check-out', async () => {
    await loadLanguage('en');
    const todayDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
    visits = [
      ...pastVisits,
      visit({
        id: 9,
        member_id: 2,
        date: todayDate,
        visit_date: todayDate,
        check_out: null,
        check_out_at: null,
        check_in_at: new Date(Date.now() - 3_600_000).toISOString(),
        status: 'Active',
      }),
    ];
    queue.pending = [queued(1, 'memberCheckOut', 2, 1)];
    renderPage();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Completed');
    expect(screen.getByTestId('member-check-out').hasAttribute('disabled')).toBe(true);
  });

  describe('checked in and out offline (walkthrough 43: the status read Completed, the lists nothing)', () => {
    // 05:50 AM in Phoenix on Sunday 11/29/2026: Lucia was checked in at 05:33 and out at 05:48:30
    const NOW = Date.parse('2026-11-29T12:50:00.000Z');
    const at = (iso: string) => ({ deviceTime: iso, body: { member_id: 2, offline: true, device_time: iso } });
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      queue.pending = [
        { ...queued(1, 'memberCheckIn', 2, 0), ...at('2026-11-29T12:33:00.000Z') },
        { ...queued(2, 'memberCheckOut', 2, 0), ...at('2026-11-29T12:48:30.000Z') },
      ];
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const rowsOf = (testId: string) => screen.getAllByTestId(`${testId}-row`);

    it('lists the visit in Today’s Time Records and the history, waiting to sync, with the server’s hours', async () => {
      await loadLanguage('en');
      renderPage();
      fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
      expect(screen.getByTestId('member-status-badge').textContent).toBe('Completed');
      const [today, ...others] = rowsOf('todays-records');
      expect(others).toHaveLength(0);
      expect(within(today as HTMLElement).getByTestId('visit-waiting').textContent).toBe('Waiting to sync');
      // 05:33:00 to 05:48:30: 15 whole minutes, as the server's workedTime stores them
      expect(today?.textContent).toContain('05:33 AM');
      expect(today?.textContent).toContain('05:48 AM');
      expect(today?.textContent).toContain('0h 15m');
      expect(today?.textContent).toContain('Completed');
      // the history: the waiting visit first, then Tomas's visit the server has (2h 30m)
      const history = rowsOf('history-records');
      expect(history).toHaveLength(2);
      expect(within(history[0] as HTMLElement).getByTestId('visit-waiting')).toBeTruthy();
      expect(within(history[1] as HTMLElement).queryByTestId('visit-waiting')).toBeNull();
      expect(screen.getByTestId('history-records-total').textContent).toContain('2h 45m');
    });

    it('counts the visit in the Work Summary', async () => {
      await loadLanguage('en');
      renderPage();
      fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
      expect(screen.getByTestId('summary-total-hours').textContent).toBe('2h 45m');
      expect(screen.getByTestId('summary-days-worked').textContent).toBe('2');
      expect(screen.getByTestId('summary-avg-hours').textContent).toBe('1h 23m');
    });

    it('marks the rows in Spanish', async () => {
      await loadLanguage('es');
      renderPage();
      fireEvent.change(screen.getByLabelText('Miembro'), { target: { value: '2' } });
      const [today] = rowsOf('todays-records');
      expect(within(today as HTMLElement).getByTestId('visit-waiting').textContent).toBe('Pendiente de sincronizar');
      expect(screen.queryByText('No hay registros de tiempo hoy.')).toBeNull();
    });

    it('prints the visit as the lists show it, waiting to sync', async () => {
      await loadLanguage('en');
      renderPage();
      fireEvent.change(screen.getByLabelText('Member'), { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Print' }));
      const printed = printed_();
      expect(printed.rows).toHaveLength(2);
      expect(printed.rows[0]?.at(-2)).toBe('0h 15m');
      expect(printed.rows[0]?.at(-1)).toBe('Completed · Waiting to sync');
      expect(printed.rows[1]?.at(-1)).toBe('Completed');
      expect(printed.footer).toBe('2h 45m');
    });
  });

  it('leaves another member’s status alone', async () => {
    await loadLanguage('en');
    queue.pending = [queued(1, 'memberCheckIn', 2, 5)];
    renderPage();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '1' } });
    expect(screen.getByTestId('member-status-label').textContent).toBe('Not checked in today');
    expect(screen.queryByTestId('member-status-waiting')).toBeNull();
    expect(screen.getByTestId('member-check-in').hasAttribute('disabled')).toBe(false);
  });
});

describe('the members page with a member chosen for the first time while offline (docs/offline.md)', () => {
  const todayDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const choose = (label: string, id: number) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: String(id) } });
  const checkInEnabled = () => !screen.getByTestId('member-check-in').hasAttribute('disabled');
  const checkOutEnabled = () => !screen.getByTestId('member-check-out').hasAttribute('disabled');

  it('says the status could not be checked, and still offers Check In', async () => {
    await loadLanguage('en');
    device.unread = new Set([1]);
    renderPage();
    choose('Member', 1);
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Unknown');
    expect(screen.getByTestId('member-status-label').textContent).toBe('Status could not be checked offline');
    expect(screen.getByTestId('member-status-unknown').textContent).toMatch(
      /not on this device yet, so their status could not be checked\. You can still check them in/,
    );
    expect(checkInEnabled()).toBe(true);
    expect(checkOutEnabled()).toBe(false);
  });

  it('says so in Spanish', async () => {
    await loadLanguage('es');
    device.unread = new Set([1]);
    renderPage();
    choose('Miembro', 1);
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Desconocido');
    expect(screen.getByTestId('member-status-label').textContent).toBe('No se pudo comprobar el estado sin conexión');
    expect(screen.getByTestId('member-status-unknown').textContent).toMatch(/no se pudo comprobar su estado/);
    expect(checkInEnabled()).toBe(true);
  });

  it('reads the status from the visits of all members read before, when they hold the member’s', async () => {
    await loadLanguage('en');
    const open = visit({
      id: 9,
      date: todayDate(),
      visit_date: todayDate(),
      check_out: null,
      check_out_at: null,
      check_in_at: new Date(Date.now() - 3_600_000).toISOString(),
      status: 'Active',
    });
    device.unread = new Set([1]);
    device.allRead = [open, ...pastVisits];
    renderPage();
    choose('Member', 1);
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Active');
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Checked in at /);
    expect(screen.queryByTestId('member-status-unknown')).toBeNull();
    expect(checkInEnabled()).toBe(false);
    expect(checkOutEnabled()).toBe(true);
    // and the member's visits from there: 3h 30m over two days, the open one not counted yet
    expect(screen.getByTestId('summary-total-hours').textContent).toBe('3h 30m');
  });

  it('reads "not checked in" when the member has no visit there and the visits reach back before today', async () => {
    await loadLanguage('en');
    device.unread = new Set([1]);
    // Tomas's visit of 11/27/2026 only
    device.allRead = [pastVisits[2]];
    renderPage();
    choose('Member', 1);
    expect(screen.getByTestId('member-status-label').textContent).toBe('Not checked in today');
    expect(screen.queryByTestId('member-status-unknown')).toBeNull();
    expect(checkInEnabled()).toBe(true);
  });

  it('cannot tell from visits that are all today’s and none the member’s', async () => {
    await loadLanguage('en');
    device.unread = new Set([1]);
    device.allRead = [visit({ id: 9, member_id: 2, date: todayDate(), visit_date: todayDate() })];
    renderPage();
    choose('Member', 1);
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Unknown');
    expect(checkInEnabled()).toBe(true);
  });

  it('after a check-in queued, reads checked in, waiting to sync, and still says the status was not checked', async () => {
    await loadLanguage('en');
    device.unread = new Set([1]);
    queue.pending = [
      {
        seq: 1,
        userId: '3',
        kind: 'memberCheckIn',
        method: 'POST',
        path: '/api/member/checkin/',
        body: { member_id: 1, offline: true },
        idempotencyKey: 'key-1',
        deviceTime: new Date(Date.now() - 60_000).toISOString(),
      },
    ];
    renderPage();
    choose('Member', 1);
    expect(screen.getByTestId('member-status-label').textContent).toMatch(/^Checked in at /);
    expect(screen.getByTestId('member-status-waiting').textContent).toBe('Waiting to sync');
    expect(screen.getByTestId('member-status-unknown')).toBeTruthy();
    expect(checkInEnabled()).toBe(false);
    expect(checkOutEnabled()).toBe(true);
  });
});
