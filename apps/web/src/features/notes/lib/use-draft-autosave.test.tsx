// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DEBOUNCE_MS, type NoteDraft, readDraft, useDraftAutosave } from './note-draft';

const KEY = 'daybook.noteDraft.7.1.2026-01-05';
const note = (generalNotes: string): Omit<NoteDraft, 'savedAt'> => ({
  location: 'GUADALUPE_DTA',
  generalNotes,
  initials: 'EG',
  additionalNotes: '',
  trials: [],
});
const leavePage = () => window.dispatchEvent(new Event('pagehide'));

describe('useDraftAutosave (docs/offline.md, "Progress-note drafts")', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('writes the draft a moment after a change', () => {
    const { rerender } = renderHook(({ draft }) => useDraftAutosave(KEY, draft, true), {
      initialProps: { draft: note('') },
    });
    rerender({ draft: note('Practised counting coins') });
    expect(readDraft(KEY)).toBeNull();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    expect(readDraft(KEY)?.generalNotes).toBe('Practised counting coins');
  });

  it('writes a waiting draft at once when the page is left (a reload, a closed tab)', () => {
    const { rerender } = renderHook(({ draft }) => useDraftAutosave(KEY, draft, true), {
      initialProps: { draft: note('') },
    });
    rerender({ draft: note('Practised counting coins') });
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    leavePage();
    expect(readDraft(KEY)?.generalNotes).toBe('Practised counting coins');
  });

  it('leaves nothing when the page is left with nothing typed, or after the note was saved', () => {
    const { result, rerender } = renderHook(({ draft }) => useDraftAutosave(KEY, draft, true), {
      initialProps: { draft: note('') },
    });
    leavePage();
    expect(localStorage.getItem(KEY)).toBeNull();

    rerender({ draft: note('Saved already') });
    result.current.discard();
    leavePage();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
