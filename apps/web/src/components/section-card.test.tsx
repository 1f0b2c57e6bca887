// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionCard } from './section-card';
import { SectionPanel } from './section-panel';

// MUI's first render in jsdom is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('SectionCard', () => {
  it('is a section named by its heading', () => {
    render(
      <SectionCard headingId="totals-heading" title="Totals" data-testid="totals">
        <p>8 h</p>
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: 'Totals' });
    expect(section.dataset.testid).toBe('totals');
    expect(within(section).getByRole('heading', { level: 2 }).id).toBe('totals-heading');
  });

  it('puts the heading, its line and the actions in one row above the content', () => {
    render(
      <SectionCard
        headingId="approvals-heading"
        title="Pay period"
        subtitle={<span>3 timecards</span>}
        actions={<Button>Approve all</Button>}
      >
        <p>list</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Pay period' });
    const row = heading.parentElement?.parentElement;
    expect(row?.contains(screen.getByText('3 timecards'))).toBe(true);
    expect(row?.contains(screen.getByRole('button', { name: 'Approve all' }))).toBe(true);
    expect(row?.contains(screen.getByText('list'))).toBe(false);
  });
});

describe('SectionPanel', () => {
  it('is a section named by its heading', () => {
    render(
      <SectionPanel headingId="filters-heading" title="Filters" dense>
        <input aria-label="Search" />
      </SectionPanel>,
    );
    const section = screen.getByRole('region', { name: 'Filters' });
    expect(within(section).getByLabelText('Search')).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 2 }).id).toBe('filters-heading');
  });
});
