import { describe, expect, it } from 'vitest';
import { assertTopicsInTheirSection, assertUniqueSlugs, SECTIONS } from './catalogue.ts';
import type { SectionDef, TopicDef } from './types.ts';

const topic = (slug: string, sectionSlug: string): TopicDef => ({
  slug,
  sectionSlug,
  name: { en: slug, uk: slug },
  level: 'basic',
  possibleAnswers: [],
  card: { rule: { en: '', uk: '' }, signals: { en: '', uk: '' }, examples: ['', ''] },
  rules: [],
  target: 0,
  generate: () => [],
});
const section = (slug: string, ...slugs: string[]): SectionDef => ({
  slug,
  name: { en: slug, uk: slug },
  topics: slugs.map((s) => topic(s, slug)),
});

describe('section order', () => {
  it("follows learning-area §3's list, with Linking Words (issue 16) before Would, so the hub's chips end Used To, Verb, Linking Words, Would", () => {
    expect(SECTIONS.map((s) => s.name.en)).toEqual([
      'Playground',
      'Tutorial',
      'Basics',
      'Adjective',
      'Be',
      'Conditional',
      'Future Tense',
      'Irregular',
      'Modal',
      'Multiple Choices',
      'Negative Form',
      'Noun',
      'Passive Voice',
      'Past Future',
      'Past Tense',
      'Present Tense',
      'Pronoun',
      'Question Form',
      'Used To',
      'Verb',
      'Linking Words',
      'Would',
    ]);
  });
});

describe('slugs', () => {
  it('are unique in the served catalogue', () => {
    expect(() => assertUniqueSlugs(SECTIONS)).not.toThrow();
    const slugs = SECTIONS.flatMap((s) => s.topics.map((t) => t.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('fail the build when a topic slug repeats inside one section', () => {
    expect(() => assertUniqueSlugs([section('basics', 'articles', 'do-does', 'articles')])).toThrow(
      'topic slug "articles" is defined twice (section "basics" and section "basics")',
    );
  });

  it('fail the build when two sections define the same topic slug', () => {
    expect(() => assertUniqueSlugs([section('be', 'was-were'), section('past-tense', 'was-were')])).toThrow(
      'topic slug "was-were" is defined twice (section "be" and section "past-tense")',
    );
  });

  it('fail the build when a section slug repeats', () => {
    expect(() => assertUniqueSlugs([section('noun', 'a'), section('noun', 'b')])).toThrow(
      'section slug "noun" is used twice',
    );
  });

  it('fail the build when a section lists a topic of another section', () => {
    const stray: SectionDef = { ...section('noun'), topics: [topic('some-any', 'pronoun')] };
    expect(() => assertTopicsInTheirSection([stray])).toThrow(
      '"some-any" (says "pronoun", listed in "noun")',
    );
    expect(() => assertTopicsInTheirSection([section('noun', 'some-any')])).not.toThrow();
    expect(() => assertTopicsInTheirSection(SECTIONS)).not.toThrow();
  });
});
