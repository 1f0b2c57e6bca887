// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider, memoryStore, Notification, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as AdminRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { type AdminLanguage, createAdminI18nProvider } from '../i18n';
import { RateHistory } from './rate-history';

/**
 * The rate history says what back pay a rate dated into an approved period recorded, and lists the
 * back pay owed and paid (GET /api/admin/users/{id}/pay-adjustments/; docs/payroll-rules.md).
 */
const RATES = [
  { id: 1, hourly_rate_cents: 2000, effective_date: '2026-06-01', created_by: 1, created_at: '2026-06-01T15:00:00Z' },
];
const NEW_RATE = {
  id: 2,
  hourly_rate_cents: 2500,
  effective_date: '2026-11-05',
  created_by: 1,
  created_at: '2026-11-20T17:01:00Z',
};
const PAID = {
  id: 7,
  period_start: '2026-10-15',
  cents: 1_250,
  reason: 'rate_change',
  created_by: 1,
  created_at: '2026-10-20T17:00:00Z',
  paid_in_period_start: '2026-11-01',
  paid_at: '2026-11-16T17:00:00Z',
};
const OWED = {
  id: 8,
  period_start: '2026-11-01',
  cents: 29_500,
  reason: 'rate_change',
  created_by: 1,
  created_at: '2026-11-20T17:01:00Z',
  paid_in_period_start: null,
  paid_at: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: the rates, and back pay that the added rate records (`owes` rows after the POST). */
function serve(owes: unknown[]) {
  let added = false;
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/rates/') && init?.method === 'POST') {
      added = true;
      return json([...RATES, NEW_RATE], 201);
    }
    if (url.endsWith('/rates/')) return json(added ? [...RATES, NEW_RATE] : RATES);
    if (url.endsWith('/pay-adjustments/')) return json(added ? [PAID, ...owes] : [PAID]);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const dataProvider = {
  getOne: async () => ({ data: { id: 1, time_zone: 'America/Phoenix' } }),
} as unknown as DataProvider;

function renderHistory(language: AdminLanguage) {
  render(
    <MemoryRouter>
      <AdminRouter>
        <AdminContext
          basename="/admin"
          store={memoryStore()}
          dataProvider={dataProvider}
          i18nProvider={createAdminI18nProvider(language)}
        >
          <RecordContextProvider value={{ id: 4 }}>
            <RateHistory />
          </RecordContextProvider>
          <Notification />
        </AdminContext>
      </AdminRouter>
    </MemoryRouter>,
  );
}

const addRate = async (dollars: string, date: string) => {
  const history = screen.getByTestId('rate-history');
  fireEvent.change(within(history).getByLabelText(/Hourly rate|Tarifa por hora/), { target: { value: dollars } });
  fireEvent.change(within(history).getByLabelText(/Effective from|Vigente desde/), { target: { value: date } });
  fireEvent.click(within(history).getByRole('button', { name: /Add rate|Agregar tarifa/ }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rate history’s back pay', () => {
  it('lists back pay paid and owed, and says what an added rate recorded', async () => {
    screenIs(false);
    serve([OWED]);
    renderHistory('en');
    const backPay = await screen.findByTestId('back-pay');
    await within(backPay).findByText('$12.50');
    expect(within(backPay).getByText('10/15/2026 to 10/31/2026')).toBeTruthy();
    expect(within(backPay).getByText('With the period 11/01/2026 to 11/14/2026')).toBeTruthy();

    await addRate('25', '2026-11-05');
    expect(
      await screen.findByText(
        'Rate added. It owes $295.00 of back pay on 1 approved period, paid with the next approved timecard.',
      ),
    ).toBeTruthy();
    const rows = await within(backPay).findAllByTestId('back-pay-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('11/01/2026 to 11/14/2026');
    expect(rows[1]?.textContent).toContain('$295.00');
    expect(rows[1]?.textContent).toContain('Waiting: paid when the next timecard is approved');
  });

  it('shows each row as labelled lines on a phone, not a table wider than the screen', async () => {
    screenIs(true);
    serve([]);
    renderHistory('en');
    const backPay = await screen.findByTestId('back-pay');
    const row = await within(backPay).findByTestId('back-pay-row');
    expect(within(backPay).queryByRole('table')).toBeNull();
    expect(row.textContent).toBe(
      '10/15/2026 to 10/31/2026 · $12.50Why: A rate dated into this approved periodRecorded: 10/20/2026 10:00 AMPaid: With the period 11/01/2026 to 11/14/2026',
    );
  });

  it('says only “Rate added” when the rate owes nothing', async () => {
    serve([]);
    renderHistory('en');
    await within(await screen.findByTestId('back-pay')).findByText('$12.50');
    await addRate('25', '2026-12-01');
    expect(await screen.findByText('Rate added')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('rate-row')).toHaveLength(2));
    expect(screen.getAllByTestId('back-pay-row')).toHaveLength(1);
  });

  it('reads in Spanish', async () => {
    serve([OWED, { ...OWED, id: 9, period_start: '2026-10-15', cents: -500 }]);
    renderHistory('es');
    const backPay = await screen.findByTestId('back-pay');
    expect(within(backPay).getByRole('heading', { name: 'Pago retroactivo' })).toBeTruthy();
    await within(backPay).findByText(/12\.50/);
    expect(within(backPay).getByText(/^Con el período /)).toBeTruthy();
    await addRate('25', '2026-11-05');
    expect(
      await screen.findByText(
        /^Tarifa agregada\. Debe \S*290\.00 de pago retroactivo en 2 períodos aprobados, que se pagan con la siguiente tarjeta de tiempo aprobada\.$/,
      ),
    ).toBeTruthy();
    expect(within(backPay).getAllByText('Pendiente: se paga al aprobar la siguiente tarjeta de tiempo')).toHaveLength(
      2,
    );
  });

  it('says why each row is owed and which rows are void, in English and Spanish (a reopened period, docs/payroll-rules.md)', async () => {
    const reopened = {
      ...OWED,
      id: 10,
      voided_at: '2026-11-21T16:30:00Z',
      voided_by: 1,
      void_reason: 'period_reopened',
    };
    const payerReopened = { ...PAID, id: 11, voided_at: '2026-11-21T16:30:00Z', void_reason: 'payer_reopened' };
    const takenBack = { ...PAID, id: 12, cents: -3_848, reason: 'already_paid', paid_in_period_start: null };
    const shared = { ...PAID, id: 13, reason: 'shared_workweek' };
    const rows = [reopened, payerReopened, takenBack, shared];
    screenIs(false);
    const fetchStub = vi.fn(async (url: string) => json(url.endsWith('/pay-adjustments/') ? rows : RATES));
    vi.stubGlobal('fetch', fetchStub);
    renderHistory('en');
    const english = await within(await screen.findByTestId('back-pay')).findAllByTestId('back-pay-row');
    const text = (row: HTMLElement | undefined) => (row?.textContent ?? '').replace(/\s/g, ' ');
    expect(text(english[0])).toContain(
      'Void: its period was reopened on 11/21/2026 09:30 AM, and is paid at the current rates',
    );
    expect(text(english[0])).toContain('A rate dated into this approved period');
    expect(text(english[1])).toContain('Void: the timecard that paid it was reopened on 11/21/2026 09:30 AM');
    expect(text(english[2])).toContain('-$38.48');
    expect(text(english[2])).toContain('Taken back: a later timecard paid it before this period was reopened');
    expect(text(english[3])).toContain('A change to a workweek this period shares with a later one');
    cleanup();

    vi.stubGlobal('fetch', fetchStub);
    renderHistory('es');
    const spanish = await within(await screen.findByTestId('back-pay')).findAllByTestId('back-pay-row');
    expect(text(spanish[0])).toContain('Anulado: su período se reabrió el 21 nov 2026 09:30 a.m.');
    expect(text(spanish[2])).toContain('Descontado: una tarjeta de tiempo posterior lo pagó');
    expect(within(screen.getByTestId('back-pay')).getByRole('columnheader', { name: 'Motivo' })).toBeTruthy();
  });

  it('writes every date and time of the history in the console’s language, one form a language (walkthrough 40, finding 2)', async () => {
    // the table read "11/09/2026" beside "Nov 28, 2026, 8:45 PM", and so in Spanish too
    const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
    screenIs(true);
    serve([]);
    renderHistory('es');
    const [rate] = await screen.findAllByTestId('rate-row');
    expect([...(rate?.querySelectorAll('td') ?? [])].map((cell) => plain(cell.textContent))).toEqual([
      '1 jun 2026',
      expect.stringMatching(/20[.,]00/),
      '1 jun 2026 08:00 a.m.',
    ]);
    const row = await screen.findByTestId('back-pay-row');
    expect(plain(row.textContent)).toContain('15 oct 2026 al 31 oct 2026');
    expect(plain(row.textContent)).toContain('Registrado: 20 oct 2026 10:00 a.m.');
    expect(plain(row.textContent)).toContain('1 nov 2026 al 14 nov 2026');
    cleanup();

    serve([]);
    renderHistory('en');
    const [english] = await screen.findAllByTestId('rate-row');
    expect([...(english?.querySelectorAll('td') ?? [])].map((cell) => plain(cell.textContent))).toEqual([
      '06/01/2026',
      '$20.00',
      '06/01/2026 08:00 AM',
    ]);
  });
});
