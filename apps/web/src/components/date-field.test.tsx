// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { TextInput } from './text-input';

// MUI's first render in jsdom is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('DateField', () => {
  it('is a native date input whose label sits above it even when empty', () => {
    render(<DateField id="from" label="From" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(document.getElementById('from-label')?.dataset.shrink).toBe('true');
  });

  it('takes a time, and an error with its message describing the input', () => {
    const onChange = vi.fn();
    render(<DateField id="to" type="time" label="To" value="09:00" onChange={onChange} error helperText="Too early" />);
    const input = screen.getByLabelText('To') as HTMLInputElement;
    expect(input.type).toBe('time');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('to-helper-text');
    expect(document.getElementById('to-helper-text')?.textContent).toBe('Too early');
    fireEvent.change(input, { target: { value: '10:30' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('TextInput', () => {
  it('keeps its label inside the empty field until it is filled', () => {
    render(<TextInput id="name" label="Name" value="" onChange={() => {}} />);
    expect(document.getElementById('name-label')?.dataset.shrink).toBe('false');
  });
});
