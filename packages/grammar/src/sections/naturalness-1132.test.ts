import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import { beNowOrThen } from './be/am-is-are-or-was-were.ts';
import { beOrDo } from './be/be-or-do.ts';
import { goingToNegativeQuestions } from './future-tense/going-to-negative-questions.ts';
import { wasGoingTo } from './past-future/was-going-to.ts';
import { pastContinuousNegQ } from './past-tense/past-continuous-negative-questions.ts';
import { pastSimpleSpelling } from './past-tense/past-simple.ts';
import { alreadyYetStill } from './present-tense/already-yet-still.ts';
import { presentPerfect } from './present-tense/present-perfect.ts';
import { presentSimple } from './present-tense/present-simple.ts';
import { beQuestions } from './question-form/be-questions.ts';
import { questionTags } from './question-form/question-tags.ts';
import { shortAnswers } from './question-form/short-answers.ts';
import { soNeither } from './question-form/so-do-i-neither-do-i.ts';
import { beQuestionsPast } from './question-form/was-were-questions.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('round 1132: nobody tells "you" about your own life', () => {
  it('makes no "You …" statement of a past, a habit, an experience or a whereabouts', () => {
    for (const t of [pastSimpleSpelling, presentPerfect, beNowOrThen, presentSimple, beOrDo]) {
      const s = sentencesOf(t);
      expect(s.length).toBeGreaterThan(500);
      for (const x of s.filter((y) => /^You\b/.test(y) && !/[?!]$/.test(y)))
        expect(x).toMatch(/\b(should|must|can|can't|will|won't|have to|need|if|unless|look|always|never)\b/);
    }
  });
});

describe('round 1132: school life is for children and students', () => {
  it('gives no parent, teacher or neighbour their own homework, exam or lesson', () => {
    for (const t of [presentSimple, beOrDo, presentPerfect]) {
      const s = sentencesOf(t);
      expect(s.some((x) => /homework/.test(x))).toBe(true);
      for (const x of s)
        expect(x).not.toMatch(
          /\b(parents|mother|dad|Mr Brown|Mrs Green|teacher)\b[^,.]* (do|does|did|done|doing) (his|her|their) homework/,
        );
    }
  });
});

describe('round 1132: habits keep their own rhythm', () => {
  it('goes to bed late at the weekend, never "every week", and does no office work at the weekend', () => {
    for (const t of [beOrDo, shortAnswers, presentSimple]) {
      for (const x of sentencesOf(t)) {
        expect(x).not.toMatch(/bed late (every week|every evening|on weekdays)/);
        expect(x).not.toMatch(
          /(colleagues|clients|reports at work|at the office|from home)\b.*(every weekend|on Saturdays|on Sundays)/,
        );
      }
    }
  });
});

describe('round 1132: a habit said with no marker takes no single object', () => {
  it('tags no "doesn\'t bake a cake, does he?"', () => {
    const s = sentencesOf(questionTags);
    expect(s.length).toBeGreaterThan(1900);
    for (const x of s) expect(x).not.toMatch(/\b(a cake|a book|a film|a letter|a cup of)\b/);
  });
});

describe('round 1132: a hobby with a bare plural object is not one planned event', () => {
  it('was going to repair no old bikes, paint no pictures', () => {
    const s = sentencesOf(wasGoingTo);
    expect(s.length).toBeGreaterThan(1900);
    for (const x of s)
      expect(x).not.toMatch(/going to (repair old bikes|paint pictures|read comics|draw pictures)/);
  });
});

describe('round 1132: nobody asks someone else about their own state or doings', () => {
  it('asks no "Were we hungry yesterday?", "Am I reading …?", "Have I tidied my room yet?"', () => {
    for (const t of [beQuestionsPast, beQuestions, pastContinuousNegQ, shortAnswers, alreadyYetStill]) {
      const s = sentencesOf(t);
      expect(s.length).toBeGreaterThan(500);
      for (const x of s)
        expect(x).not.toMatch(/^(Am|Was|Were|Are|Did|Do|Have) (I|we|Kate and I)\b(?!.* late)/);
      for (const x of s) expect(x).not.toMatch(/^You have (already|just)/);
    }
  });
});

describe('strict reading after round 1132: questions about one day or one plan ask about what people report or plan', () => {
  it('asks going-to questions only of plans, and short answers date only what is worth reporting', () => {
    const plans = sentencesOf(goingToNegativeQuestions);
    expect(plans.length).toBeGreaterThan(1900);
    for (const x of plans.filter((y) => /\?$/.test(y)))
      expect(x).not.toMatch(
        /green tea|bed late|make breakfast|feed the cat|podcasts|homework|music in the car/,
      );
    const answers = sentencesOf(shortAnswers);
    for (const x of answers.filter((y) => /^Did /.test(y))) {
      expect(x).not.toMatch(/the newspaper|feed the cat|a book in bed|ride a bike to work|finish work/);
      if (/ago|\d/.test(x))
        expect(x).toMatch(
          /seaside|Paris|London|Italy|Spain|skiing|camping|mountains|lake|Europe|hotel|hiking/,
        );
    }
  });
  it('never answers "… with my brother. — Neither does my brother."', () => {
    for (const x of sentencesOf(soNeither)) {
      const m = /with (?:my|our) (brother|sister)\b.* — \w+ \w+ my (brother|sister)\.$/.exec(x);
      expect(m === null || m[1] !== m[2], x).toBe(true);
    }
  });
});

describe('strict reading after round 1132: a was/were question has a reason to be asked', () => {
  it('asks after what the speaker noticed, or about a place people go to at its time', () => {
    const s = sentencesOf(beQuestionsPast);
    expect(s.length).toBeGreaterThan(540);
    for (const x of s) {
      if (/\. (Was|Were) /.test(x)) continue;
      expect(x).toMatch(
        / (at|on|in) (the |a )?(cinema|concert|airport|doctor's|holiday|London|theatre|football match|wedding|library|swimming pool)\b/,
      );
      expect(x).not.toMatch(/hungry|kitchen|garden|on the bus|two days ago/);
    }
  });
});

describe('strict reading after round 1132: a past-continuous question says why it is asked', () => {
  it('asks what someone was doing when the speaker called and nobody answered', () => {
    const qs = sentencesOf(pastContinuousNegQ).filter((x) => /\?$/.test(x));
    expect(qs.length).toBeGreaterThan(600);
    for (const x of qs) {
      expect(x).toMatch(/^I called .+, but nobody answered\. (Was|Were) (he|she|they|you) \w+ing\b/);
      expect(x).not.toMatch(
        /answered\. \w+ \w+ (calling|phoning|texting|chatting)|on (his|her|their|your) phone/,
      );
    }
  });
});
