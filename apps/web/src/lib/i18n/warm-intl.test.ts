import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

/**
 * The language data a first date format loads is loaded in four timer tasks, one step each and in
 * this order (docs/performance.md, "The first date format in four tasks"): one task doing it all is
 * the longest single task of a page's start on a phone.
 */
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('runs one step a task: likely subtags, a collator, a number format, then a date format', () => {
    // each callback given to setTimeout is a task of its own
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(callback);
      return 0;
    }) as unknown as typeof setTimeout);
    const ran: string[] = [];
    // the four constructors the steps use, each recording its use
    vi.stubGlobal('Intl', {
      ...Intl,
      Locale: class {
        maximize() {
          ran.push('locale');
        }
      },
      Collator: class {
        constructor() {
          ran.push('collator');
        }
      },
      NumberFormat: class {
        format() {
          ran.push('number');
        }
      },
      DateTimeFormat: class {
        format() {
          ran.push('date');
        }
      },
    });

    warmIntl();
    expect(ran).toEqual([]);
    const perTask = tasks.map((task) => {
      const before = ran.length;
      task();
      return ran.slice(before);
    });
    expect(perTask).toEqual([['locale'], ['collator'], ['number'], ['date']]);
  });
});
