import { describe, expect, it } from 'vitest';

// The domain's source and the kiosk's, as text (Vite's glob import), to follow their imports.
const domain = import.meta.glob<string>('../../../../../../packages/domain/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const kiosk = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const DOMAIN = '../../../../../../packages/domain/src/';

/** The domain modules a domain module reaches through its static imports, by path under src/. */
function reachedFrom(start: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const source = domain[`${DOMAIN}${file}`];
    if (source === undefined) throw new Error(`no domain module ${file}`);
    reached.add(file);
    for (const [, specifier = ''] of source.matchAll(/^import(?!\s+type)[^'"]*from '(\.[^']+)'/gm)) {
      const parts = `${file.split('/').slice(0, -1).join('/')}/${specifier.replace(/\.js$/, '.ts')}`.split('/');
      const resolved: string[] = [];
      for (const part of parts) {
        if (part === '..') resolved.pop();
        else if (part !== '.' && part !== '') resolved.push(part);
      }
      visit(resolved.join('/'));
    }
  };
  visit(start);
  return reached;
}

/**
 * The kiosk's start builds no form rules (lib/kiosk-forms.ts, docs/performance.md): they load at the
 * first touch or check, and what they load is the kiosk's forms without the work day's schemas.
 */
describe("the kiosk's form rules", () => {
  it('are not imported with the kiosk page: only types and constants come from the domain statically', () => {
    expect(Object.keys(kiosk)).toContain('../pages/kiosk-page.tsx');
    expect(Object.keys(kiosk)).toContain('../components/pause-step.tsx');
    const offenders = Object.entries(kiosk).flatMap(([file, source]) =>
      [...source.matchAll(/^import(?!\s+type)\s*\{([^}]*)\}\s*from '@daybook\/domain'/gm)]
        .flatMap(([, names = '']) => names.split(',').map((name) => name.trim()))
        .filter((name) => name && !name.startsWith('type ') && !/^[A-Z][A-Z0-9_]*$/.test(name))
        .map((name) => `${file}: ${name}`),
    );
    // the Settings page's PIN form is not part of the kiosk's page
    expect(offenders.filter((entry) => !entry.includes('kiosk-pin-settings'))).toEqual([]);
  });

  it("reach the pause reason's rule without the work day's schemas or every area's forms", () => {
    const reached = reachedFrom('schemas/kiosk-forms.ts');
    expect(reached).toContain('schemas/pause-reason.ts');
    expect(reached).not.toContain('schemas/workday.ts');
    expect(reached).not.toContain('schemas/web-forms.ts');
  });
});
