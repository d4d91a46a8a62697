import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import type { TopicDef } from '../types.ts';
import { asAsTopic } from './adjective/as-as.ts';
import { comparativesTopic } from './adjective/comparative-adjectives.ts';
import { articlesGeneralSpecificTopic } from './basics/articles-general-specific.ts';
import { unlessIf } from './conditional/unless-or-if.ts';
import { irregularAbb } from './irregular/irregular-verbs-a-b-b.ts';
import { presentContinuousNegative } from './negative-form/present-continuous-negative.ts';
import { noNoneNotAnyTopic } from './noun/no-none-not-any.ts';
import { pastContinuousNegQ } from './past-tense/past-continuous-negative-questions.ts';
import { verbObjectInfinitive } from './verb/verb-object-infinitive.ts';

/** Blind round 2001 (docs/content-quality.md): each failure's cause, pinned at its generator. */
const built = (t: TopicDef) => buildTopic(t).exercises;

describe('round 2001 fixes', () => {
  it('as … as never asks someone else about the speaker’s own things ("Is Lviv as small as my hometown?")', () => {
    const asks = built(asAsTopic).filter((e) => e.text.startsWith('Is '));
    expect(asks.length).toBeGreaterThan(50);
    for (const e of asks) expect(e.text, e.text).not.toMatch(/ as (my|our) /);
  });

  it('unless / if does not book a table to get a table', () => {
    for (const e of built(unlessIf)) expect(fillBlank(e.text, e.answer)).not.toMatch(/table.*book a table/);
  });

  it('none of … could: "any" is never offered as wrong (any one of them could come)', () => {
    const could = built(noNoneNotAnyTopic).filter((x) => /^___ of [^.]*\bcould\b/.test(x.text));
    expect(could.length).toBeGreaterThan(0);
    for (const e of could)
      expect(
        e.choices.map((c) => c.toLowerCase()),
        e.text,
      ).not.toContain('any');
  });

  it('round 2002: "the" against no article never before a plural with a who-clause ("thanked ___ people who")', () => {
    const built2 = built(articlesGeneralSpecificTopic);
    expect(built2.length).toBeGreaterThan(100);
    for (const e of built2) expect(e.text, e.text).not.toMatch(/___ people who/);
  });

  it('round 2003: no twins compared by age, no age as an opinion, no group in one shower', () => {
    const said = [...built(asAsTopic), ...built(comparativesTopic)].map((e) => fillBlank(e.text, e.answer));
    expect(said.length).toBeGreaterThan(1000);
    for (const x of said) {
      expect(x).not.toMatch(/\b(young|old)\w* (as|than) (his|her|their) twin/);
      expect(x).not.toMatch(/^In my opinion, .* (younger|older) than/);
      expect(x).not.toMatch(/^Is .* than my /);
    }
    for (const e of built(pastContinuousNegQ))
      expect(e.text).not.toMatch(/^(We|They|My \w+s) ___ .*the shower/);
  });

  it('round 2004: a mishap is not done "already"; the bride does not want "her" to speak', () => {
    const left = built(irregularAbb).filter((e) => /bag on the bus/.test(e.text));
    expect(left.length).toBeGreaterThan(0);
    for (const e of left) expect(e.text).not.toMatch(/already ___/);
    for (const e of built(verbObjectInfinitive).filter((x) => /^The bride/.test(x.text)))
      expect(fillBlank(e.text, e.answer)).not.toMatch(/would like her /);
  });

  it('round 2005: no reason that fits a habit as well, no claim that reads backwards', () => {
    const now = built(presentContinuousNegative).map((e) => e.text);
    expect(now.length).toBeGreaterThan(1000);
    for (const t of now) expect(t).not.toMatch(/hurt \w+ knee/);
    for (const e of built(asAsTopic))
      expect(e.text).not.toMatch(
        /(n’t|not).* Chinese is as (hard|difficult)|Chinese.*(n’t|not).*as ___ \((hard|difficult)\)/,
      );
  });
});
