// @vitest-environment jsdom
import type { MemberVisit } from '@daybook/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { memberVisit } from '../testing/member-visit';
import { VisitsTable } from './visits-table';

/**
 * A visit the server judged an exception says so in the staff member's own list, not only in the
 * toast at check-out; a visit a manager changed says that (docs/evv.md "Verification").
 */
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));

// Elena Molina's visits
const visit = (over: Partial<MemberVisit>): MemberVisit =>
  memberVisit({ member_id: 4, member_name: 'Elena Molina', ...over });

const renderTable = (visits: MemberVisit[]) =>
  render(<VisitsTable visits={visits} label="Visits" labelledBy="h" emptyText="None" testId="visits" total />);

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the visits table', () => {
  it('marks the visit under review and the one a manager changed, and nothing on a verified one', () => {
    renderTable([
      visit({ id: 1, member_name: 'Verified Visit' }),
      visit({ id: 2, member_name: 'Flagged Visit', verification_status: 'exception' }),
      visit({ id: 3, member_name: 'Changed Visit', verification_status: 'manual' }),
      visit({ id: 4, member_name: 'Open Visit', verification_status: null, status: 'Active', check_out_at: null }),
    ]);
    const row = (name: string) =>
      screen.getAllByTestId('visits-row').find((element) => element.textContent?.includes(name)) as HTMLElement;
    expect(within(row('Flagged Visit')).getByTestId('visit-in-review').textContent).toBe('Under review');
    expect(within(row('Changed Visit')).getByTestId('visit-changed').textContent).toBe('Changed by manager');
    for (const name of ['Verified Visit', 'Open Visit']) {
      expect(within(row(name)).queryByTestId('visit-in-review')).toBeNull();
      expect(within(row(name)).queryByTestId('visit-changed')).toBeNull();
    }
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    renderTable([visit({ verification_status: 'exception' })]);
    expect(screen.getByTestId('visit-in-review').textContent).toBe('En revisión');
  });
});
