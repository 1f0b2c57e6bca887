// @vitest-environment jsdom
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../lib/i18n';
import { AppFrame } from './app';

/**
 * The app's frame gives MUI's components their texts in the language shown
 * (docs/decisions/0020-spanish.md): an alert's close button (MUI's own "Close" otherwise) and a
 * progress indicator's name.
 */
const page = () =>
  render(
    <AppFrame>
      <Alert severity="success" onClose={() => undefined}>
        Saved
      </Alert>
      <CircularProgress />
    </AppFrame>,
  );

beforeEach(async () => {
  await loadLanguage('es');
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('AppFrame', () => {
  it('names an alert’s close button in Spanish on a Spanish page', async () => {
    await i18n.changeLanguage('es');
    page();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close.getAttribute('title')).toBe('Cerrar');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeTruthy();
  });

  it('follows a change of language while shown', async () => {
    page();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
