import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './catalogue.ts';
import { COURSE_UNITS } from './curriculum.ts';

const catalogue = SECTIONS.filter((s) => s.slug !== 'tutorial' && s.slug !== 'playground').flatMap((s) =>
  s.topics.map((t) => t.slug),
);
const mapped = COURSE_UNITS.flatMap((u) => u.topics);

describe('the curriculum map', () => {
  it('places every topic of the catalogue in a unit of the course', () => {
    expect(catalogue.filter((slug) => !mapped.includes(slug))).toEqual([]);
  });

  it('names only topics that exist, each once', () => {
    expect(mapped.filter((slug) => !catalogue.includes(slug))).toEqual([]);
    expect(mapped.filter((slug, i) => mapped.indexOf(slug) !== i)).toEqual([]);
  });

  it('is what docs/curriculum.md shows (npm run content:curriculum writes it)', () => {
    const doc = readFileSync(new URL('../../../docs/curriculum.md', import.meta.url), 'utf8');
    expect(catalogue.filter((slug) => !doc.includes(`(\`${slug}\`)`))).toEqual([]);
  });
});
