/**
 * Blind review 1601 of the new topics: sentences whose varied subject broke what its words refer to, a
 * group doing something to one single thing, and a noun phrase said twice in one sentence. These checks
 * read every built sentence of the new topics (as a reviewer sees it: the answer in the gap).
 */
import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { SECTIONS } from '../catalogue.ts';
import { fillBlank } from '../checks.ts';

/** The topics added with issues 15/16 (sections/<section>/<topic>.ts files). */
const NEW_TOPICS = [
  'although-despite-however',
  'because-because-of-so',
  'cleft-sentences',
  'defining-non-defining-relative-clauses',
  'dependent-prepositions',
  'each-every',
  'first-conditional',
  'future-perfect-continuous',
  'get-something-done',
  'get-used-to',
  'had-better',
  'have-something-done',
  'inversion-negative-adverbials',
  'its-time',
  'may-might-possibility',
  'mixed-conditionals',
  'much-many-a-lot-of',
  'must-cant-be-deduction',
  'neednt-have-didnt-need-to',
  'participle-clauses',
  'partitives',
  'passive-future',
  'passive-present-continuous',
  'passive-present-past-simple',
  'passive-present-perfect',
  'passive-reporting-verbs',
  'passive-with-get',
  'past-perfect-continuous',
  'phrasal-verbs',
  'prepositions-of-movement',
  'present-perfect-negative',
  'present-perfect-simple-vs-continuous',
  'present-simple-negative',
  'question-words',
  'reported-commands',
  'reported-questions',
  'second-conditional',
  'should-ought-to',
  'so-that-in-order-to',
  'the-the-comparatives',
  'used-to',
  'verbs-changing-meaning',
  'wish-would',
  'would-vs-used-to',
];

const topics = SECTIONS.flatMap((s) => s.topics).filter((t) => NEW_TOPICS.includes(t.slug));
const sentences = topics.flatMap((t) =>
  buildTopic(t).exercises.map((e) => ({ slug: t.slug, s: fillBlank(e.text, e.answer) })),
);
const offending = (test: (s: string) => boolean) =>
  sentences.filter((x) => test(x.s)).map((x) => `${x.slug}: ${x.s}`);

const REL =
  '(mum|dad|mother|father|parents|sister|brother|cousin|aunt|uncle|wife|husband|son|daughter|grandma|grandad|grandparents|nephew|niece)';
const MALE =
  /\b(he|him|himself|Tom|Taras|Ivan|brother|dad|father|husband|boyfriend|son|uncle|grandad|man|boy|guy)\b/i;
const FEMALE =
  /\b(she|her|herself|Anna|Oksana|sister|mum|mother|wife|girlfriend|daughter|aunt|grandma|woman|girl)\b/i;

describe('review 1601: the varied subject keeps what the sentence refers to', () => {
  it('builds every new topic', () => expect(topics.length).toBe(NEW_TOPICS.length));

  // (Lending one's own thing is what lending is: "Under no circumstances will I lend my car to anyone.")
  it('never has the speaker borrow the speaker’s own thing', () => {
    expect(offending((s) => /\b(I|we)\b( \w+)? (borrow|borrows|borrowed)\b (my|our)\b/i.test(s))).toEqual([]);
  });

  it('never relates the speaker’s relative to another relative of the speaker (“My dad is married to my cousin”)', () => {
    const clash = new RegExp(
      `^(My|Our) ${REL}\\b.*\\b(married|engaged|divorced|related|going out|dating)\\b.*\\bmy ${REL}\\b`,
    );
    expect(offending((s) => clash.test(s))).toEqual([]);
  });

  it('gives a she/he subject a possessive that agrees when no other person is named', () => {
    expect(
      offending((s) => {
        const m = s.match(/^(She|He) (.*)$/);
        if (!m) return false;
        const rest = m[2] ?? '';
        // "in his desk", "on her burger": a place or occasion of the subject's own, not "He forgot her birthday".
        if (m[1] === 'She')
          return /\b(in|on|for|into|from) his\b/.test(rest) && !MALE.test(rest.replace(/\bhis\b/g, ''));
        return /\b(in|on|for|into|from) her\b/.test(rest) && !FEMALE.test(rest.replace(/\bher\b/g, ''));
      }),
    ).toEqual([]);
  });

  it('never has a group do something to the last or only single thing', () => {
    expect(
      offending((s) =>
        /^(We|They|My parents|Our \w+|My \w+ and \w+)\b.*\bthe (last|only) (piece|slice|one)\b/.test(s),
      ),
    ).toEqual([]);
  });
});

/** A clause boundary of a two-clause sentence. */
const BOUNDARY = /,\s*|\b(?:so|because|if|when|although|though|but|unless|since|while|so that)\b/;
const DET = new Set(['the', 'more', 'some', 'this', 'that', 'these', 'those', 'much', 'any']);
const NOT_NOUN = new Set([
  'more',
  'less',
  'same',
  'other',
  'way',
  'time',
  'end',
  'one',
  'ones',
  'most',
  'first',
  'last',
  'next',
  'a',
  'an',
  'the',
  'to',
  'of',
  'and',
  'than',
  'and',
  'is',
  'was',
  'it',
  'day',
  'week',
  'morning',
  'evening',
  'night',
  'year',
  'weekend',
]);

const COMPOUND_HEAD = new Set([
  'stop',
  'station',
  'office',
  'room',
  'shop',
  'centre',
  'park',
  'ticket',
  'driver',
]);

/** The determiner + noun phrases of a clause: "the river", "more money" (money ~ more money). */
function phrases(clause: string): Set<string> {
  const w = clause.toLowerCase().match(/[a-z’']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < w.length; i++) {
    const [a = '', b = '', c = ''] = [w[i], w[i + 1], w[i + 2]];
    // "the bus stop": the head noun is the last of a compound, so "the bus stop … the bus" is two things.
    // "the more important …, the more …" compares, it names no thing.
    const comparative = a === 'more' && w[i - 1] === 'the';
    if (DET.has(a) && !comparative && !NOT_NOUN.has(b) && b.length > 2 && !COMPOUND_HEAD.has(c)) out.add(b);
  }
  return out;
}

describe('review 1601: no noun phrase said twice in the two clauses', () => {
  it('says the second mention with a pronoun or other words (“in the river … in the river”)', () => {
    const repeated = sentences.filter(({ s, slug }) => {
      // "The louder you shout, the louder the dog barks": the comparative said twice is the structure.
      if (slug === 'the-the-comparatives') return false;
      // A quoted request and its report say the same words by design (reported speech).
      if (/[“"]/.test(s)) return false;
      const parts = s.split(BOUNDARY).filter((p) => p && p.trim().length > 0);
      if (parts.length < 2) return false;
      const [first = '', ...rest] = parts;
      const a = phrases(first);
      const later = rest.join(' ').toLowerCase();
      // "the river … the river", "more money … of money": the noun of a determiner phrase said again.
      return [...a].some((noun) =>
        new RegExp(`\\b(the|more|some|of|this|that|any|much|his|her|their|our|my|your|a|an) ${noun}\\b`).test(
          later,
        ),
      );
    });
    expect(repeated.map((x) => `${x.slug}: ${x.s}`)).toEqual([]);
  });
});
