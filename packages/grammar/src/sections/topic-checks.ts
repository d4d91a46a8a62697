/**
 * The checks topic tests share: a topic's built exercises, its size over distinct bases, the share of its
 * keys, and the groups of checks the issue-16 topics all pass (authored, common and grown topics).
 * Test-only; no topic imports it.
 */
import { expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { BLANK, fillBlank, hardGateFailures } from '../checks.ts';
import { TEMPLATES_BY_NAME } from '../explain/compose.ts';
import { paramsMismatch } from '../explain/error-types.ts';
import { TEMPLATES } from '../explain/templates.ts';
import { createRng } from '../rng.ts';
import type { Exercise, SectionDef, TopicDef } from '../types.ts';

const builtBySlug = new Map<string, Exercise[]>();

/** The exercises a topic builds (after the guards and the checker), built once per test file. */
export function built(topic: TopicDef): Exercise[] {
  let exercises = builtBySlug.get(topic.slug);
  if (!exercises) {
    exercises = buildTopic(topic).exercises;
    builtBySlug.set(topic.slug, exercises);
  }
  return exercises;
}

/** Expects at least `bases` distinct skeletons among the exercises. */
export function expectBases(exercises: readonly Exercise[], bases: number): void {
  expect(new Set(exercises.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(bases);
}

/** Expects at least `min` exercises over at least `bases` distinct skeletons. */
export function expectSize(exercises: readonly Exercise[], min: number, bases: number): void {
  expect(exercises.length).toBeGreaterThanOrEqual(min);
  expectBases(exercises, bases);
}

/** Expects the sentence, its gap filled, to open with a capital, end with a stop and leave no slot or gap. */
export function expectTidySentence(ex: Exercise): void {
  const full = fillBlank(ex.text, ex.answer);
  expect(full, ex.text).toMatch(/^[A-Z"“]/);
  expect(full, ex.text).toMatch(/[.?!]$/);
  expect(full, ex.text).not.toMatch(/[{}]|undefined|\s{2}| [,.?!]/);
}

/** Registers "is listed in the <section> section". */
export function itIsListedIn(section: SectionDef, topic: TopicDef): void {
  it(`is listed in the ${section.slug} section`, () => expect(section.topics).toContain(topic));
}

/** Expects the exercises `picked` chooses to make more than `above` (and less than `below`) of them all. */
export function expectShare(
  exercises: readonly Exercise[],
  picked: (e: Exercise) => boolean,
  above: number,
  below?: number,
): void {
  const share = exercises.filter(picked).length / exercises.length;
  expect(share).toBeGreaterThan(above);
  if (below !== undefined) expect(share).toBeLessThan(below);
}

/** How many exercises fall under each key that `keyOf` gives. */
export function keyCounts(
  exercises: readonly Exercise[],
  keyOf: (e: Exercise) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of exercises) counts.set(keyOf(e), (counts.get(keyOf(e)) ?? 0) + 1);
  return counts;
}

/** Registers "none under a fair share": every key more than half of an equal share of the topic. */
export function itSpreadsTheKeys(
  exercises: readonly Exercise[],
  keyOf: (e: Exercise) => string,
  title = 'spreads the keys: none under a fair share',
): void {
  it(title, () => {
    const keys = keyCounts(exercises, keyOf);
    for (const [k, n] of keys) expect(n / exercises.length, k).toBeGreaterThan(0.5 / keys.size);
  });
}

/**
 * The checks every issue-16 tense and reported-speech topic passes: built size, the answer among the
 * choices, hard gates, known rules and error types with templates, proper sentences, skeleton variety and,
 * for a contrast, each key's fair share.
 */
export function checkAuthoredTopic(
  topic: TopicDef,
  opts: { min: number; minSkeletons: number; keyShare?: (answer: string) => string; minShare?: number },
): void {
  const drafts = topic.generate(createRng(`gapwise:${topic.slug}`));
  const exercises = built(topic);
  const ruleIds = new Set(topic.rules.map((r) => r.id));

  it(`builds at least ${opts.min} exercises from at least ${opts.minSkeletons} authored bases`, () =>
    expectSize(exercises, opts.min, opts.minSkeletons));

  it('has every answer among its choices, passes the hard gates, and explains every wrong choice', () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      expect(d.choices, d.text).toContain(d.answer);
      expect(hardGateFailures(d), d.text).toEqual([]);
      expect(ruleIds.has(d.rationale.ruleId), d.rationale.ruleId).toBe(true);
      expect(d.rationale.trigger.filter(Boolean).length, d.text).toBeGreaterThan(0);
      for (const x of d.rationale.distractors) {
        expect(TEMPLATES[x.errorType as keyof typeof TEMPLATES], x.errorType).toBeDefined();
      }
    }
  });

  it('writes proper sentences with no slot left unfilled', () => {
    for (const d of drafts) {
      expect(d.text, d.text).toMatch(/^[A-Z“]/);
      expect(d.text, d.text).toMatch(/[.!?”]$/);
      expect(d.text, d.text).not.toMatch(/\{|\}|\s{2}|\s[.,!?]|undefined/);
      expect(d.text.split('___').length, d.text).toBe(2);
    }
  });

  if (opts.keyShare) {
    const share = opts.keyShare;
    it(`keeps each key at ${Math.round((opts.minShare ?? 0.25) * 100)}% of the topic or more`, () => {
      const counts = keyCounts(exercises, (e) => share(e.answer));
      expect(counts.size).toBeGreaterThan(1);
      for (const [form, n] of counts) {
        expect(n / exercises.length, form).toBeGreaterThanOrEqual(opts.minShare ?? 0.25);
      }
    });
  }
}

/**
 * The common checks of the issue-16 topics of the verb, passive-voice, used-to and future-tense folders: size,
 * answer among the choices, hard gates, known rules, explained error types with their params, tidy
 * sentences, triggers that occur in the sentence, and balanced keys. `min` is the topic's honest size,
 * `minShare` each key group's floor; returns the topic's exercises.
 */
export function commonChecks(
  topic: TopicDef,
  min: number,
  groupOf: (ex: Exercise) => string,
  minShare: number,
): Exercise[] {
  const exercises = built(topic);
  it(`has at least ${min} exercises from at least ${Math.round(min / 5)} skeletons`, () =>
    expectSize(exercises, min, Math.round(min / 5)));
  it('passes the hard gates, with the answer among the choices and known rules', () => {
    const rules = new Set(topic.rules.map((r) => r.id));
    for (const ex of exercises) {
      expect(hardGateFailures(ex)).toEqual([]);
      expect(ex.choices).toContain(ex.answer);
      expect(rules.has(ex.rationale.ruleId), ex.rationale.ruleId).toBe(true);
    }
  });
  it('explains every wrong choice with a template that fits its params', () => {
    for (const ex of exercises)
      for (const d of ex.rationale.distractors) {
        expect(paramsMismatch(d.errorType, d.params), `${ex.text} ${d.choice}`).toBe('');
        const tpl = TEMPLATES_BY_NAME[d.errorType];
        const p = { ...(d.params ?? {}), chosen: d.choice, answer: ex.answer, trigger: '' };
        expect(tpl?.en(p)).not.toMatch(/undefined|\{/);
        expect(tpl?.uk(p)).not.toMatch(/undefined|\{/);
        expect(tpl?.en(p)).toContain(d.choice);
      }
  });
  it('writes tidy sentences whose trigger words are in the sentence', () => {
    for (const ex of exercises) {
      expectTidySentence(ex);
      expect(ex.rationale.trigger.length).toBeGreaterThan(0);
      for (const t of ex.rationale.trigger) expect(ex.text, t).toContain(t);
    }
  });
  it(`keeps keys balanced (each form at least ${Math.round(minShare * 100)}% of the topic)`, () => {
    for (const [group, n] of keyCounts(exercises, groupOf))
      expect(n / exercises.length, group).toBeGreaterThanOrEqual(minShare);
  });
  return exercises;
}

/**
 * The checks every grown topic of a section shares: listed in the section, its size over distinct bases, the
 * answer among the choices (with at least `minChoices` of them), an explained error for every wrong one, and
 * triggers (each part of a "… "-split trigger) that occur in the sentence.
 */
export function grownTopicChecks(
  section: SectionDef,
  topic: TopicDef,
  exercises: readonly Exercise[],
  size: { min: number; bases: number; minChoices?: number },
): void {
  itIsListedIn(section, topic);
  it(`keeps at least ${size.min} exercises over at least ${size.bases} bases`, () =>
    expectSize(exercises, size.min, size.bases));
  it('has the answer among the choices, an explained error for every wrong one, triggers in the sentence', () => {
    for (const e of exercises) {
      expect(e.choices, e.text).toContain(e.answer);
      if (size.minChoices !== undefined)
        expect(e.choices.length, e.text).toBeGreaterThanOrEqual(size.minChoices);
      for (const x of e.rationale.distractors)
        expect(TEMPLATES_BY_NAME[x.errorType], x.errorType).toBeDefined();
      const full = e.text.replace(BLANK, e.answer);
      for (const t of e.rationale.trigger)
        for (const part of t.split(' … ')) expect(full, `${t} in ${full}`).toContain(part);
    }
  });
}
