import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXT_AREAS, type TextArea } from './areas';

// The build sends a page the core texts and the parts its route names (routes.tsx,
// signedInRoutes.tsx); a section a page uses from no such part would show as its key. Component
// tests get every text (test/textLoadersStub.ts), so this reads the code instead: each route's
// feature folder and the feature folders it imports, for the sections their texts name.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const sections = Object.values(TEXT_AREAS).flat() as string[];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Sections named in a feature folder and the feature folders it imports, transitively. */
function sectionsOf(feature: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  if (seen.has(feature)) return used;
  seen.add(feature);
  for (const file of sourceFiles(join(src, 'features', feature))) {
    const code = readFileSync(file, 'utf8');
    for (const section of sections) {
      if (new RegExp(`['"\`]${section}\\.`).test(code)) used.add(section);
    }
    for (const [, other] of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      for (const section of sectionsOf(other as string, seen)) used.add(section);
    }
  }
  return used;
}

const routes = ['routes.tsx', 'signedInRoutes.tsx'].flatMap((file) => {
  const code = readFileSync(join(src, 'app', file), 'utf8');
  return [...code.matchAll(/import\('\.\.\/features\/([a-z-]+)\/\w+'\)(?:,\s*\[([^\]]*)\])?/g)].map(
    ([, feature, areas]) => ({
      file,
      feature: feature as string,
      areas: (areas ?? '').match(/\w+/g) ?? [],
    }),
  );
});

describe('texts in parts', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes)('$feature ($file) gets every section it uses', ({ file, feature, areas }) => {
    // routes.tsx's pages sit in the public layout, which loads the public and auth parts.
    const loaded: string[] = [
      'core',
      ...areas,
      ...(file === 'routes.tsx' ? ['public', 'auth'] : []),
    ];
    const given = new Set<string>(loaded.flatMap((area) => TEXT_AREAS[area as TextArea]));
    expect([...sectionsOf(feature)].filter((s) => !given.has(s))).toEqual([]);
  });
});
