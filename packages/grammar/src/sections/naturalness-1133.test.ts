import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import { oneEach } from '../lexicon/fit.ts';
import { LATE_OR_EARLY } from '../lexicon/irregular-phrases.ts';
import { doDoesTopic } from './basics/do-does.ts';
import { beOrDo } from './be/be-or-do.ts';
import { irregular } from './irregular.ts';
import { partitivesTopic } from './noun/partitives.ts';
import { NO_ANSWER, pastContinuousNegQ } from './past-tense/past-continuous-negative-questions.ts';
import { pastSimpleSpelling } from './past-tense/past-simple.ts';
import { subjectObjectTopic } from './pronoun/subject-object-pronouns.ts';
import { presentSimpleQuestions } from './question-form/present-simple-questions.ts';
import { wouldLike } from './would/would-like-would-rather.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('round 1133: why nobody answered the phone', () => {
  it('guesses only an authored reason that fits the hour, never any progressive frame', () => {
    const s = sentencesOf(pastContinuousNegQ).filter((x) => /nobody answered/.test(x));
    expect(s.length).toBeGreaterThan(200);
    const guesses = new Set(NO_ANSWER.map((g) => `${g.when}|${g.ing.replace(/ their /, ' ')}`));
    for (const x of s) {
      const m = /^I called .+? (at [a-z ]+?), but nobody answered\. (?:Was|Were) \w+ (.+)\?$/.exec(x);
      expect(m, x).not.toBeNull();
      const ing = (m?.[2] ?? '').replace(/ (his|her|their|your) /, ' ');
      expect(guesses.has(`${m?.[1]}|${ing}`), x).toBe(true);
    }
    expect(s.join('\n')).not.toMatch(/diary|old bikes|to the office/);
    // A group has no one shower; the young do not drive or go to the gym.
    for (const x of s) expect(x).not.toMatch(/Were (they|you) having a (shower|bath)/);
  });
});

describe('round 1133: would rather does not repeat its verb', () => {
  it('says "would rather have tea than coffee", not "than have coffee"', () => {
    const s = sentencesOf(wouldLike).filter((x) => /rather/.test(x));
    expect(s.some((x) => /rather have tea than coffee/.test(x))).toBe(true);
    for (const x of s) {
      const m = /rather (\w+) .* (?:than|or) (\w+)/.exec(x);
      if (m) expect(m[1], x).not.toBe(m[2]);
    }
  });
});

describe('round 1133: a group does not share one portion', () => {
  it('asks no plural subject whether they are eating an apple', () => {
    const s = sentencesOf(beOrDo);
    expect(s.some((x) => /^Is \w+ eating an apple now\?$/.test(x))).toBe(true);
    for (const x of s.filter((y) => /^Are /.test(y)))
      expect(oneEach(x.replace(/^Are \S+( \S+)?/, '')), x).toBe(false);
  });
});

describe('round 1133: partitives agree with their subject', () => {
  it('never crosses She with his or He with her', () => {
    const s = sentencesOf(partitivesTopic);
    expect(s.some((x) => /^She always carries a bottle of water in her bag/.test(x))).toBe(true);
    for (const x of s) {
      expect(x).not.toMatch(/^She\b[^.]*\b(his|he)\b/);
      expect(x).not.toMatch(/^He\b[^.]*\b(her|she)\b/);
      expect(x).not.toMatch(/^I keep\b[^.]*\b(his|her)\b/);
    }
  });
});

describe('round 1133: a time of arrival is not a result', () => {
  it('says "came home late last night", never "has already come home late"', () => {
    for (const t of irregular.topics) {
      for (const x of sentencesOf(t))
        expect(x).not.toMatch(/\b(has|have|had) (just|already) \w+ [\w ]*\b(late|early|on time)\.$/);
    }
    expect(LATE_OR_EARLY.test('home late')).toBe(true);
  });
});

describe('round 1133: regular -ed spellings come with their occasion', () => {
  it('dates no act with a bare marker', () => {
    const s = sentencesOf(pastSimpleSpelling);
    expect(s.length).toBeGreaterThan(500);
    for (const x of s)
      expect(x).not.toMatch(
        /^\S+(?: \S+)? \w+ed (the car at the corner|the windows|the notes|breakfast|a sandwich) (yesterday|last week|two days ago|last Saturday)\.$/,
      );
    expect(s.some((x) => /stopped the car at the corner to ask/.test(x))).toBe(true);
  });
});

describe('round 1133: no question true by definition', () => {
  it('asks no "Does the last tram run at night?"', () => {
    const s = sentencesOf(doDoesTopic);
    expect(s.some((x) => /tram/.test(x))).toBe(true);
    for (const x of s) expect(x).not.toMatch(/last tram/);
  });
});

describe('round 1133: the listener knows their own family', () => {
  it('introduces no "your dad" or "your mum" as a stranger', () => {
    const s = sentencesOf(subjectObjectTopic);
    expect(s.some((x) => /Have you met Mr Brown\?/.test(x))).toBe(true);
    const family = s.filter((x) => /\byour (dad|mum)\b/i.test(x));
    expect(family.length).toBeGreaterThan(10);
    for (const x of family) expect(x).not.toMatch(/Have you met|lives next door|hear from|very shy/);
  });
});

describe('round 1133: a habit question takes no single object', () => {
  it('asks "Where do your cousins watch films?", never "…watch a film?"', () => {
    const s = sentencesOf(presentSimpleQuestions);
    expect(s.length).toBeGreaterThan(500);
    for (const x of s)
      expect(x).not.toMatch(
        /^(How often|When|What time|Where|Why) (do|does) [\w ]+? (watch|read|bake|make|write) an? /,
      );
  });
});

describe("review 1802: a dream last night is one sleeper's", () => {
  it('says no group dreamt about something last night', () => {
    for (const t of irregular.topics)
      for (const e of buildTopic(t).exercises)
        if (/\b(We|They|students|friends|parents|cousins|neighbours|children|and I)\b/.test(e.text))
          expect(fillBlank(e.text, e.answer), e.text).not.toMatch(/\bdream(t|ed)\b.*last night/);
  });
});
