import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { checkerAcceptedDistractors } from '../checker-verdicts.ts';
import { fillBlank, hardGateFailures } from '../checks.ts';
import { sameRelation } from '../core/clause.ts';
import { TEMPLATES_BY_NAME as TEMPLATES } from '../explain/compose.ts';
import { verbForms } from '../morph/verbs.ts';
import { createRng } from '../rng.ts';
import type { Exercise, TopicDef } from '../types.ts';
import { unlessIf } from './conditional/unless-or-if.ts';
import { zeroConditional } from './conditional/zero-conditional.ts';
import { presentContinuousFuture } from './future-tense/present-continuous-for-future.ts';
import * as mustHave from './modal/must-have-cant-have.ts';
import * as mustnt from './modal/mustnt-or-dont-have-to.ts';
import { modalPerfect } from './modal/should-have-could-have.ts';
import * as passives from './passive-voice/passive-more.ts';
import * as passiveContinuous from './passive-voice/passive-present-continuous.ts';
import * as passivePerfect from './passive-voice/passive-present-perfect.ts';
import { alreadyYetStill } from './present-tense/already-yet-still.ts';
import { indirectQuestions } from './question-form/indirect-questions.ts';
import { howLongQuestions } from './question-form/present-perfect-continuous-questions.ts';
import { soNeither } from './question-form/so-do-i-neither-do-i.ts';
import { subjectQuestions } from './question-form/subject-questions.ts';
import { beUsedTo } from './used-to/be-used-to-vs-used-to.ts';
import { gerundAfterPrepositions } from './verb/gerund-after-prepositions.ts';
import { tellAskToDo } from './verb/tell-ask-someone-to-do.ts';
import { wishPastPerfect } from './would/wish-past-perfect.ts';

const isTopic = (v: unknown): v is TopicDef => typeof v === 'object' && v !== null && 'generate' in v;
const NEW = [
  mustnt,
  mustHave,
  {
    unlessIf,
    zeroConditional,
    alreadyYetStill,
    beUsedTo,
    gerundAfterPrepositions,
    howLongQuestions,
    indirectQuestions,
    modalPerfect,
    presentContinuousFuture,
    soNeither,
    subjectQuestions,
    tellAskToDo,
    wishPastPerfect,
  },
  passives,
  passiveContinuous,
  passivePerfect,
].flatMap((m) => Object.values(m).filter(isTopic));
const built = new Map(NEW.map((t) => [t.slug, buildTopic(t).exercises] as const));
const of = (slug: string): Exercise[] => built.get(slug) ?? [];
const sentence = (e: Exercise) => fillBlank(e.text, e.answer);

describe('the second round of topics', () => {
  it('adds 19 topics, each with en and uk texts and a fair share of its target', () => {
    expect(NEW).toHaveLength(19);
    for (const t of NEW) {
      expect(t.name.uk && t.card.rule.uk && t.card.signals.uk, t.slug).toBeTruthy();
      expect(of(t.slug).length, t.slug).toBeGreaterThanOrEqual(Math.min(30, t.target));
    }
  });

  it('explains every distractor in both languages without holes', () => {
    for (const t of NEW)
      for (const e of of(t.slug))
        for (const d of e.rationale.distractors) {
          const tpl = TEMPLATES[d.errorType];
          expect(tpl, `${t.slug}: ${d.errorType}`).toBeDefined();
          const p = { ...(d.params ?? {}), chosen: d.choice, answer: e.answer, trigger: '' };
          expect(tpl?.en(p), d.errorType).not.toMatch(/undefined|“”/);
          expect(tpl?.uk(p), d.errorType).not.toMatch(/undefined|«»/);
        }
  });

  it('offers no gated distractor that the checker parsed ("Who did call?", "He can\'t read it")', () => {
    for (const t of NEW)
      for (const e of of(t.slug)) expect(checkerAcceptedDistractors(e), e.text).toEqual([]);
    const subjectQuestions = of('subject-questions');
    expect(subjectQuestions.every((e) => e.choices.length >= 2)).toBe(true);
  });

  it('keeps every draft inside the hard gates for any seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: NEW.length - 1 }), (seed, i) => {
        for (const draft of (NEW[i] as TopicDef).generate(createRng(seed)).slice(0, 40))
          expect(hardGateFailures(draft), draft.text).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('gold forms', () => {
  it('builds modal perfects with have + participle and never offers it as wrong', () => {
    const gold: Record<string, string> = {
      go: 'have gone',
      feed: 'have fed',
      speak: 'have spoken',
      visit: 'have visited',
    };
    for (const e of of('should-have-could-have')) {
      const verb = e.skeleton.split('-')[1] ?? '';
      if (gold[verb]) expect(e.answer.startsWith(gold[verb] as string), e.text).toBe(true);
      expect(
        e.choices.filter((c) => c.startsWith('have ') && c !== e.answer).map((c) => c.split(' ')[1]),
      ).not.toContain(verbForms(verb).participle);
    }
  });

  it('answers wish about the past with had + participle', () => {
    for (const e of of('wish-past-perfect')) {
      expect(e.answer, e.text).toMatch(/^had \w+/);
      expect(e.text, e.text).toMatch(/ (last summer|last winter|last year|last weekend|last Saturday)\.$/);
      expect(e.choices).not.toContain(e.answer.replace(/^had /, 'would have '));
    }
  });

  it('pairs be used to with -ing and used to with the base form', () => {
    for (const e of of('be-used-to-vs-used-to')) {
      if (e.rationale.ruleId === 'be-used-to-ing')
        expect(e.answer, e.text).toMatch(/^(am|is|are) used to \w+ing\b/);
      else {
        expect(e.answer, e.text).toMatch(/^used to \w+/);
        expect(e.text).toMatch(/but now \w+ (doesn't|don't)\.$/);
      }
    }
  });

  it('places already, yet and still where they belong', () => {
    for (const e of of('already-yet-still')) {
      const s = sentence(e);
      if (e.answer === 'already') expect(s, s).toMatch(/ (has|have) already /);
      if (e.answer === 'still') expect(s, s).toMatch(/ still (hasn't|haven't) /);
      if (e.answer === 'yet') expect(s, s).toMatch(/ yet[.?]$/);
      // "Has she done it already?" is also right, so already is never a wrong choice in a question.
      if (s.endsWith('?')) expect(e.choices).not.toContain('already');
    }
  });

  it('puts -ing after prepositions and offers no to-infinitive after look forward to', () => {
    for (const e of of('gerund-after-prepositions')) {
      expect(e.answer.split(' ')[0], e.text).toMatch(/ing$/);
      if (e.text.includes('looking forward to'))
        expect(e.choices.some((c) => c.startsWith('to '))).toBe(false);
    }
  });

  it('keeps indirect questions in statement order with an agreeing verb', () => {
    const third: Record<string, string> = { 'Anna plays': 'plays', 'they play': 'play' };
    for (const e of of('indirect-questions')) {
      expect(e.answer, e.text).not.toMatch(/^(do|does) /);
      expect(e.text).not.toMatch(/at (seven|eight)[.?]$/);
      if (third[e.answer]) expect(e.answer.endsWith(third[e.answer] as string)).toBe(true);
    }
  });

  it('builds passives with the right auxiliary chain', () => {
    for (const e of of('passive-present-continuous')) expect(e.answer).toMatch(/^(is|are) being \w+/);
    for (const e of of('passive-present-perfect')) expect(e.answer).toMatch(/^been \w+/);
    for (const e of of('passive-future')) expect(e.answer).toMatch(/^be \w+/);
    const bread = of('passive-present-continuous').filter((e) => e.text.startsWith('The bread'));
    // "The bread is baking" is correct English, so the active form is never offered for bake.
    for (const e of bread) expect(e.choices).not.toContain('is baking');
  });

  it('uses the past participle in have something done', () => {
    const gold: Record<string, string> = { cut: 'cut', take: 'taken', repair: 'repaired', do: 'done' };
    for (const e of of('have-something-done')) {
      const verb = e.skeleton.split('-').at(-2) ?? '';
      if (gold[verb]) expect(e.answer).toBe(gold[verb]);
    }
  });

  it('answers so/neither with the auxiliary of the first sentence', () => {
    for (const e of of('so-do-i-neither-do-i')) {
      const s = sentence(e);
      if (/(doesn't|don't|didn't) /.test(s.split(' — ')[0] ?? '')) expect(s).toMatch(/ — Neither /);
      else expect(s).toMatch(/ — So /);
      if (e.rationale.features?.tense === 'past') expect(s).toMatch(/ did /);
    }
  });

  it('reports instructions with (not) to + base form', () => {
    for (const e of of('tell-ask-someone-to-do')) expect(e.answer, e.text).toMatch(/^(not )?to [a-z]+/);
  });
});

describe('meaning-led curated topics', () => {
  it('uses unless exactly where the result needs "if … not"', () => {
    const both = of('unless-or-if');
    expect(both.some((e) => sentence(e) === 'You will miss the train unless you hurry.')).toBe(true);
    expect(both.some((e) => sentence(e) === 'If you hurry, you will catch the train.')).toBe(true);
    expect(both.every((e) => e.choices.length === 2)).toBe(true);
  });

  it("gives mustn't to prohibitions and don't have to to what is optional", () => {
    const m = of('mustnt-or-dont-have-to');
    expect(m.find((e) => e.text.startsWith('You ___ smoke'))?.answer).toBe("mustn't");
    expect(m.find((e) => e.text.startsWith('You ___ pay to visit'))?.answer).toBe("don't have to");
    expect(m.find((e) => e.text.startsWith('She ___ work on Saturdays'))?.answer).toBe("doesn't have to");
  });

  it('keeps zero-conditional answers in the present simple', () => {
    // No past or -ing form; a base that only ends so (sing, bring, need, feed) is a present simple.
    for (const e of of('zero-conditional')) expect(e.answer, e.text).not.toMatch(/\w{3,}(ed|ing)$/);
    expect(of('zero-conditional').some((e) => sentence(e) === 'If you heat ice, it melts.')).toBe(true);
  });
});

describe('subject and frame pairing', () => {
  it('skips "my sister texts her sister" style pairs', () => {
    expect(sameRelation('my sister', '{poss} sister')).toBe(true);
    expect(sameRelation('my cousins', 'visit {poss} cousins in the country')).toBe(true);
    expect(sameRelation('our neighbours', 'help the neighbours with their shopping')).toBe(true);
    expect(sameRelation('my dad', '{poss} sister')).toBe(false);
    expect(sameRelation('Anna', '{poss} sister')).toBe(false);
  });
});
