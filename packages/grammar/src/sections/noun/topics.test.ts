import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { BLANK } from '../../checks.ts';
import { plural } from '../../morph/nouns.ts';
import type { TopicDef } from '../../types.ts';
import { noun } from '../noun.ts';
import { expectBases, itIsListedIn } from '../topic-checks.ts';
import { MORE_LINES as ALL_EVERY_LINES, allEveryWholeTopic } from './all-every-whole.ts';
import { EACH_EVERY_LINES, eachEveryTopic } from './each-every.ts';
import { MORE_LINES as FEW_LITTLE_MORE, NEW_LINES as FEW_LITTLE_NEW, fewLittleTopic } from './few-little.ts';
import { MUCH_MANY_LINES, muchManyALotOfTopic } from './much-many-a-lot-of.ts';
import { PARTITIVE_LINES, partitivesTopic, TAKES, UNITS } from './partitives.ts';
import { AUTHORED as PLURAL_LINES, pluralNounsTopic } from './plural-nouns.ts';

/** The noun topics of issue 16: size, keys among choices, balanced keys, triggers that are really there. */
const MINE: [TopicDef, number][] = [
  [eachEveryTopic, 550],
  [partitivesTopic, 650],
  [muchManyALotOfTopic, 650],
  [fewLittleTopic, 650],
  [allEveryWholeTopic, 600],
  [pluralNounsTopic, 650],
];

describe.each(MINE.map(([t, n]) => [t.slug, t, n] as const))('%s', (_slug, topic, min) => {
  const built = buildTopic(topic);
  const ex = built.exercises;

  itIsListedIn(noun, topic);

  it(`keeps at least ${min} exercises after the guards and the checker`, () => {
    expect(ex.length).toBeGreaterThanOrEqual(min);
  });

  it('has the answer among the choices, and triggers that occur in the sentence', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      const full = e.text.replace(BLANK, e.answer);
      for (const t of e.rationale.trigger)
        for (const part of t.split(' … ')) expect(full, `${t} in ${full}`).toContain(part);
    }
  });

  it.skipIf(topic === partitivesTopic || topic === pluralNounsTopic)(
    'spreads the answers: no key below a fair share',
    () => {
      const keys = new Map<string, number>();
      for (const e of ex) keys.set(e.answer.toLowerCase(), (keys.get(e.answer.toLowerCase()) ?? 0) + 1);
      const share = 1 / keys.size;
      for (const [k, n] of keys) expect(n / ex.length, k).toBeGreaterThan(share * 0.5);
    },
  );
});

describe('each-every', () => {
  it('never asks a frame where each and every are both right: each has a forcing word or position', () => {
    // The second-answer guard of this topic is the reason code: every line is forced by one of them, and
    // an "each" line without of / other / a closing or floating each / two things is not allowed.
    for (const [answer, text, reason] of EACH_EVERY_LINES) {
      if (answer === 'each') {
        const forced =
          (reason === 'of' && /___ of /.test(text)) ||
          (reason === 'other' && /___ other/.test(text)) ||
          (reason === 'after' && /(___\.$|^(They|We|My|The|\{)[^,]* ___ [a-z])/.test(text)) ||
          (reason === 'alone' && /, and ___ [a-z]+s /.test(text)) ||
          (reason === 'two' && /(hand|ear|cheek|side of the|end of the|two )/.test(text)) ||
          (reason === 'each-and-every' && /___ and every/.test(text));
        expect(forced, text).toBe(true);
      } else {
        expect(/___ of |___\.$/.test(text), text).toBe(false);
      }
    }
  });

  it('offers only each and every, so a wrong choice is wrong by meaning, not spelling', () => {
    for (const e of buildTopic(eachEveryTopic).exercises)
      expect(e.choices.map((c) => c.toLowerCase()).sort()).toEqual(['each', 'every']);
  });
});

describe('partitives', () => {
  it('never offers a unit the noun can take: every wrong choice is one the noun never goes with', () => {
    for (const e of buildTopic(partitivesTopic).exercises) {
      const noun = e.rationale.distractors[0]?.params?.noun ?? '';
      expect(TAKES[noun], e.text).toBeDefined();
      for (const x of e.rationale.distractors) {
        // The unit by morph/ (loaves → loaf, slices → slice): stripping -es by hand turned "slices" into
        // "slic", which no noun takes, so such a check could never fail.
        const unit = UNITS.find((u) => u === x.choice || plural(u) === x.choice);
        expect(unit, x.choice).toBeDefined();
        expect(TAKES[noun], `${x.choice} of ${noun}`).not.toContain(unit);
      }
      expect(e.text).toContain(noun);
    }
  });

  it('has one base per line and every key unit in use', () => {
    expect(new Set(PARTITIVE_LINES.map((l) => l[0])).size).toBe(9);
  });

  it('has at least 330 bases (issue 16, the full catalogue), and a plural unit only after two or three', () => {
    const ex = buildTopic(partitivesTopic).exercises;
    expectBases(ex, 330);
    for (const e of ex)
      if (UNITS.some((u) => plural(u) === e.answer)) expect(e.text, e.text).toMatch(/\b(two|three) ___/i);
  });
});

describe('much-many-a-lot-of', () => {
  it('keeps at least 320 bases (issue 16, the full catalogue; the size floor is in MINE)', () => {
    const ex = buildTopic(muchManyALotOfTopic).exercises;
    expectBases(ex, 320);
  });

  it('never asks how much / how many about a noun counted both ways (fish: how much fish, how many fish)', () => {
    for (const [, text] of MUCH_MANY_LINES)
      if (/\b(how|too|so|as) ___/i.test(text)) expect(text, text).not.toMatch(/[{|]fish[|}]/);
  });

  it('offers a lot of as wrong only after how, too, so or as, where it is impossible', () => {
    for (const e of buildTopic(muchManyALotOfTopic).exercises) {
      const lot = e.rationale.distractors.find((x) => x.choice.toLowerCase() === 'a lot of');
      if (lot) expect(e.text, e.text).toMatch(/\b(how|too|so|as) ___/i);
    }
  });

  it('makes a lot of the key only in positive sentences, never with a countable plural where many fits', () => {
    for (const [answer, text] of MUCH_MANY_LINES) {
      if (answer !== 'a lot of') continue;
      expect(text.split(',')[0], text).not.toMatch(/n’t|\?|\b(not|never|no)\b/);
    }
  });

  it('never offers much and many as two wrong choices when one of them is the key', () => {
    for (const e of buildTopic(muchManyALotOfTopic).exercises) {
      if (e.answer.toLowerCase() === 'a lot of') continue;
      const wrong = e.rationale.distractors.map((x) => x.choice.toLowerCase());
      expect(wrong.includes('much') && wrong.includes('many'), e.text).toBe(false);
    }
  });
});

describe('few-little', () => {
  const ex = buildTopic(fewLittleTopic).exercises;
  const FEW_LITTLE_LINES = [...FEW_LITTLE_MORE, ...FEW_LITTLE_NEW];

  it('keeps a plain few / little key only right after very, so or too, where a few cannot stand', () => {
    for (const [answer, text] of FEW_LITTLE_LINES)
      if (answer === 'few' || answer === 'little') expect(text, text).toMatch(/\b(very|so|too) ___/i);
    for (const e of ex)
      if (/^(few|little)$/i.test(e.answer))
        expect(
          e.choices.map((c) => c.toLowerCase()),
          e.text,
        ).not.toContain(`a ${e.answer.toLowerCase()}`);
  });

  it('gives a positive key a cue that rules out the plain form (the few-a-few guard keeps it)', () => {
    for (const e of ex) {
      const plain = e.answer.toLowerCase().replace(/^a /, '');
      if (!/^a /i.test(e.answer) || !e.choices.some((c) => c.toLowerCase() === plain)) continue;
      expect(e.text.replaceAll('’', "'"), e.text).toMatch(
        /\b(more|enough|luckily|don't worry|do you want|could i have|let's|add|liked them all|great time|never lonely|on time|help from)\b/i,
      );
    }
  });

  it('has at least 240 bases (issue 16, the full catalogue), each line its own skeleton', () => {
    expectBases(ex, 240);
    expect(new Set(FEW_LITTLE_LINES.map((l) => l[1])).size).toBe(FEW_LITTLE_LINES.length);
  });

  it('never offers "there were few … and no …" (a few would fit an empty place as well)', () => {
    for (const e of ex) expect(e.text, e.text).not.toMatch(/___ \w+ and no /);
  });
});

describe('all-every-whole', () => {
  it('decides the new bases by the words around the gap: every + bare singular (no stretch of time), all + the/a possessive or a plural, whole after a determiner', () => {
    for (const [answer, text] of ALL_EVERY_LINES) {
      const after = text.split('___')[1] ?? '';
      const before = text.split('___')[0] ?? '';
      if (answer === 'every') {
        expect(after, text).not.toMatch(/^ (the|my|his|her|our|\{poss\})\b/);
        expect(after, text).not.toMatch(/^ (morning|afternoon|evening|day|night|week|summer|winter)\b/);
      }
      if (answer === 'whole') expect(before, text).toMatch(/(\bthe|\bThe|\ba|\{poss\}) $/);
      if (answer === 'all') expect(after, text).toMatch(/^ (the|\{poss\}) /);
    }
  });
});

describe('plural-nouns', () => {
  const ex = buildTopic(pluralNounsTopic).exercises;

  it('has at least 320 bases, each authored line its own skeleton', () => {
    expectBases(ex, 320);
    expect(new Set(PLURAL_LINES.map(([, t]) => t)).size).toBe(PLURAL_LINES.length);
  });

  it('never asks for a noun with two accepted plurals (hoofs/hooves, cacti/cactuses, fish/fishes …)', () => {
    const two =
      /^(scarf|hoof|cactus|mosquito|volcano|tornado|mango|zero|fish|person|penny|dwarf|wharf|avocado|buffalo|index|die)$/;
    for (const [nouns] of PLURAL_LINES) for (const n of nouns) expect(n, n).not.toMatch(two);
    for (const e of ex) expect(e.text, e.text).not.toMatch(/\((scarf|hoof|cactus|mosquito|fish|person)\)/);
  });

  it('offers no wrong choice that is the answer, and every wrong plural differs from the key', () => {
    for (const e of ex) {
      const wrong = e.rationale.distractors.map((x) => x.choice);
      expect(wrong, e.text).not.toContain(e.answer);
      expect(wrong.length, e.text).toBeGreaterThanOrEqual(1);
    }
  });
});
