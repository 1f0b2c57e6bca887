// @vitest-environment jsdom
import type { Profile } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { EmployeeProfileSection } from './employee-profile-section';

/**
 * The employee's record status reads "Situación" in Spanish (docs/glossary-es.md), so that it is
 * not confused with the US state of "Ciudad, estado y código postal" on the same card.
 */
const profile = { id: 3, name: 'Ana Reyes', email: 'ana@daybook.test', phone: '6025550123' } as unknown as Profile;

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the dashboard’s employee profile', () => {
  it('labels the status "Situación" in Spanish and keeps "estado" for the address', async () => {
    await loadLanguage('es');
    render(<EmployeeProfileSection profile={profile} settings={null} payPeriod={undefined} />);
    const status = screen.getByTestId('employee-status');
    expect(status.previousElementSibling?.textContent).toBe('Situación');
    expect(status.textContent).toBe('Activo');
    expect(screen.getByText('Ciudad, estado y código postal')).toBeTruthy();
  });

  it('keeps "Status" in English', async () => {
    await loadLanguage('en');
    render(<EmployeeProfileSection profile={profile} settings={null} payPeriod={undefined} />);
    expect(screen.getByTestId('employee-status').previousElementSibling?.textContent).toBe('Status');
  });
});
