import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One icon set: components draw icons through ui/Icon. Only these files write an <svg> themselves, each
 * with its reason; a new inline <svg> anywhere else fails here.
 */
const OWN_SVG: Record<string, string> = {
  'components/ui/Icon.tsx': 'the icon set itself',
  'components/ui/Logo.tsx': 'the brand mark, in its own colours',
  'features/admin/components/Bars.tsx': 'a chart: bars drawn from data',
  'features/progress/AccuracyChart.tsx': 'a chart: accuracy over days drawn from data',
};

const src = join(import.meta.dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

export const writesSvg = (text: string) => /<svg[\s>]/.test(text);

describe('icons', () => {
  it('are drawn by ui/Icon: no other component writes an inline <svg>', () => {
    const drawing = sources(src)
      .filter((file) => writesSvg(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file))
      .sort();
    expect(drawing).toEqual(Object.keys(OWN_SVG).sort());
  });

  it('the scan sees an inline <svg>, so the check can fail', () => {
    expect(writesSvg('<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16" /></svg>')).toBe(true);
    expect(writesSvg('<svg\n  viewBox="0 0 20 20"')).toBe(true);
    expect(writesSvg('<Icon name="menu" />')).toBe(false);
  });
});
