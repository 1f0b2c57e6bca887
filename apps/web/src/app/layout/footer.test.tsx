// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpeningHours } from './footer';

/** The footer's opening hours in the language shown (ADR 0020, "Organisation texts"). */
describe('OpeningHours', () => {
  afterEach(cleanup);

  const written = { hours: 'Mon-Fri 8am-4pm', hours_es: 'lun-vie 8 a. m.-4 p. m.' };

  it('shows the English hours in English', () => {
    const { container } = render(<OpeningHours organisation={written} language="en" />);
    expect(container.textContent).toBe('Mon-Fri 8am-4pm');
  });

  it('shows the Spanish hours in Spanish', () => {
    const { container } = render(<OpeningHours organisation={written} language="es" />);
    expect(container.textContent).toBe('lun-vie 8 a. m.-4 p. m.');
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('shows the English hours in Spanish where none are written in Spanish, marked as English', () => {
    const { container } = render(<OpeningHours organisation={{ ...written, hours_es: null }} language="es" />);
    expect(container.textContent).toBe('Mon-Fri 8am-4pm');
    expect(container.querySelector('span')?.getAttribute('lang')).toBe('en');
  });
});
