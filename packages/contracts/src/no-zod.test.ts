import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as full from './index.ts';
import * as light from './no-zod.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Modules loaded at run time from `file`: every import or re-export that is not `import type`/`export type`. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    specifiers.push(match[1] as string);
  }
  return specifiers;
}

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier.startsWith('.')) closure(resolve(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('@gapwise/contracts/constants', () => {
  it('loads no zod and no schema module at run time', () => {
    const loaded = [...closure(resolve(here, 'no-zod.ts'))].map((f) => f.replace(`${here}/`, ''));
    expect(loaded).not.toContain('zod');
    expect(loaded.sort()).toEqual([
      'api-routes.ts',
      'constants.ts',
      'error-codes.ts',
      'no-zod.ts',
      'offers.ts',
    ]);
  });

  it('the graph reader sees zod where it is (the root entry), so the check above can fail', () => {
    expect(closure(resolve(here, 'index.ts'))).toContain('zod');
  });

  it('offers every value the root offers that needs no schema, the same objects', () => {
    for (const [name, value] of Object.entries(light)) {
      expect(Reflect.get(full, name), name).toBe(value);
    }
    expect(light.PLANS.map((p) => p.id)).toEqual(['one-year-pass', 'lifetime-pass']);
    expect(Object.keys(light)).not.toContain('planIdSchema');
  });
});
