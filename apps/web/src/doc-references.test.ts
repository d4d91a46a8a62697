import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments point at the repository's own documents: a "§" names a section of a document that is not in
 * the repository, and a `docs/product-rules.md#anchor` must name a heading that exists there.
 */
const repo = join(import.meta.dirname, '..', '..', '..');
const roots = [join(repo, 'apps', 'web', 'src'), join(repo, 'packages', 'contracts', 'src')];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** GitHub's anchor of a Markdown heading. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const rules = readFileSync(join(repo, 'docs', 'product-rules.md'), 'utf8');
const anchors = new Set([...rules.matchAll(/^#{2,3} (.+)$/gm)].map((m) => anchorOf(m[1] as string)));

describe('document references in the web and the contracts', () => {
  const files = roots.flatMap(sources).filter((f) => !f.endsWith('doc-references.test.ts'));

  it('cite no "§" section of a document outside the repository', () => {
    const citing = files.filter((f) => readFileSync(f, 'utf8').includes('§')).map((f) => relative(repo, f));
    expect(citing).toEqual([]);
  });

  it('point only at headings docs/product-rules.md has', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const [, anchor] of readFileSync(file, 'utf8').matchAll(/docs\/product-rules\.md#([\w-]+)/g)) {
        if (!anchors.has(anchor as string)) broken.push(`${relative(repo, file)} → #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
    expect(anchors).toContain('sizes-and-timings');
    expect(anchorOf('Sections, demo and playground')).toBe('sections-demo-and-playground');
  });
});
