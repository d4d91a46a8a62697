import { describe, expect, it } from 'vitest';
import {
  ALL_SUBJECTS as CORE,
  KINDED_SUBJECTS as KINDED,
  replyPronoun,
  VERB_SUBJECTS as VERBS,
} from './people.ts';
import {
  bePast,
  bePresent,
  doFor,
  haveFor,
  is3sg,
  isPlural,
  isPronoun,
  type Person,
  pronounFor,
  type Subject,
} from './subject.ts';

const S = (text: string, person: Person): Subject => ({ text, person, poss: '', adult: true });

/** Gold table: subject → am/is/are, was/were, has/have, does/do, plural?, pronoun?. */
const GOLD: [Subject, string, string, string, string, boolean, boolean][] = [
  [S('I', '1sg'), 'am', 'was', 'have', 'do', false, true],
  [S('you', '2'), 'are', 'were', 'have', 'do', true, true],
  [S('he', '3sg'), 'is', 'was', 'has', 'does', false, true],
  [S('it', '3sg'), 'is', 'was', 'has', 'does', false, true],
  [S('we', '1pl'), 'are', 'were', 'have', 'do', true, true],
  [S('they', '3pl'), 'are', 'were', 'have', 'do', true, true],
  [S('Anna', '3sg'), 'is', 'was', 'has', 'does', false, false],
  [S('my parents', '3pl'), 'are', 'were', 'have', 'do', true, false],
  [S('Kate and I', '1pl'), 'are', 'were', 'have', 'do', true, false],
];

describe('one Subject type', () => {
  it.each(GOLD)('%o agrees', (s, be, was, have, does, plural, pronoun) => {
    expect([bePresent(s), bePast(s), haveFor(s), doFor(s), isPlural(s), isPronoun(s)]).toEqual([
      be,
      was,
      have,
      does,
      plural,
      pronoun,
    ]);
    expect(is3sg(s)).toBe(have === 'has');
  });

  it('is what both subject lists hold, with a possessive that fits the person', () => {
    const POSS: Record<Person, string[]> = {
      '1sg': ['my'],
      '2': ['your'],
      '3sg': ['his', 'her', 'its'],
      '1pl': ['our'],
      '3pl': ['their'],
    };
    for (const s of [...CORE, ...VERBS, ...KINDED]) expect(POSS[s.person], s.text).toContain(s.poss);
  });

  it('marks children and students as not adult in both lists', () => {
    for (const s of [...CORE, ...VERBS])
      if (/children|students|little/.test(s.text)) expect(s.adult, s.text).toBe(false);
  });
});

describe('the do/does and have/has subjects', () => {
  const byText = (text: string) => KINDED.find((s) => s.text === text);
  it.each([
    ['you', 'I', '2'],
    ['we', 'we', '1pl'],
    ['Anna', 'she', '3sg'],
    ['your brother', 'he', '3sg'],
    ['the museum', 'it', '3sg'],
    ['your kids', 'they', '3pl'],
    ['the trains', 'they', '3pl'],
  ])('a short answer about "%s" says "%s"', (text, pron, person) => {
    const s = byText(text);
    expect(s, text).toBeDefined();
    if (!s) return;
    expect(replyPronoun(s)).toBe(pron);
    expect(s.person).toBe(person);
  });
  it('gives every subject a kind, children not adult', () => {
    for (const s of KINDED) {
      expect(s.kind, s.text).toBeDefined();
      expect(s.adult, s.text).toBe(s.kind !== 'child');
    }
  });
});

describe('pronounFor', () => {
  const sub = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });
  it.each([
    ['Kate and I', '1pl', 'our', 'we'],
    ['I', '1sg', 'my', 'I'],
    ['you', '2', 'your', 'you'],
    ['my parents', '3pl', 'their', 'they'],
    ['Tom', '3sg', 'his', 'he'],
    ['my sister', '3sg', 'her', 'she'],
    ['the bus', '3sg', 'its', 'it'],
  ] as const)('%s → %s', (text, person, poss, want) => {
    expect(pronounFor(sub(text, person, poss))).toBe(want);
  });
});
