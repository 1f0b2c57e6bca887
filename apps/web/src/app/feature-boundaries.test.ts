import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Biome rule that keeps features apart (docs/ARCHITECTURE.md#web-import-rules) names every
 * feature folder in one pattern; a feature added without its name there could be imported by the
 * others unseen, so this fails until biome.json lists it.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(SRC, '../../..');

interface Override {
  includes?: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group?: string[] }[] } } } } };
}

function restrictedGroups(includes: string): string[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as { overrides?: Override[] };
  const override = config.overrides?.find((o) => o.includes?.includes(includes));
  return (override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []).flatMap((p) => p.group ?? []);
}

/** The names inside a `**\/{a,b,c}/**` pattern. */
function namesOf(group: string): string[] {
  const match = /^\*\*\/\{([^}]+)\}\/\*\*$/.exec(group);
  return match?.[1] ? match[1].split(',').sort() : [];
}

describe('feature boundaries in biome.json', () => {
  it('forbids a feature to import any other feature folder or app/', () => {
    const features = readdirSync(join(SRC, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const groups = restrictedGroups('apps/web/src/features/**');
    expect(groups).toHaveLength(1);
    expect(namesOf(groups[0] ?? '')).toEqual([...features, 'app'].sort());
  });

  it('forbids the shared components/, lib/ and api/ to import features or app/', () => {
    expect(restrictedGroups('apps/web/src/{api,components,lib}/**')).toEqual(['**/{features,app}/**']);
  });
});
