import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { TEMPLATES_BY_NAME } from '../../explain/compose.ts';
import { built, commonChecks, expectBases } from '../topic-checks.ts';
import { dependentPrepositions, PREP_LINES, PREP_LINES_MORE } from './dependent-prepositions.ts';
import { PHRASAL_LINES, phrasalVerbs } from './phrasal-verbs.ts';
import { MEANING_LINES, MEANING_LINES_MORE, verbsChangingMeaning } from './verbs-changing-meaning.ts';

describe('verbs-changing-meaning', () => {
  // Full catalogue (issue 16): 544 → 690+ from 160+ bases.
  commonChecks(verbsChangingMeaning, 690, (ex) => ex.rationale.ruleId, 0.35);

  it('draws from 160+ bases', () => expectBases(built(verbsChangingMeaning), 160));

  it('never asks "Did you remember ___" nor uses "tried ___ …, but" in the new lines (the other form is heard there)', () => {
    for (const l of MEANING_LINES_MORE) expect(l[0]).not.toMatch(/Did you remember ___|tried ___/);
  });

  it('offers the other pattern of the same verb as the meaning distractor', () => {
    for (const ex of built(verbsChangingMeaning)) {
      const types = ex.rationale.distractors.map((d) => d.errorType);
      expect(types).toContain(ex.answer.startsWith('to ') ? 'ing-changes-meaning' : 'to-changes-meaning');
    }
  });

  it('uses try only as an effort (try + to), since try + -ing as an experiment leaves try to possible', () => {
    const tryLines = [...MEANING_LINES, ...MEANING_LINES_MORE].filter((l) => l[3] === 'try');
    expect(tryLines.length).toBeGreaterThan(3);
    expect(tryLines.every((l) => l[2] === 'to')).toBe(true);
  });

  it('never dates a stop + to (a pause on one occasion) like a habit given up (ago, last year, in 2019)', () => {
    for (const ex of built(verbsChangingMeaning)) {
      const full = fillBlank(ex.text, ex.answer);
      if (/\bstopped to\b/.test(full)) expect(full).not.toMatch(/\bago\b|last year|in 20\d\d|ever since/);
    }
  });

  it('uses regret + to only for formal announcements (inform, announce, say)', () => {
    for (const l of [...MEANING_LINES, ...MEANING_LINES_MORE].filter(
      (l) => l[3] === 'regret' && l[2] === 'to',
    ))
      expect(['inform', 'announce', 'say']).toContain(l[1]);
  });
});

describe('dependent-prepositions', () => {
  // Full catalogue (issue 16): 541 → 690+ from 140 bases.
  commonChecks(dependentPrepositions, 690, (ex) => ex.rationale.ruleId, 0.3);

  it('draws from 135+ bases', () => expectBases(built(dependentPrepositions), 135));

  it('never offers the second standard preposition of a pair that has two (second-answer guard)', () => {
    // head → prepositions that are also right in some sentence (British or American): never offered as wrong.
    const alsoRight: Record<string, string[]> = {
      late: ['to'],
      typical: ['for'],
      short: ['on'],
      close: ['with'],
      suffer: ['with'],
      translate: ['to'],
      apply: ['to'],
      proud: ['for'],
      congratulate: ['for'],
      recover: ['after'],
      sick: ['from'],
      tired: ['from'],
      afraid: ['for'],
      aware: ['about'],
      full: ['with'],
      'fed up': ['of'],
      crazy: ['for'],
      prefer: ['over'],
      harmful: ['for'],
      suitable: ['to'],
      polite: ['with'],
      kind: ['with'],
      popular: ['among', 'for'],
      // "good in maths" is heard (American English, "good in school"); some teachers accept it.
      good: ['in'],
      bad: ['in'],
      // Full catalogue heads: "too big on me", "involved with", "obsessed by", "comment about",
      // "explained the problem with the manager", "divide in two", "borrowed off my brother" (UK).
      big: ['on'],
      involved: ['with'],
      obsessed: ['by'],
      comment: ['about'],
      explain: ['with'],
      divide: ['in'],
      borrow: ['off'],
      apologise: ['about'],
    };
    for (const [, , wrongs, head] of [...PREP_LINES, ...PREP_LINES_MORE])
      for (const w of wrongs.split(' ')) expect(alsoRight[head] ?? [], `${head} ${w}`).not.toContain(w);
  });

  it('leaves out heads with two standard prepositions (angry, different, bored, good with people, excited, worried, laugh about, talk, agree on)', () => {
    const heads = [...PREP_LINES, ...PREP_LINES_MORE].map((l) => l[3]);
    for (const h of [
      'angry',
      'different',
      'bored',
      'excited',
      'worried',
      'talk',
      'speak',
      'knock',
      'shout',
      'dream',
      'argue',
    ])
      expect(heads).not.toContain(h);
  });
});

describe('phrasal-verbs', () => {
  commonChecks(phrasalVerbs, 570, () => 'phrasal', 0);

  it('has grown to at least 780 exercises (issue 16)', () => {
    expect(built(phrasalVerbs).length).toBeGreaterThanOrEqual(780);
  });

  it('never offers a particle that makes another right phrasal verb in the sentence (second-answer guard)', () => {
    // [verb + answer, the sentences it applies to, particles that would also be right there]
    const alsoRight: [string, RegExp, string[]][] = [
      ['turn down', /music|radio|TV/, ['off']],
      ['turn up', /music|radio|TV/, ['on']],
      ['turn on', /lights|heating/, ['up']],
      ['turn off', /lights|phones/, ['out', 'down']],
      ['fill in', /form/, ['out']],
      ['throw away', /./, ['out']],
      ['call back', /./, ['up']],
      ['hold on', /./, ['up', 'off']],
      ['put off', /./, ['back']],
      ['get on', /./, ['along']],
      ['get up', /./, ['on', 'off', 'out']],
      // issue 16's second growth
      ['get off', /bus/, ['on']],
      ['stay up', /late/, ['out']],
      ['write down', /./, ['out']],
      ['think up', /./, ['of']],
      ['switch off', /light/, ['out']],
      ['run away', /./, ['off']],
      ['tidy up', /./, ['out']],
      ['hand in', /./, ['over']],
      ['drop off', /./, ['at']],
      ['clear up', /./, ['out', 'off']],
    ];
    for (const [text, verb, particle, wrongs] of PHRASAL_LINES)
      for (const [pv, re, right] of alsoRight)
        if (pv === `${verb} ${particle}` && re.test(text))
          for (const w of wrongs.split(' ')) expect(right, `${text} / ${w}`).not.toContain(w);
  });

  it('names the meaning of every answer in the explanation', () => {
    for (const ex of built(phrasalVerbs).slice(0, 50)) {
      const d = ex.rationale.distractors[0];
      const tpl = TEMPLATES_BY_NAME['wrong-particle'];
      const text =
        tpl?.en({ ...(d?.params ?? {}), chosen: d?.choice ?? '', answer: ex.answer, trigger: '' }) ?? '';
      expect(text).toMatch(/, “[a-z]/);
    }
  });
});
