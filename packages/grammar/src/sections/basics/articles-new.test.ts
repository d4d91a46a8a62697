import { describe, expect, it } from 'vitest';
import { BLANK } from '../../checks.ts';
import { ZERO } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { basics } from '../basics.ts';
import { built, expectSize, grownTopicChecks, itSpreadsTheKeys } from '../topic-checks.ts';
import { articlesTopic } from './articles.ts';
import { articlesGeneralSpecificTopic } from './articles-general-specific.ts';
import { articlesInstitutionsTopic } from './articles-institutions.ts';
import { zeroArticleTransportMealsTopic } from './zero-article-transport-meals.ts';

/** The article topics of issue 16 added on branch new-art: size, keys, balance and their second-answer guards. */
/** [topic, floor of exercises, floor of distinct bases] — raised for issue 16 ("the full catalogue"). */
const MINE: [TopicDef, number, number][] = [
  [zeroArticleTransportMealsTopic, 600, 125],
  [articlesInstitutionsTopic, 580, 140],
  [articlesGeneralSpecificTopic, 700, 150],
];

describe.each(MINE.map(([t, n, b]) => [t.slug, t, n, b] as const))('%s', (_slug, topic, min, bases) => {
  const ex = built(topic);
  grownTopicChecks(basics, topic, ex, { min, bases });
  itSpreadsTheKeys(ex, (e) => e.answer.toLowerCase());
});

describe('zero-article-transport-meals', () => {
  const ex = built(zeroArticleTransportMealsTopic);
  it('never offers "a" where it can be right: on a bus / a train, a bus to the airport', () => {
    for (const e of ex)
      if (e.answer.toLowerCase() === 'the' && /\bon ___ /.test(e.text))
        expect(e.choices, e.text).not.toContain('a');
  });
  it('never offers "the" against "a" before a meal with an adjective (the big breakfast can be right)', () => {
    for (const e of ex)
      if (e.answer === 'a') expect(e.choices, e.text).toEqual(expect.arrayContaining([ZERO]));
    for (const e of ex) if (e.answer === 'a') expect(e.choices, e.text).not.toContain('the');
  });
});

describe('articles-institutions', () => {
  const ex = built(articlesInstitutionsTopic);
  it('never uses hospital (US "in the hospital") nor zero-article university (US "go to the university")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/hospital/);
      if (e.answer === ZERO) expect(e.text, e.text).not.toMatch(/university|college/);
    }
  });
  it('offers only the two readings: the and no article', () => {
    for (const e of ex)
      expect(e.choices.map((c) => c.toLowerCase()).sort(), e.text).toEqual([ZERO, 'the'].sort());
  });
});

describe('articles-general-specific', () => {
  const ex = built(articlesGeneralSpecificTopic);
  it('never asks about a singular countable noun (the tiger is endangered is a right general statement)', () => {
    for (const e of ex) {
      const noun = (e.text.split(`${BLANK} `)[1] ?? '').split(/[ .,]/)[0] ?? '';
      expect(noun, e.text).not.toMatch(/^(tiger|dog|cat|computer|car|book)$/);
    }
  });
  it('the is the key only when words after the noun (or a relative clause) say which ones', () => {
    for (const e of ex)
      if (e.answer.toLowerCase() === 'the') expect(e.rationale.trigger.join(' '), e.text).toMatch(/ /);
  });
  it('explains a wrong "the" with the whole noun phrase after the gap ("old coins", never just "old")', () => {
    let seen = 0;
    for (const e of ex) {
      const general = e.rationale.distractors.find((x) => x.errorType === 'the-for-general');
      if (!general) continue;
      seen += 1;
      const noun = general.params?.noun ?? '';
      expect(e.text.toLowerCase(), noun).toContain(`${BLANK} ${noun.toLowerCase()}`);
      expect(noun, e.text).not.toMatch(/^(old|cold|modern|new|fresh|classical|young|wild)$/i);
    }
    expect(seen).toBeGreaterThan(100);
  });
});

describe('articles', () => {
  const ex = built(articlesTopic);
  it('keeps at least 560 exercises over at least 315 frames (issue 16)', () => expectSize(ex, 560, 315));
  it('never offers no article after play / practise an instrument (US "plays piano")', () => {
    for (const e of ex)
      if (
        /\b(plays?|practises) ___ (piano|violin|guitar|drums|trumpet|bass guitar|cello|flute|saxophone)\b/.test(
          e.text,
        )
      )
        expect(e.choices, e.text).not.toContain(ZERO);
  });
  it('never offers "a" where a window, the TV or a beach could be any one', () => {
    for (const e of ex)
      if (/\b(open|turn on|go to) ___ (window|TV|beach)\b/.test(e.text))
        expect(e.choices, e.text).not.toContain('a');
  });
});
