import { describe, expect, it } from 'vitest';
import type { TopicDef } from '../../types.ts';
import { pronoun } from '../pronoun.ts';
import { built, grownTopicChecks } from '../topic-checks.ts';
import { bothEitherTopic } from './both-either-neither.ts';
import {
  GROWN_LINES as INDEFINITE_GROWN,
  MORE_LINES as INDEFINITE_LINES,
  indefiniteTopic,
} from './indefinite-pronouns.ts';
import { MORE_LINES as OTHER_LINES, otherAnotherTopic } from './other-another-others.ts';
import { MORE as RELATIVE_LINES, relativeTopic } from './relative-pronouns.ts';
import { AUTHORED as THIS_THAT_LINES, thisThatTopic } from './this-that-these-those.ts';

/** The pronoun topics grown in issue 16: size, bases, keys among choices, triggers that are really there. */
const GROWN: [TopicDef, number, number][] = [
  [indefiniteTopic, 650, 210],
  [otherAnotherTopic, 650, 235],
  [relativeTopic, 550, 430],
  // 540: round 1902 took out either + a past or present statement ("Either Stepan or Olha remembered the address").
  [bothEitherTopic, 540, 200],
  [thisThatTopic, 650, 235],
];

describe.each(GROWN.map(([t, n, b]) => [t.slug, t, n, b] as const))('%s', (_slug, topic, min, bases) => {
  grownTopicChecks(pronoun, topic, built(topic), { min, bases });
});

describe('indefinite-pronouns', () => {
  it('never offers some- against an any- key after a negative (I didn’t buy something is right too)', () => {
    for (const e of built(indefiniteTopic))
      if (/^any/i.test(e.answer))
        expect(
          e.choices.some((c) => /^some/i.test(c)),
          e.text,
        ).toBe(false);
  });

  it('gives every new any- key a negative before it and no no- key a negative verb', () => {
    for (const [answer, text] of [...INDEFINITE_LINES, ...INDEFINITE_GROWN]) {
      const before = text.split('___')[0] ?? '';
      if (/^any/i.test(answer)) expect(before, text).toMatch(/n’t|never|hardly|Don’t/);
      if (/^no/i.test(answer)) expect(before, text).not.toMatch(/n’t|never|hardly/);
    }
  });
});

describe('indefinite-pronouns, issue 16 “the full catalogue”', () => {
  it('offers no no- word against a some- or every- key unless a cue of its own (not the verb) rules “none” out', () => {
    for (const [answer, text, cue, wrongs] of INDEFINITE_GROWN)
      if (/^(some|every)/i.test(answer) && wrongs.some((w) => /^no/i.test(w))) {
        expect(text, text).toContain(cue);
        expect(cue.split(' ').length, `${cue} in ${text}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('asks nothing and offers nothing (something and anything both fit a question or an offer)', () => {
    for (const [, text] of INDEFINITE_GROWN)
      expect(text, text).not.toMatch(/___[^.!:;]*\?|^(Would|Can|Could) /);
  });

  it('never puts a some- key after a modal or let’s, where any- means “no matter which”', () => {
    for (const [answer, text] of INDEFINITE_GROWN)
      if (/^some/i.test(answer))
        expect(text.split('___')[0] ?? '', text).not.toMatch(/\b(can|could|will|would|let’s|Let’s)\b/);
  });

  it('gives a no- key none of the no-word’s partners after a negative verb', () => {
    const no = built(indefiniteTopic).filter((e) => /^no/i.test(e.answer));
    expect(no.length).toBeGreaterThan(100);
    for (const e of no) expect(e.text.split('___')[0] ?? '', e.text).not.toMatch(/n’t |never /);
  });
});

describe('other-another-others', () => {
  it('never leaves a bare "the ___" to stand alone, where the other and the others are both right', () => {
    for (const [, text] of OTHER_LINES) expect(text, text).not.toMatch(/the ___[.,;?!]/);
  });

  it('makes others the key only before a plural verb (no noun and no singular reading)', () => {
    for (const [ctx, text] of OTHER_LINES)
      if (ctx === 'pron')
        expect(text, text).toMatch(
          /___ (are|were|need|needed|sleep|come|cycle|brought|stayed|don’t|never|only|go|hate|prefer|will|started|sat|think|stay|went|work|won’t|wanted|had|still|died)\b/,
        );
  });
});

describe('relative-pronouns', () => {
  it('never offers that (right too in defining clauses) and never whom', () => {
    for (const e of built(relativeTopic))
      expect(
        e.choices.filter((c) => c === 'that' || c === 'whom'),
        e.text,
      ).toEqual([]);
  });

  it('explains which against whose by possession, never as "for people", when the owner is a thing', () => {
    for (const e of built(relativeTopic))
      if (e.answer === 'whose' && /^The (hotel|house|village|town|company) /.test(e.text))
        for (const d of e.rationale.distractors)
          expect(d.errorType, e.text).not.toMatch(/for-person|who-for-whose/);
  });

  it('gives where a clause with no preposition at the end, and whose a noun right after the gap', () => {
    for (const [answer, text] of RELATIVE_LINES) {
      const clause = text.split('___')[1] ?? '';
      if (answer === 'where') expect(clause, text).not.toMatch(/\b(at|in|to|with|from|on|for|about)[.?]$/);
      if (answer === 'whose') expect(clause, text).toMatch(/^ (\{[a-z|]+\}|[a-z]+) /);
    }
  });
});

describe('both-either-neither', () => {
  it('pairs every key with its own link word after the gap (and → both, or → either, nor → neither)', () => {
    const link: Record<string, string> = { both: 'and', either: 'or', neither: 'nor' };
    for (const e of built(bothEitherTopic)) {
      const after = e.text.split('___')[1] ?? '';
      expect(after, e.text).toMatch(new RegExp(`\\b${link[e.answer.toLowerCase()]}\\b`));
    }
  });
});

describe('this-that-these-those', () => {
  it('gives every authored base a distance cue in its own words (here, I’m wearing … / over there, across …)', () => {
    const near =
      /\b(here|I’m holding|I’m wearing|I’ve got on|in my hand|on my phone|on my screen|next to me)\b/;
    const far =
      /\b(over there|up there|out there|across the|at the end of the|at the back of the|on the other side of|on the far side of|in the distance|far away)\b/;
    for (const [where, sg, pl] of THIS_THAT_LINES)
      for (const text of [sg, pl].filter(Boolean)) {
        expect(text, text).toMatch(where === 'near' ? near : far);
        expect(text, text).not.toMatch(where === 'near' ? far : near);
      }
  });

  it('spreads the keys: each of this, that, these, those is the answer in at least a sixth of the topic', () => {
    const ex = built(thisThatTopic);
    const keys = new Map<string, number>();
    for (const e of ex) keys.set(e.answer.toLowerCase(), (keys.get(e.answer.toLowerCase()) ?? 0) + 1);
    for (const k of ['this', 'that', 'these', 'those'])
      expect((keys.get(k) ?? 0) / ex.length, k).toBeGreaterThan(1 / 6);
  });
});
