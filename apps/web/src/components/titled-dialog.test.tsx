// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TitledDialog } from './titled-dialog';

// MUI's first render in jsdom is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('TitledDialog', () => {
  it('is named by its heading and described by its text, with the buttons after the content', () => {
    render(
      <TitledDialog
        open
        id="pause"
        title="Pause work?"
        text="Say why you pause."
        textId="intro"
        actions={<Button>Cancel</Button>}
      >
        <p>details</p>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pause work?' });
    expect(dialog.getAttribute('aria-describedby')).toBe('pause-intro');
    expect(document.getElementById('pause-intro')?.textContent).toBe('Say why you pause.');
    expect(screen.getByRole('heading', { level: 2, name: 'Pause work?' }).id).toBe('pause-title');
    expect(dialog.querySelector('form')).toBeNull();
    expect(screen.getByText('details').compareDocumentPosition(screen.getByRole('button', { name: 'Cancel' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('puts the content and the buttons in one form that sends onSubmit', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <TitledDialog
        open
        id="decide"
        title="Accept"
        text="Add a note."
        textId="body"
        onSubmit={onSubmit}
        formTestId="decide-form"
        actions={<Button type="submit">Save</Button>}
      >
        <input aria-label="Note" />
      </TitledDialog>,
    );
    const form = screen.getByTestId('decide-form');
    expect(form.tagName).toBe('FORM');
    expect(form.contains(screen.getByLabelText('Note'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBe('decide-body');
  });
});
