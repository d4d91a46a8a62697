/**
 * A topic's copy: what a learner reads about it (its name, the rule card, the rules an explanation quotes) in
 * English and Ukrainian, with its slug, section, level and card subtitle. It lives as data in `<slug>.json`
 * beside the topic file, so a teacher or translator edits it without touching code; `topicCopy` checks it
 * when the topic module loads, and a bad file fails the build with the field named.
 */
import { z } from 'zod';
import { LEVELS, type TopicMeta } from './types.ts';

const text = z.string().trim().min(1);
const localized = z.strictObject({ en: text, uk: text });

export const TopicCopySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens'),
  section: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: localized,
  level: z.enum(LEVELS),
  /** The card subtitle: the answers this topic is about. */
  possibleAnswers: z.array(text).min(1),
  card: z.strictObject({
    rule: localized,
    signals: localized,
    /** Two English example sentences. */
    examples: z.tuple([text, text]),
  }),
  rules: z.array(z.strictObject({ id: text, statement: localized })).min(1),
});

export type TopicCopy = z.infer<typeof TopicCopySchema>;

/** The topic's meta from its copy file, or an error that names the file's slug and the bad field. */
export function topicCopy(json: unknown): TopicMeta {
  const parsed = TopicCopySchema.safeParse(json);
  if (!parsed.success) {
    const slug = (json as { slug?: unknown } | null)?.slug;
    throw new Error(`topic copy ${String(slug ?? '(no slug)')}: ${z.prettifyError(parsed.error)}`);
  }
  const { section, card, ...rest } = parsed.data;
  const ids = new Set(rest.rules.map((r) => r.id));
  if (ids.size !== rest.rules.length) throw new Error(`topic copy ${rest.slug}: a rule id repeats`);
  return { ...rest, sectionSlug: section, card: { ...card, examples: [card.examples[0], card.examples[1]] } };
}
