import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBank, buildTopic } from '../bank.ts';
import { SECTIONS } from '../catalogue.ts';
import { fillBlank, hardGateFailures } from '../checks.ts';
import { explain, TEMPLATES_BY_NAME as TEMPLATES } from '../explain/compose.ts';
import { indefiniteArticle } from '../morph/articles.ts';
import { verbForms } from '../morph/verbs.ts';
import { createRng } from '../rng.ts';

const bank = buildBank();
const all = [...bank.exercises.values()].flat();
const topics = bank.sections.flatMap((s) => s.topics);

const REQUIRED = [
  'articles',
  'countable-uncountable',
  'do-does',
  'all-every-whole',
  'would-vs-used-to',
  'other-another-others',
  'quantifiers',
  'quite-rather',
  'have-has',
  'mixed-prepositions',
  'prepositions-of-place',
  'prepositions-of-time',
  'there-is-there-are',
  'there-was-there-were',
  'this-that-these-those',
  'verb-to-be',
];

describe('the bank', () => {
  it('has every slug the product links to, each once', () => {
    const slugs = topics.map((t) => t.slug);
    for (const slug of REQUIRED) expect(slugs, slug).toContain(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('rejects nothing but duplicates, sentences the checker rejects and drafts a named guard struck', () => {
    const allowed = [
      'duplicate sentence in topic',
      'checker rejects the sentence',
      'checker accepts every distractor',
    ];
    const real = bank.rejected.filter(
      (r) =>
        !(
          r.reasons.length === 1 &&
          (allowed.includes(r.reasons[0] ?? '') || (r.reasons[0] ?? '').startsWith('guard '))
        ),
    );
    expect(real).toEqual([]);
  });

  it('passes every hard gate, with unique ids and a known rule for every exercise', {
    timeout: 60_000,
  }, () => {
    const ids = new Set<string>();
    const rules = new Map(topics.map((t) => [t.slug, new Set(t.rules.map((r) => r.id))]));
    for (const e of all) {
      expect(hardGateFailures(e), e.text).toEqual([]);
      expect(rules.get(e.topicSlug)?.has(e.rationale.ruleId), `${e.topicSlug}: ${e.rationale.ruleId}`).toBe(
        true,
      );
      expect(e.rationale.trigger.length, e.text).toBeGreaterThan(0);
      ids.add(e.id);
    }
    expect(ids.size).toBe(all.length);
  });

  it('has an English and a Ukrainian template for every error model', () => {
    const types = new Set(all.flatMap((e) => e.rationale.distractors.map((d) => d.errorType)));
    const missing = [...types].filter((t) => !TEMPLATES[t]);
    expect(missing).toEqual([]);
  });

  it('gives every topic a rule card in both languages with two examples', () => {
    for (const t of topics) {
      expect(t.card.rule.en && t.card.rule.uk && t.card.signals.en && t.card.signals.uk, t.slug).toBeTruthy();
      expect(t.card.examples).toHaveLength(2);
      expect(t.name.uk, t.slug).not.toBe('');
      for (const r of t.rules) expect(r.statement.uk.length, `${t.slug}/${r.id}`).toBeGreaterThan(5);
    }
  });

  // Builds the whole bank a second time: seconds on a busy CI machine.
  it('is the same on every build (stable ids and hash)', { timeout: 120_000 }, () => {
    const again = buildBank();
    expect(again.hash).toBe(bank.hash);
    expect([...again.exercises.values()].flat().map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('writes a wrong-answer explanation that names both answers, in both languages', () => {
    const sample = all.filter((_, i) => i % 97 === 0);
    for (const e of sample) {
      const topic = topics.find((t) => t.slug === e.topicSlug);
      const wrong = e.choices.find((c) => c !== e.answer) ?? '';
      if (!topic) throw new Error(e.topicSlug);
      const en = explain({ exercise: e, topic, chosen: wrong, language: 'en' });
      const uk = explain({ exercise: e, topic, chosen: wrong, language: 'uk' });
      expect(en).toContain(wrong);
      expect(en).toContain(fillBlank(e.text, e.answer));
      expect(uk).toContain(fillBlank(e.text, e.answer));
      expect(en).not.toMatch(/undefined|\{|\}/);
      expect(uk).not.toMatch(/undefined|\{|\}/);
    }
  });
});

describe('content invariants', () => {
  const byTopic = (slug: string) => bank.exercises.get(slug) ?? [];

  it('never asks for "do" with he, she, it or one person', () => {
    for (const e of byTopic('do-does')) {
      // The subject is the first trigger word of every do/does item.
      if (/^(Do|do|don't)$/.test(e.answer))
        expect(e.rationale.trigger[0], e.text).not.toMatch(
          /^(he|she|Tom|Anna|Olena|Mark|Andriy|Maria|my (sister|brother|mum|dad|neighbour|grandfather|best friend)|our teacher)$/,
        );
    }
  });

  it('marks a/an by the sound of the next word', () => {
    for (const e of byTopic('articles')) {
      if (e.answer !== 'a' && e.answer !== 'an') continue;
      const next = e.text.split('___ ')[1] ?? '';
      expect(e.answer, e.text).toBe(indefiniteArticle(next));
    }
  });

  it('never offers an accepted past form as a wrong choice', () => {
    for (const slug of ['past-simple', 'irregular-verbs-past']) {
      for (const e of byTopic(slug)) {
        // Core skeletons are named f<N>-<verb>; other groups test their own topics.
        if (!/^f\d+-/.test(e.skeleton)) continue;
        const base = e.skeleton.split('-').slice(1).join('-');
        const accepted = verbForms(base).pastVariants;
        for (const c of e.choices)
          if (c !== e.answer) expect(accepted, `${e.text} ${c}`).not.toContain(c.split(' ')[0]);
      }
    }
  });

  it('every draft of a sample of topics passes the hard gates for any seed', () => {
    const sampleTopics = SECTIONS.flatMap((s) => s.topics).filter((_, i) => i % 5 === 0);
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: sampleTopics.length - 1 }), (seed, index) => {
        const topic = sampleTopics[index];
        if (!topic) return;
        const drafts = topic.generate(createRng(seed)).slice(0, 60);
        for (const draft of drafts) expect(hardGateFailures(draft), draft.text).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('builds each topic deterministically', () => {
    const topic = SECTIONS.flatMap((s) => s.topics).find((t) => t.slug === 'present-simple');
    if (!topic) throw new Error('present-simple missing');
    expect(buildTopic(topic).exercises.map((e) => e.id)).toEqual(byTopic('present-simple').map((e) => e.id));
  });
});
