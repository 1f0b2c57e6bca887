// @vitest-environment jsdom
import type { TimecardDetail } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { TotalsCard } from './totals-card';

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

// Ana's demo period: 278,520 s at $18.75 = $1,450.625, rounded once to $1,450.63; 77.37 h × $18.75
// would be $1,450.69 (docs/payroll-rules.md "Exact time").
const card = {
  worked_seconds: 278_520,
  regular_seconds: 278_520,
  overtime_seconds: 0,
  gross_pay_cents: 145_063,
  adjustment_cents: 0,
} as unknown as TimecardDetail;

describe('the timecard’s totals', () => {
  it('shows the rounded hours and says the pay comes from the exact time', () => {
    render(<TotalsCard card={card} />);
    expect(screen.getByTestId('total-worked').textContent).toBe('77.37\u00a0h');
    expect(screen.getByTestId('total-gross').textContent).toBe('$1,450.63');
    expect(screen.getByTestId('total-exact').textContent).toBe(
      'Pay is worked out from the exact time worked, 77h 22m, and rounded once to the cent; the hours above are rounded to two decimals.',
    );
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    render(<TotalsCard card={card} />);
    expect(screen.getByTestId('total-exact').textContent).toContain('tiempo exacto trabajado, 77h 22m');
  });
});
