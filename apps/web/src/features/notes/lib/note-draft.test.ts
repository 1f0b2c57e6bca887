import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, type NoteDraft, readDraft, writeDraft } from './note-draft';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const draft: NoteDraft = {
  location: 'GUADALUPE_DTA',
  generalNotes: 'Worked on coins',
  initials: 'EG',
  additionalNotes: '',
  trials: [{ key: 'new-1', id: null, goal: 3, trial_number: 1, percentage: '', value: 'I', initials: 'EG' }],
  savedAt: '2026-11-20T15:00:00.000Z',
};

describe('progress-note drafts (docs/offline.md)', () => {
  it('keeps one draft per user, client and date, and reads it back', () => {
    const store = memoryStorage();
    const mine = draftKey('7', 12, '2026-11-20');
    writeDraft(mine, draft, store);
    expect(readDraft(mine, store)).toEqual(draft);
    expect(readDraft(draftKey('8', 12, '2026-11-20'), store)).toBeNull();
    expect(readDraft(draftKey('7', 12, '2026-11-19'), store)).toBeNull();
  });

  it('keeps nothing without a signed-in user, and forgets a cleared or unreadable draft', () => {
    const store = memoryStorage();
    expect(draftKey(null, 12, '2026-11-20')).toBeNull();
    writeDraft(null, draft, store);
    expect(store.length).toBe(0);
    const key = draftKey('7', 12, '2026-11-20');
    writeDraft(key, draft, store);
    clearDraft(key, store);
    expect(readDraft(key, store)).toBeNull();
    store.setItem(key as string, '{not json');
    expect(readDraft(key, store)).toBeNull();
  });
});
