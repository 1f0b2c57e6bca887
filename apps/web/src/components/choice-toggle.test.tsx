// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceToggle } from './choice-toggle';

// MUI's first render in jsdom is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const options = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;

describe('ChoiceToggle', () => {
  it('is a named group that marks the chosen option and reports another choice', () => {
    const onChange = vi.fn();
    render(<ChoiceToggle label="Show" value="open" options={options} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Show' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith('all');
  });

  it('keeps the choice when the chosen option is pressed again', () => {
    const onChange = vi.fn();
    render(<ChoiceToggle label="Show" value="open" options={options} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
