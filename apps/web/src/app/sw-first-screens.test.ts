import { readFileSync } from 'node:fs';
import { FIRST_SCREENS } from '@daybook/domain';
import { describe, expect, it } from 'vitest';

/**
 * The service worker's script (public/sw-first-screens.js) cannot import the table of first screens
 * (packages/domain first-screens.ts, ADR 0041): its copy must say the same.
 */
describe("the service worker's first screens", () => {
  it('answer the same paths with the same pages, for the same devices, as the build and the server', () => {
    const source = readFileSync(new URL('../../public/sw-first-screens.js', import.meta.url), 'utf8');
    const table = /const FIRST_SCREENS = \{([^}]*)\};/.exec(source)?.[1] ?? '';
    const copy = [...table.matchAll(/'([^']+)': \['([^']+)', '([^']+)'\]/g)].map(([, path, page, device]) => ({
      page,
      path,
      device,
    }));
    expect(copy).toEqual(FIRST_SCREENS.map(({ page, path, device }) => ({ page, path, device })));
  });
});
