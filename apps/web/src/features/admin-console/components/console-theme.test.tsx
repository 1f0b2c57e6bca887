// @vitest-environment jsdom
import Alert from '@mui/material/Alert';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFor } from './console-theme';

afterEach(cleanup);

/** A list's pagination as react-admin draws it on a phone: without names for its page buttons. */
function renderPhonePagination(language: 'en' | 'es') {
  render(
    <ThemeProvider theme={createTheme(themeFor(language))}>
      <TablePagination
        component="div"
        count={30}
        rowsPerPage={10}
        page={1}
        onPageChange={() => undefined}
        rowsPerPageOptions={[]}
      />
    </ThemeProvider>,
  );
}

describe("the console's theme", () => {
  it('names the page buttons in Spanish when the console is in Spanish', () => {
    renderPhonePagination('es');
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeTruthy();
  });

  it('keeps the English names in English', () => {
    renderPhonePagination('en');
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
  });

  it('names an alert’s close button in the console’s language', () => {
    for (const [language, name] of [
      ['es', 'Cerrar'],
      ['en', 'Close'],
    ] as const) {
      render(
        <ThemeProvider theme={createTheme(themeFor(language))}>
          <Alert severity="info" onClose={() => undefined}>
            Saved
          </Alert>
        </ThemeProvider>,
      );
      const close = screen.getByRole('button', { name });
      expect(close.getAttribute('title')).toBe(name);
      cleanup();
    }
  });
});
