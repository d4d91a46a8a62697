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
import { tableRows } from './table.ts';

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

/** Who an ability does not fit, by the name the table below gives it. */
const NOT_FOR: Record<string, RegExp> = {
  YOUNG: /^(the children|the students)$/,
  NOT_WORKING: /^(the children|the students|my grandfather)$/,
  OLD: /^my grandfather$/,
  GRANDCHILDREN: /^(?!(my brother|my sister|I|Andriy|Maria)$).*/,
  ONLY_CHILDREN: /^(?!the children$).*/,
  ONLY_YOUNG: /^(?!(the children|the students)$).*/,
  NO_EXAMS: /^(I|you|my grandfather|our teacher|my mother|my dad|my parents)$/,
};

/** Reasons shared by several abilities, named in the table below. */
const REASONS: Record<string, readonly string[]> = {
  LEARNT: ['after the course', 'after a few more lessons', 'by the end of the year'],
  ARM: ['when {poss} arm gets better', 'once {poss} arm has healed', 'once the plaster comes off'],
  KNEE: ['when {poss} knee gets better', 'after the operation on {poss} knee', 'once {poss} leg has healed'],
};

/**
 * One ability a line: id | verb | rest | its reasons, split by ";" (a name from REASONS stands for that list)
 * | "one" where it is one person's body, and a name from NOT_FOR. First the skills that a course, lessons or
 * time abroad bring; then recovery, the same thing again once the arm, the knee or the flu is better; then
 * circumstances: a new car, a passport, the weather, the end of exams.
 */
const TABLE = `
speak-french | speak | French | LEARNT; after a year in Paris
speak-spanish | speak | Spanish | LEARNT; after a year in Madrid
speak-german | speak | German | LEARNT; after a year in Berlin
films-no-subtitles | watch | films in English without subtitles | after another year of lessons; by the end of the course
read-english-books | read | books in English | by the end of the course; after another year of lessons
swim-lake | swim | across the lake | by the end of the summer; after a few more lessons
swim-no-help | swim | without help | by the end of the summer; after a few more lessons | OLD
drive-work | drive | to work | once {pron} {has} passed {poss} driving test; when {pron} get{s} {poss} driving licence | one NOT_WORKING
guitar-songs | play | a few songs on the guitar | after a few more lessons; by the end of the month
piano-piece | play | the whole piece on the piano | after a few more lessons; with a bit more practice
ski-slope | ski | down the big slope | after a week at the ski school; with a bit more practice
bake-bread | bake | bread at home | after the cooking course; with a bit more practice
make-pizza | make | real Italian pizza | after the cooking course; after a summer in Naples
type-fast | type | without looking at the keyboard | after a few weeks of practice; with a bit more practice
website | build | a simple website | after the programming course; by the end of the course
chess-club | beat | {poss} grandfather at chess | after a year at the chess club; with a bit more practice | GRANDCHILDREN
tennis-again | play | tennis again | ARM | one
piano-again | play | the piano again | ARM | one
carry-bags | carry | heavy bags again | ARM | one
drive-again | drive | again | ARM | one
run-again | go | for a run again | KNEE | one
football-again | play | football again | KNEE | one
hiking-again | go | hiking again | KNEE | one
walk-no-stick | walk | without a stick | KNEE | one YOUNG
bike-again | ride | a bike again | KNEE | one
back-to-work | go | back to work | when {pron} feel{s} better; once {pron} {has} got over the flu | one NOT_WORKING
back-to-school | go | back to school | when {pron} feel{s} better; once {pron} {has} got over the flu | ONLY_CHILDREN
see-sea | see | the sea from {poss} hotel room | in Odesa; in Greece
visit-grandparents-car | visit | {poss} grandparents more often | once {pron} {has} a car; when the new train line opens
city-centre | get | to the city centre in ten minutes | when the new bridge opens; once the new metro line opens
travel-abroad | travel | abroad again | once {poss} new passport arrives; when {poss} new passport is ready
laptop | buy | a new laptop | when {pron} get{s} {poss} first salary; if {pron} save{s} enough money | NOT_WORKING
sleep-late | sleep | late every morning | when the holidays start; once the exams are over | ONLY_YOUNG
meet-coffee | meet | you for coffee | once {poss} exams are over; after {poss} last exam | NO_EXAMS
skiing-snow | go | skiing | if it snows this week; when the snow comes
swim-sea | swim | in the sea | when the water gets warmer; in July
lunch-garden | have | lunch in the garden | when the weather gets warmer; when the rain stops
borrow-books | borrow | books for free | with {poss} new library card; once {pron} join{s} the library
work-from-home | work | from home two days a week | under {poss} new contract; when the new rules start | one NOT_WORKING
help-move | help | you move on Saturday | after all; now that {poss} car is fixed
holiday-project | take | a long holiday | once this project is over; after the busy season | NOT_WORKING
`;

export const ABILITIES: readonly Ability[] = tableRows(TABLE).map((row) => {
  const [id = '', verb = '', rest = '', reasons = '', flags = ''] = row;
  const words = flags.split(' ').filter((w) => w && w !== 'one');
  const notFor = words[0] === undefined ? undefined : NOT_FOR[words[0]];
  if (words.length > 1 || (words[0] && !notFor))
    throw new Error(`ability-pairs: bad row "${row.join(' | ')}"`);
  return {
    id,
    verb,
    rest,
    reasons: reasons.split(';').flatMap((r) => REASONS[r.trim()] ?? [r.trim()]),
    ...(flags.split(' ').includes('one') ? { one: true } : {}),
    ...(notFor ? { notFor } : {}),
  };
});

/** Whether an ability can be said of this subject. */
export const abilityFits = (a: Ability, s: Subject): boolean => {
  if (a.one && isPlural(s) && s.text !== 'you') return false;
  if (a.notFor?.test(s.text)) return false;
  if (/grand/.test(a.rest) && /grand/.test(s.text)) return false;
  // "you … meet you", "I … help you move": the listener is not helped by themselves.
  if (/\byou\b/.test(a.rest) && s.text === 'you') return false;
  return true;
};
