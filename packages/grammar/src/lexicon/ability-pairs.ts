/**
 * What "will be able to" is said about: a skill someone is learning, something they can do again once they
 * are well, or something a new circumstance makes possible. Each ability carries the reasons that make it
 * natural ("after the course", "when her arm gets better", "once the new bridge opens"); an ordinary one-day
 * activity with a date ("will be able to read comics next Saturday") is what the teachers' blind rounds
 * crossed out, so the be-able-to topic takes its sentences only from here.
 *
 * `rest` and `reasons` hold the tokens `fillFor` (fill.ts) fills for the subject: {poss}, {pron}, {s}, {has}.
 */
import type { FrameSubject as Subject } from './people.ts';
import { isPlural } from './subject.ts';

export interface Ability {
  id: string;
  verb: string;
  rest: string;
  reasons: readonly string[];
  /** One person's body (an arm, a knee): not said of a group. */
  one?: boolean;
  /** Who the ability does not fit (children and work, the retired and work). */
  notFor?: RegExp;
}

const YOUNG = /^(the children|the students)$/;
const NOT_WORKING = /^(the children|the students|my grandfather)$/;
const OLD = /^my grandfather$/;

const A = (
  id: string,
  verb: string,
  rest: string,
  reasons: readonly string[],
  extra: Pick<Ability, 'one' | 'notFor'> = {},
): Ability => ({ id, verb, rest, reasons, ...extra });

const LEARNT = ['after the course', 'after a few more lessons', 'by the end of the year'];
const ARM = ['when {poss} arm gets better', 'once {poss} arm has healed', 'once the plaster comes off'];
const KNEE = [
  'when {poss} knee gets better',
  'after the operation on {poss} knee',
  'once {poss} leg has healed',
];

export const ABILITIES: readonly Ability[] = [
  // Skills that a course, lessons or time abroad bring.
  A('speak-french', 'speak', 'French', [...LEARNT, 'after a year in Paris']),
  A('speak-spanish', 'speak', 'Spanish', [...LEARNT, 'after a year in Madrid']),
  A('speak-german', 'speak', 'German', [...LEARNT, 'after a year in Berlin']),
  A('films-no-subtitles', 'watch', 'films in English without subtitles', [
    'after another year of lessons',
    'by the end of the course',
  ]),
  A('read-english-books', 'read', 'books in English', [
    'by the end of the course',
    'after another year of lessons',
  ]),
  A('swim-lake', 'swim', 'across the lake', ['by the end of the summer', 'after a few more lessons']),
  A('swim-no-help', 'swim', 'without help', ['by the end of the summer', 'after a few more lessons'], {
    notFor: OLD,
  }),
  A(
    'drive-work',
    'drive',
    'to work',
    ['once {pron} {has} passed {poss} driving test', 'when {pron} get{s} {poss} driving licence'],
    { one: true, notFor: NOT_WORKING },
  ),
  A('guitar-songs', 'play', 'a few songs on the guitar', [
    'after a few more lessons',
    'by the end of the month',
  ]),
  A('piano-piece', 'play', 'the whole piece on the piano', [
    'after a few more lessons',
    'with a bit more practice',
  ]),
  A('ski-slope', 'ski', 'down the big slope', ['after a week at the ski school', 'with a bit more practice']),
  A('bake-bread', 'bake', 'bread at home', ['after the cooking course', 'with a bit more practice']),
  A('make-pizza', 'make', 'real Italian pizza', ['after the cooking course', 'after a summer in Naples']),
  A('type-fast', 'type', 'without looking at the keyboard', [
    'after a few weeks of practice',
    'with a bit more practice',
  ]),
  A('website', 'build', 'a simple website', ['after the programming course', 'by the end of the course']),
  A(
    'chess-club',
    'beat',
    '{poss} grandfather at chess',
    ['after a year at the chess club', 'with a bit more practice'],
    {
      notFor: /^(?!(my brother|my sister|I|Andriy|Maria)$).*/,
    },
  ),
  // Recovery: the same thing again, once the arm, the knee or the flu is better.
  A('tennis-again', 'play', 'tennis again', ARM, { one: true }),
  A('piano-again', 'play', 'the piano again', ARM, { one: true }),
  A('carry-bags', 'carry', 'heavy bags again', ARM, { one: true }),
  A('drive-again', 'drive', 'again', ARM, { one: true }),
  A('run-again', 'go', 'for a run again', KNEE, { one: true }),
  A('football-again', 'play', 'football again', KNEE, { one: true }),
  A('hiking-again', 'go', 'hiking again', KNEE, { one: true }),
  A('walk-no-stick', 'walk', 'without a stick', KNEE, { one: true, notFor: YOUNG }),
  A('bike-again', 'ride', 'a bike again', KNEE, { one: true }),
  A(
    'back-to-work',
    'go',
    'back to work',
    ['when {pron} feel{s} better', 'once {pron} {has} got over the flu'],
    {
      one: true,
      notFor: NOT_WORKING,
    },
  ),
  A(
    'back-to-school',
    'go',
    'back to school',
    ['when {pron} feel{s} better', 'once {pron} {has} got over the flu'],
    {
      notFor: /^(?!the children$).*/,
    },
  ),
  // Circumstances: a new car, a passport, the weather, the end of exams.
  A('see-sea', 'see', 'the sea from {poss} hotel room', ['in Odesa', 'in Greece']),
  A('visit-grandparents-car', 'visit', '{poss} grandparents more often', [
    'once {pron} {has} a car',
    'when the new train line opens',
  ]),
  A('city-centre', 'get', 'to the city centre in ten minutes', [
    'when the new bridge opens',
    'once the new metro line opens',
  ]),
  A('travel-abroad', 'travel', 'abroad again', [
    'once {poss} new passport arrives',
    'when {poss} new passport is ready',
  ]),
  A(
    'laptop',
    'buy',
    'a new laptop',
    ['when {pron} get{s} {poss} first salary', 'if {pron} save{s} enough money'],
    {
      notFor: NOT_WORKING,
    },
  ),
  A('sleep-late', 'sleep', 'late every morning', ['when the holidays start', 'once the exams are over'], {
    notFor: /^(?!(the children|the students)$).*/,
  }),
  A('meet-coffee', 'meet', 'you for coffee', ['once {poss} exams are over', 'after {poss} last exam'], {
    notFor: /^(I|you|my grandfather|our teacher|my mother|my dad|my parents)$/,
  }),
  A('skiing-snow', 'go', 'skiing', ['if it snows this week', 'when the snow comes']),
  A('swim-sea', 'swim', 'in the sea', ['when the water gets warmer', 'in July']),
  A('lunch-garden', 'have', 'lunch in the garden', ['when the weather gets warmer', 'when the rain stops']),
  A('borrow-books', 'borrow', 'books for free', [
    'with {poss} new library card',
    'once {pron} join{s} the library',
  ]),
  A(
    'work-from-home',
    'work',
    'from home two days a week',
    ['under {poss} new contract', 'when the new rules start'],
    {
      one: true,
      notFor: NOT_WORKING,
    },
  ),
  A('help-move', 'help', 'you move on Saturday', ['after all', 'now that {poss} car is fixed']),
  A('holiday-project', 'take', 'a long holiday', ['once this project is over', 'after the busy season'], {
    notFor: NOT_WORKING,
  }),
];

/** Whether an ability can be said of this subject. */
export const abilityFits = (a: Ability, s: Subject): boolean => {
  if (a.one && isPlural(s) && s.text !== 'you') return false;
  if (a.notFor?.test(s.text)) return false;
  if (/grand/.test(a.rest) && /grand/.test(s.text)) return false;
  // "you … meet you", "I … help you move": the listener is not helped by themselves.
  if (/\byou\b/.test(a.rest) && s.text === 'you') return false;
  return true;
};
