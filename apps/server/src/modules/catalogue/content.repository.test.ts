import { type Bank, buildTopic, type TopicDef } from '@gapwise/grammar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { exercises, topics } from '../../db/schema/index.ts';
import { readBankHash, writeBank } from './content.repository.ts';

/** A tiny hand-made topic, so the test does not depend on the size of the real bank. */
function topic(sentences: string[]): TopicDef {
  return {
    slug: 'demo-topic',
    sectionSlug: 'basics',
    name: { en: 'Demo', uk: 'Демо' },
    level: 'basic',
    possibleAnswers: ['a', 'an'],
    card: { rule: { en: 'r', uk: 'р' }, signals: { en: 's', uk: 'с' }, examples: ['A cat.', 'An owl.'] },
    rules: [{ id: 'a-an', statement: { en: 'a/an', uk: 'a/an' } }],
    target: 100,
    generate: () =>
      sentences.map((text) => ({
        text,
        choices: ['a', 'an'],
        answer: 'an',
        skeleton: 'x',
        rationale: {
          ruleId: 'a-an',
          trigger: ['apple'],
          distractors: [{ choice: 'a', errorType: 'article-sound' }],
        },
      })),
  };
}

function bank(hash: string, sentences: string[]): Bank {
  const def = topic(sentences);
  const built = buildTopic(def);
  const { target: _t, generate: _g, ...meta } = def;
  return {
    hash,
    sections: [{ slug: 'basics', name: { en: 'Basics', uk: 'Основи' }, topics: [meta] }],
    exercises: new Map([[def.slug, built.exercises]]),
    rejected: [],
  };
}

describe.each(DATABASE_KINDS)('content repository on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes a bank, records its hash, and retires exercises that disappear', async () => {
    expect(await readBankHash(database.db)).toBeNull();
    await writeBank(database.db, bank('one', ['I ate ___ apple.', 'She has ___ egg.']));
    expect(await readBankHash(database.db)).toBe('one');
    const [row] = await database.db.select().from(topics).where(eq(topics.slug, 'demo-topic'));
    expect(row?.totalExercises).toBe(2);

    await database.db.update(exercises).set({ disabled: true }).where(eq(exercises.text, 'She has ___ egg.'));
    await writeBank(database.db, bank('two', ['She has ___ egg.', 'He wants ___ orange.']));
    const rows = await database.db.select().from(exercises);
    const byText = new Map(rows.map((r) => [r.text, r]));
    expect(byText.get('I ate ___ apple.')?.retired).toBe(true);
    expect(byText.get('She has ___ egg.')).toMatchObject({ retired: false, disabled: true });
    expect(byText.get('He wants ___ orange.')?.retired).toBe(false);
    expect(await readBankHash(database.db)).toBe('two');
  });

  it('stores every field as the engine made it, and keeps the time of a row that did not change', async () => {
    const written = bank('three', ['We saw ___ owl.', 'They need ___ umbrella.']);
    await writeBank(database.db, written);
    const made = written.exercises.get('demo-topic') ?? [];
    const rows = await database.db.select().from(exercises).where(eq(exercises.retired, false));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(made.length).toBe(2);
    for (const [ord, e] of made.entries()) {
      expect(byId.get(e.id)).toMatchObject({
        topicSlug: e.topicSlug,
        ord,
        text: e.text,
        choices: e.choices,
        answer: e.answer,
        rationale: e.rationale,
        skeleton: e.skeleton,
        highQuality: e.highQuality,
      });
      expect(byId.get(e.id)?.quality).toBeCloseTo(e.quality, 5);
    }
    const owl = made.find((e) => e.text.includes('owl'));
    const before = byId.get(owl?.id ?? '')?.updatedAt;
    await new Promise((r) => setTimeout(r, 20));
    await writeBank(database.db, bank('four', ['We saw ___ owl.', 'They need ___ umbrella.']));
    const after = await database.db
      .select()
      .from(exercises)
      .where(eq(exercises.id, owl?.id ?? ''));
    expect(after[0]?.updatedAt).toEqual(before);
    expect(after[0]?.retired).toBe(false);
  });
});
