// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import { evvVisit } from '../testing/evv-visit';
import EvvVisitsPage from './evv-visits-page';

/**
 * The EVV visit list: a visit's times are clock times in the app's style beside its date column
 * (a date only for a check-out on another day), a service's EVV phrase is never broken inside,
 * and a visit without reasons says so instead of leaving the phone card's "Reasons" label with
 * nothing after it.
 */
const visit = evvVisit;
const rows = vi.hoisted(() => ({ current: [] as unknown[] }));
const sent = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 1, role: 'manager' } }) }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/location-trust', () => ({
  useEvvVisits: () => ({
    data: { items: rows.current, total: rows.current.length },
    isPending: false,
    isError: false,
  }),
  useChangeEvvVisit: () => ({
    mutateAsync: async (body: unknown) => {
      sent.bodies.push(body);
    },
    isPending: false,
  }),
  downloadEvvExport: async () => 'x.csv',
}));

const toaster = testToaster();
// the change dialog's service codes: an empty list, never asked of a server here
vi.mock('../../../api/service-codes', () => ({ useActiveServiceCodes: () => ({ data: [] }) }));
const renderPage = () => render(withToaster(<EvvVisitsPage />, toaster));

beforeEach(() => screenIs(false));
afterEach(async () => {
  cleanup();
  sent.bodies = [];
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('the EVV visits page', () => {
  it('shows a same-day visit’s clock times without repeating the date, and an overnight one’s end date', async () => {
    rows.current = [
      visit({}),
      visit({ id: 2, check_in_at: '2026-11-25T04:30:00.000Z', check_out_at: '2026-11-25T09:00:00.000Z' }),
      visit({ id: 3, status: 'open', check_out_at: null }),
    ];
    await loadLanguage('en');
    renderPage();
    const [sameDay, overnight, open] = screen.getAllByTestId('evv-visit');
    expect(sameDay?.textContent).toContain('09:00 AM – 11:00 AM');
    expect(sameDay?.textContent).not.toContain('11/24/2026, ');
    expect(overnight?.textContent).toContain('09:30 PM – 11/25/2026 02:00 AM');
    expect(open?.textContent).toContain('09:00 AM – open');
  });

  it('writes an overnight end’s date in Spanish as the date column does', async () => {
    rows.current = [visit({ check_in_at: '2026-11-25T04:30:00.000Z', check_out_at: '2026-11-25T09:00:00.000Z' })];
    await loadLanguage('es');
    renderPage();
    const row = screen.getByTestId('evv-visit');
    expect(row.textContent).toMatch(/09:30 p\.m\. – 25 nov\.? 2026 02:00 a\.m\./);
    expect(row.textContent).not.toContain('11/25/2026');
  });

  it('keeps “No requiere EVV” whole under the service code, so a narrow column does not break it over three lines', async () => {
    rows.current = [visit({}), visit({ id: 2, service: 'DTA1', evv_required: true })];
    await loadLanguage('es');
    renderPage();
    const [notRequired, required] = screen.getAllByTestId('evv-visit-service');
    const phrase = within(notRequired as HTMLElement).getByText('No requiere EVV');
    expect(getComputedStyle(phrase).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(phrase).display).toBe('block');
    expect(within(notRequired as HTMLElement).getByText('DTT')).not.toBe(phrase);
    expect(getComputedStyle(within(required as HTMLElement).getByText('Requiere EVV')).whiteSpace).toBe('nowrap');
  });

  it('writes the service on one line of a phone card that may break only at the dot', async () => {
    screenIs(true);
    rows.current = [visit({})];
    await loadLanguage('es');
    renderPage();
    const service = screen.getByTestId('evv-visit-service');
    expect(service.textContent).toBe('DTT · No requiere EVV');
    expect(getComputedStyle(within(service).getByText('No requiere EVV')).whiteSpace).toBe('nowrap');
  });

  it('says a visit has no reasons on a phone card, and shows an exception’s reasons instead', async () => {
    screenIs(true);
    rows.current = [
      visit({}),
      visit({ id: 2, status: 'exception', reasons: ['member_refused'] }),
      visit({ id: 3, status: 'manual', reason_code: 'wrong_time', resolution_code: 'times_corrected' }),
    ];
    await loadLanguage('es');
    renderPage();
    const [verified, exception, manual] = screen.getAllByTestId('evv-visit');
    const reasonsOf = (card: HTMLElement | undefined) =>
      within(card as HTMLElement).getByText('Motivos').nextElementSibling?.textContent;
    expect(reasonsOf(verified)).toBe('Ninguno');
    expect(reasonsOf(exception)).not.toContain('Ninguno');
    expect(reasonsOf(exception)).not.toBe('');
    // a change's codes are its reasons' line: no "None" beside them
    expect(reasonsOf(manual)).not.toContain('Ninguno');
  });

  it('opens “Change” at the times the list shows, in the organisation’s zone, and sends a typed time as its instant there', async () => {
    // 10:00 AM to 11:30 AM in Phoenix (UTC-7)
    rows.current = [visit({ check_in_at: '2026-11-24T17:00:00.000Z', check_out_at: '2026-11-24T18:30:00.000Z' })];
    await loadLanguage('en');
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('evv-visit').textContent).toContain('10:00 AM – 11:30 AM');
    await user.click(screen.getByRole('button', { name: /^Change Elena Molina/ }));
    const checkIn = document.getElementById('visit-check-in') as HTMLInputElement;
    await waitFor(() => expect(checkIn.value).toBe('2026-11-24T10:00'));
    expect((document.getElementById('visit-check-out') as HTMLInputElement).value).toBe('2026-11-24T11:30');
    fireEvent.change(checkIn, { target: { value: '2026-11-24T09:15' } });
    await user.click(screen.getByRole('combobox', { name: /^Reason/ }));
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    await user.click(screen.getByRole('combobox', { name: /^Resolution/ }));
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    await user.type(document.getElementById('visit-attestation') as HTMLElement, 'Forgot to check in.');
    await user.click(screen.getByTestId('save-visit'));
    await waitFor(() => expect(sent.bodies).toHaveLength(1));
    expect(sent.bodies[0]).toMatchObject({
      id: 1,
      check_in_at: '2026-11-24T16:15:00.000Z',
      check_out_at: '2026-11-24T18:30:00.000Z',
      // the version the dialog opened, so a change made since in another tab is refused (walkthrough 41)
      updated_at: (rows.current[0] as { updated_at?: string } | undefined)?.updated_at,
    });
    expect((sent.bodies[0] as { updated_at?: string }).updated_at).toBeTruthy();
  });
});
