import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './catalogue.ts';
import { createRng } from './rng.ts';
import { TopicCopySchema, topicCopy } from './topic-copy.ts';

const SECTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sections');
const copyFiles = readdirSync(SECTIONS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && !f.endsWith('.data.json'))
  .map((f) => join(SECTIONS_DIR, f));
const topics = SECTIONS.flatMap((s) => s.topics);

const good = {
  slug: 'my-topic',
  section: 'noun',
  name: { en: 'My topic', uk: 'Моя тема' },
  level: 'basic',
  possibleAnswers: ['a', 'an'],
  card: {
    rule: { en: 'A before a consonant sound.', uk: 'A перед приголосним звуком.' },
    signals: { en: 'a noun', uk: 'іменник' },
    examples: ['A cat.', 'An owl.'],
  },
  rules: [{ id: 'a-an', statement: { en: 'A or an by sound.', uk: 'A чи an — за звуком.' } }],
};

// `<module>.data.json` files are authored tables (lexicon/data.ts), not copy.
describe('topic copy files', () => {
  it('every topic in the catalogue has exactly one copy file, named by its slug, in its section folder', () => {
    const byPath = new Map(copyFiles.map((f) => [f, JSON.parse(readFileSync(f, 'utf8'))]));
    expect(copyFiles.length).toBe(topics.length);
    for (const t of topics) {
      const file = join(SECTIONS_DIR, t.sectionSlug, `${t.slug}.json`);
      expect(byPath.has(file), file).toBe(true);
      expect(topicCopy(byPath.get(file))).toEqual({
        slug: t.slug,
        sectionSlug: t.sectionSlug,
        name: t.name,
        level: t.level,
        possibleAnswers: t.possibleAnswers,
        card: t.card,
        rules: t.rules,
      });
    }
  });

  it('every copy file passes the schema, with its slug its file name and its section its folder', () => {
    for (const f of copyFiles) {
      const copy = TopicCopySchema.parse(JSON.parse(readFileSync(f, 'utf8')));
      expect(copy.slug).toBe(basename(f, '.json'));
      expect(copy.section).toBe(basename(dirname(f)));
    }
  });

  it('every exercise of a topic points at one of the rules its copy states', () => {
    for (const t of topics) {
      const ids = new Set(t.rules.map((r) => r.id));
      const drafts = t.generate(createRng(t.slug));
      for (const d of drafts)
        expect(ids.has(d.rationale.ruleId), `${t.slug}: ${d.rationale.ruleId}`).toBe(true);
    }
  });
});

describe('topicCopy', () => {
  it('reads a good copy into the topic meta (section → sectionSlug)', () => {
    expect(topicCopy(good)).toMatchObject({ slug: 'my-topic', sectionSlug: 'noun', level: 'basic' });
  });

  it.each([
    ['a missing Ukrainian text', { ...good, name: { en: 'My topic', uk: '' } }, /name\.uk/],
    ['a level the app does not have', { ...good, level: 'expert' }, /level/],
    ['one example instead of two', { ...good, card: { ...good.card, examples: ['A cat.'] } }, /examples/],
    ['a field no topic has', { ...good, colour: 'red' }, /colour/],
    ['no rules', { ...good, rules: [] }, /rules/],
    ['a slug with spaces', { ...good, slug: 'my topic' }, /slug/],
  ])('refuses %s, naming the topic and the field', (_, bad, field) => {
    expect(() => topicCopy(bad)).toThrow(field);
    expect(() => topicCopy(bad)).toThrow(/topic copy/);
  });

  it('refuses two rules with one id', () => {
    expect(() => topicCopy({ ...good, rules: [good.rules[0], good.rules[0]] })).toThrow(/rule id repeats/);
  });
});
