import type { Bank, Exercise } from '@gapwise/grammar';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, LOCKS } from '../../db/client.ts';
import { disabledExercises, exercises, meta, sections, topics } from '../../db/schema/index.ts';

const BANK_HASH_KEY = 'content.bank-hash';
const BANK_BUILT_AT_KEY = 'content.bank-built-at';
const BATCH = 5000;

/** Serializes content-bank loads across instances until the transaction ends. */
export async function lockContentBank(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.contentBank})`);
}

/** Exercises an admin switched off (their own table, so a content reload never switches one back on). */
export async function readDisabledIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: disabledExercises.exerciseId }).from(disabledExercises);
  return rows.map((r) => r.id);
}

export async function readBankHash(db: DbOrTx): Promise<string | null> {
  const rows = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, BANK_HASH_KEY));
  return rows[0]?.value ?? null;
}

/** When the build that wrote the stored bank was made (ISO time), or null for a bank written before this was kept. */
export async function readBankBuiltAt(db: DbOrTx): Promise<string | null> {
  const rows = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, BANK_BUILT_AT_KEY));
  return rows[0]?.value ?? null;
}

export async function writeBankBuiltAt(db: DbOrTx, builtAt: string): Promise<void> {
  await db
    .insert(meta)
    .values({ key: BANK_BUILT_AT_KEY, value: builtAt })
    .onConflictDoUpdate({ target: meta.key, set: { value: builtAt, updatedAt: new Date() } });
}

/**
 * Writes the bank: sections, topics and exercises are upserted by their stable ids, so an admin's
 * `disabled` flag survives; exercises the engine no longer produces are retired, not deleted, because
 * history and learner reports may point at them.
 */
export async function writeBank(db: DbOrTx, bank: Bank): Promise<void> {
  await db.update(exercises).set({ retired: true });
  for (const [ord, section] of bank.sections.entries()) {
    const row = { slug: section.slug, nameEn: section.name.en, nameUk: section.name.uk, ord };
    await db.insert(sections).values(row).onConflictDoUpdate({ target: sections.slug, set: row });
    for (const [topicOrd, topic] of section.topics.entries()) {
      const topicRow = {
        slug: topic.slug,
        sectionSlug: section.slug,
        nameEn: topic.name.en,
        nameUk: topic.name.uk,
        level: topic.level,
        ord: topicOrd,
        possibleAnswers: topic.possibleAnswers,
        card: topic.card,
        rules: topic.rules,
        totalExercises: bank.exercises.get(topic.slug)?.length ?? 0,
      };
      await db.insert(topics).values(topicRow).onConflictDoUpdate({ target: topics.slug, set: topicRow });
      await upsertExercises(db, bank.exercises.get(topic.slug) ?? []);
    }
  }
  await db
    .insert(meta)
    .values({ key: BANK_HASH_KEY, value: bank.hash })
    .onConflictDoUpdate({ target: meta.key, set: { value: bank.hash, updatedAt: new Date() } });
}

/**
 * One statement per batch whose rows travel as a single JSON parameter (`jsonb_to_recordset`), the same on
 * PGlite and PostgreSQL: binding eleven parameters per row through the query builder was most of the load
 * time (bench/bank-load.ts). Rows whose content did not change keep their `updated_at`.
 */
async function upsertExercises(db: DbOrTx, list: Exercise[]): Promise<void> {
  for (let start = 0; start < list.length; start += BATCH) {
    const rows = list.slice(start, start + BATCH).map((e, i) => ({
      id: e.id,
      topic_slug: e.topicSlug,
      ord: start + i,
      text: e.text,
      choices: e.choices,
      answer: e.answer,
      rationale: e.rationale,
      skeleton: e.skeleton,
      quality: e.quality,
      high_quality: e.highQuality,
    }));
    await db.execute(sql`
      insert into exercises (id, topic_slug, ord, text, choices, answer, rationale, skeleton, quality, high_quality, retired)
      select r.id, r.topic_slug, r.ord, r.text, r.choices, r.answer, r.rationale, r.skeleton, r.quality, r.high_quality, false
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        id text, topic_slug text, ord integer, text text, choices jsonb, answer text, rationale jsonb,
        skeleton text, quality real, high_quality boolean)
      on conflict (id) do update set
        topic_slug = excluded.topic_slug, ord = excluded.ord, text = excluded.text, choices = excluded.choices,
        answer = excluded.answer, rationale = excluded.rationale, skeleton = excluded.skeleton,
        quality = excluded.quality, high_quality = excluded.high_quality, retired = false,
        updated_at = case
          when (exercises.topic_slug, exercises.ord, exercises.text, exercises.choices, exercises.answer,
                exercises.rationale, exercises.skeleton, exercises.quality, exercises.high_quality)
             is not distinct from
               (excluded.topic_slug, excluded.ord, excluded.text, excluded.choices, excluded.answer,
                excluded.rationale, excluded.skeleton, excluded.quality, excluded.high_quality)
          then exercises.updated_at else now() end`);
  }
}
