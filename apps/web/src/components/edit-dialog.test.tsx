// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../lib/testing/media-queries';
import { EditDialog } from './edit-dialog';

// MUI's first render in jsdom is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = () =>
  render(
    <EditDialog
      open
      id="edit-client"
      title="Edit Client"
      saving={false}
      texts={{ cancel: 'Cancel', save: 'Save Changes', saving: 'Saving...' }}
      onClose={() => undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      <input aria-label="Last Name" />
    </EditDialog>,
  );

/** The paper MUI draws the dialog on (the element with role dialog). */
const paper = () => screen.getByRole('dialog', { name: 'Edit Client' });

describe('EditDialog', () => {
  it('fills a phone’s screen, so Cancel and Save sit at its foot without scrolling (docs/product-rules.md §2)', () => {
    screenIs(true);
    renderDialog();
    expect(paper().className).toContain('MuiDialog-paperFullScreen');
    // the buttons are in the actions after the scrolling content, not in it
    const form = screen.getByTestId('edit-client-form');
    const content = form.querySelector('.MuiDialogContent-root');
    const actions = form.querySelector('.MuiDialogActions-root');
    expect(content?.contains(screen.getByRole('button', { name: 'Save Changes' }))).toBe(false);
    expect(actions?.contains(screen.getByRole('button', { name: 'Save Changes' }))).toBe(true);
    expect(actions?.contains(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    // the form passes the dialog's height on to the content, which scrolls between title and buttons
    expect(getComputedStyle(form).display).toBe('flex');
    expect(getComputedStyle(form).flexDirection).toBe('column');
    expect(getComputedStyle(form).minHeight).toBe('0');
  });

  it('stays a centred dialog on a wider screen', () => {
    screenIs(false);
    renderDialog();
    expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
    expect(paper().className).toContain('MuiDialog-paperWidthSm');
  });
});
