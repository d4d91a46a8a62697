import { z } from 'zod';
import { pairs } from '../../core/clause.ts';
import { PROG, pronounOf, verbPhrase } from '../../core/frame-answers.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { FRAMES } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, type FrameSubject } from '../../lexicon/people.ts';
import { bePast, isPronoun } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, Rng, TopicDef } from '../../types.ts';
import data from './past-continuous-negative-questions.data.json' with { type: 'json' };
import copy from './past-continuous-negative-questions.json' with { type: 'json' };

/**
 * Why nobody answered the phone: a guess that fits the hour and the person (round 1133). `one`: only a single
 * person (a group does not have "a shower"); `adult`: not children or students; `worker`: one adult with a job.
 */
export const NO_ANSWER: { when: string; ing: string; fit?: 'one' | 'adult' | 'worker' | 'young' }[] = table(
  'NO_ANSWER',
  data.NO_ANSWER,
  z.strictObject({
    when: z.string(),
    ing: z.string(),
    fit: z.enum(['one', 'adult', 'worker', 'young']).optional(),
  }),
);

/** Hours one rings only family and close friends at. */
const ODD_HOUR = /seven this morning|eleven last night/;
/**
 * Who is rung at seven in the morning or eleven at night: family, a best friend, someone named, not "your
 * teacher" or "your neighbour" (blind round: phoning a teacher at 11 pm).
 */
export const mayCallAtOddHours = (s: FrameSubject): boolean =>
  s.circle === 'family' || s.circle === 'named' || s.circle === 'pronoun' || s.text === 'my best friend';
/** Who is rung as one: one person, or a couple or household sharing a phone. */
export const mayCall = (s: FrameSubject): boolean =>
  s.person === '3sg' || /^(my parents|Tom and Anna|they)$/.test(s.text);

/** Every "I called X … but nobody answered. Was/Were X …?" item: each subject asked about with each fitting guess. */
function noAnswerQuestions(rng: Rng): ExerciseDraft[] {
  const out: ExerciseDraft[] = [];
  for (const subject of ALL_SUBJECTS) {
    if (subject.person === '1sg' || subject.person === '1pl') continue;
    const who = asked(subject);
    const pron = isPronoun(who) ? who.text : pronounOf(who);
    const obj = ({ he: 'him', she: 'her', they: 'them', you: 'you' } as Record<string, string>)[pron];
    if (!obj) continue;
    const plural = subject.person === '3pl' || subject.person === '2';
    const young = !subject.adult;
    const be = bePast(subject);
    const called = isPronoun(who) ? obj : who.text;
    // One calls a phone, not a group: friends, cousins, neighbours or students are not rung as one.
    if (!mayCall(subject)) continue;
    for (const [i, g] of NO_ANSWER.entries()) {
      if (ODD_HOUR.test(g.when) && !mayCallAtOddHours(subject)) continue;
      if (g.fit === 'one' && plural) continue;
      if (g.fit === 'adult' && young) continue;
      if (g.fit === 'young' && !young) continue;
      if (g.fit === 'worker' && !subject.worker) continue;
      const ing = g.ing.replace(' their ', ` ${pron === 'you' ? 'your' : subject.poss} `);
      out.push(
        item(rng, {
          text: `I called ${called} ${g.when}, but nobody answered. {} ${pron} ${ing}?`,
          answer: cap(be),
          wrong: [
            d('Did', 'did-with-ing', {}),
            d(be === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: subject.text, be }),
          ],
          ruleId: 'pastc-neg-q',
          trigger: [subject.text, g.ing],
          skeleton: `no-answer-${i}-q`,
        }),
      );
    }
  }
  return out;
}

/** Done by daylight or at a set hour of the day: not "collecting his son from school at eight last night". */
const DAYTIME =
  /school|lunch|canteen|wash the car|the car\b|garden|grass|windows|photos|ducks|market|the city/;

/** Talking with someone: done at any place, but by day, so neither a place nor late-night sleep rules it out. */
const SOCIAL = /\b(phone|call|speak|chat|talk)\b/;

/** Done away from home: "at home" rules it out ("wasn't jogging in the park; he was at home"). */
const AWAY =
  /\b(park|pool|river|the city|shops|canteen|station|market|school|office|colleagues|clients|the dog|visit|the neighbours with|tennis|football|basketball|fish|cycle|in the car|do the shopping|cinema|gym|restaurant)\b/;
/** Done at home: "out with friends", "at work" or "at school" rules it out. */
const AT_HOME =
  /\b(cook|bake|clean|vacuum|sweep|tidy|iron|polish|empty|lay|make|change|water|feed the cat|cut the grass|the garden|wash the car|fix the car|repair|on TV|watch a film|piano|guitar|yoga|computer games|in bed|shower|homework|breakfast|paint|draw|cards with|chess with|diary|in the kitchen|read a book)\b/;

/**
 * Where an activity is done, for the reason a past-continuous negative gives: away from home, at home, or
 * anywhere (a call, a text, a letter, a podcast, learning words), which no place rules out.
 */
export function whereDone(frame: (typeof FRAMES)[number]): 'away' | 'home' | 'anywhere' {
  const k = `${frame.verb} ${frame.rest}`;
  // Football on TV is watched at home, not at the match (round 2003: "wasn't watching football on TV …; she
  // was at home").
  if (/\bon TV\b/.test(k)) return 'home';
  if (AWAY.test(k)) return 'away';
  if (AT_HOME.test(k)) return 'home';
  return 'anywhere';
}

export const pastContinuousNegQ: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    let n = 0;
    const questions = rng.shuffle(noAnswerQuestions(rng));
    for (const [frame, subject] of pairs(rng, PROG)) {
      const f = verbForms(frame.verb);
      const be = bePast(subject);
      // The time suits the activity: breakfast in the morning, the evening's news at night.
      const markers =
        frame.tod === 'morning'
          ? ['at this time yesterday', 'at seven this morning']
          : frame.tod === 'evening'
            ? ['at eight last night', 'at this time yesterday']
            : ['at this time yesterday', 'at eight last night', 'when the phone rang'];
      const marker = rng.pick(markers);
      if (n++ % 2 === 0 || questions.length === 0) {
        // A negative denies what someone supposed and says where the person really was ("Tom wasn't
        // playing tennis at this time yesterday; he was at work"); never told to "you", never the bare
        // background of an interruption ("My cousins weren't eating fruit when the phone rang").
        if (subject.circle === 'listener') continue;
        const place = whereDone(frame);
        const work = frame.kind === 'work' || frame.kind === 'workday';
        // Talking to someone is not done at eleven at night, and no place rules it out: nobody supposes
        // "My mother wasn't speaking English with her teacher at eleven last night" (blind round).
        if (place === 'anywhere' && !work && SOCIAL.test(`${frame.verb} ${frame.rest}`)) continue;
        // Where the person really was says why they were not doing it only when it rules the activity out:
        // "weren't writing letters … they were at home" explains nothing (round 1135). An activity done
        // anywhere (a call, a text, a podcast) is ruled out by sleep, late at night.
        // Work is ruled out by a holiday at the hour it is done, not by sleep at eleven at night ("wasn't
        // writing reports at work at eleven last night"); breakfast by sleep at seven, not by being "out with
        // friends" at some hour.
        const m = work
          ? 'at this time yesterday'
          : frame.tod === 'morning'
            ? 'at seven this morning'
            : place === 'anywhere'
              ? 'at eleven last night'
              : marker === 'when the phone rang' ||
                  (marker === 'at eight last night' && DAYTIME.test(frame.rest))
                ? 'at this time yesterday'
                : marker;
        const pron = isPronoun(subject) ? subject.text : pronounOf(subject);
        const where = work
          ? 'on holiday'
          : m === 'at seven this morning'
            ? 'still asleep'
            : place === 'anywhere'
              ? 'already asleep'
              : !subject.adult
                ? m !== 'at this time yesterday'
                  ? place === 'away'
                    ? 'at home'
                    : 'already asleep'
                  : /school|canteen/.test(frame.rest)
                    ? 'at home'
                    : 'at school'
                : place === 'away'
                  ? 'at home'
                  : subject.worker && m === 'at this time yesterday'
                    ? 'at work'
                    : /friends/.test(subject.text)
                      ? 'out'
                      : 'out with friends';
        const made = item(rng, {
          text: `${subject.text} {} ${verbPhrase(frame, subject, f.ing)} ${m}; ${pron} ${be} ${where}`,
          answer: `${be}n't`,
          wrong: [
            d("didn't", 'did-with-ing', {}),
            d(`${be === 'was' ? 'were' : 'was'}n't`, 'be-agreement', { subject: subject.text, be }),
          ],
          ruleId: 'pastc-neg-q',
          trigger: [subject.text, f.ing],
          skeleton: `${frame.id}-neg`,
        });
        // A shower is one person's: "My friends weren't singing songs in the shower" (round 2003). Left out
        // after the draft is made, so the drafts after it are drawn as before.
        if (be === 'were' && /\bthe shower\b/.test(frame.rest)) continue;
        yield made;
      } else {
        // Not "Were we playing tennis when the phone rang?": the speaker knows (round 1132). A question says
        // why it is asked: the speaker called and nobody answered. The guess is a likely reason not to pick
        // up at that hour (in the shower, driving home, at the gym, asleep), authored with its time, not any
        // activity of the frames: "…at this time yesterday … Was he writing in his diary?", "…at eight last
        // night … Was she driving to the office?" were crossed out in round 1133.
        const q = questions.pop();
        if (!q) continue;
        yield q;
      }
    }
  },
});
