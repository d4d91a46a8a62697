import { z } from 'zod';
import { d, finish, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES } from '../../lexicon/adjectives.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './comparative-modifiers.data.json' with { type: 'json' };
import copy from './comparative-modifiers.json' with { type: 'json' };

/**
 * Modifiers of comparatives: much / far / a lot / a bit / slightly / even + comparative (much bigger, a bit
 * cheaper), many / much + more + noun (many more tourists, much more time), and not nearly as … as.
 *
 * Much, far and a lot mean the same here, and so do a bit and slightly (and a little), so one is never
 * offered against another of its group: every wrong choice is wrong by form (very / so / too / a lot of /
 * slight / many before a comparative, more + a comparative, a plain adjective before than, much with a
 * plural noun) or, only where a cue in [[…]] fixes the size of the difference ("half the price", "only by a
 * degree"), the other group. A plain adjective after a bit or slightly is English ("a bit big"), so it is
 * offered as wrong only when than follows. A line is one base sentence (one skeleton): `_` is the modifier,
 * the word(s) after it the comparative; {P}/{poss}/{obj} make it about another owner (authored.ts).
 */

type Big = 'much' | 'far' | 'a lot';
type Small = 'a bit' | 'slightly';
type Key = Big | Small | 'even';
interface Line {
  key: Key;
  text: string;
}
const BIG: readonly Key[] = ['much', 'far', 'a lot'];
const SMALL: readonly Key[] = ['a bit', 'slightly'];

const M = (key: Key, text: string): Line => ({ key, text });

/** Comparatives used below that the adjective lexicon does not hold (two-form ones are fine as answers). */
const BASE_OF: Record<string, string> = record('BASE_OF', data.BASE_OF, z.string());

const LINES: readonly Line[] = [
  // much
  M('much', '{P} new flat is _ bigger than {poss} old one'),
  M('much', 'The train is _ faster than the bus'),
  M('much', 'This sofa is _ more comfortable than the old one'),
  M('much', '{P} new job is _ more interesting than {poss} last one'),
  M('much', 'Life in the village is _ quieter than life in the city'),
  M('much', 'Flying is _ quicker than taking the train, but it costs more'),
  M('much', 'The second half of the match was _ better than the first'),
  M('much', 'Tickets bought online are _ cheaper than tickets bought at the door'),
  M('much', '{P} English is _ better than it was a year ago'),
  M('much', 'The new bridge is _ wider than the old one'),
  M('much', 'The city centre is _ busier on Saturdays than on weekdays'),
  M('much', 'The exam was _ easier than I expected'),
  M('much', 'Cycling to work is _ healthier than driving'),
  M('much', 'The lake is _ deeper than it looks'),
  M('much', 'The film was _ longer than I thought it would be'),
  M('much', 'The shop on the corner is _ more expensive than the supermarket'),
  M('much', 'Your plan is _ safer than mine'),
  M('much', 'Kyiv is _ bigger than Lviv'),
  M('much', '{P} new laptop is _ lighter than {poss} old one'),
  M('much', 'The weather in the mountains was _ colder than we had expected'),
  M('much', 'This pan is _ heavier than it looks'),
  M('much', 'The road along the coast is _ more beautiful than the motorway'),
  M('much', 'The café near the park is _ nicer than the one by the station'),
  M('much', 'Our new car is _ more reliable than the old one'),
  M('much', 'The second interview was _ more difficult than the first'),
  M('much', '{P} new bike is _ lighter than {poss} old one'),
  M('much', '{P} new car is _ more economical than {poss} old one'),
  M('much', '{P} new boss is _ friendlier than {poss} last one'),
  M('much', '{P} new glasses are _ stronger than {poss} old ones'),
  M('much', '{P} new desk is _ bigger than {poss} old one'),
  M('much', '{P} back has been _ better since {pron} started swimming'),
  // far
  M('far', 'This version of the song is _ better than the original'),
  M('far', 'The mountain road is _ more dangerous than the motorway'),
  M('far', 'Renting a car is _ more convenient than taking taxis everywhere'),
  M('far', 'Online courses are _ more flexible than evening classes'),
  M('far', 'The new stadium is _ larger than the old one'),
  M('far', '{P} new phone is _ more expensive than {poss} old one'),
  M('far', 'The second book in the series is _ more exciting than the first'),
  M('far', 'Homemade soup is _ tastier than soup from a tin'),
  M('far', 'The museum was _ more interesting than the guidebook suggested'),
  M('far', "This year's festival was _ bigger than last year's"),
  M('far', 'Sending an email is _ faster than sending a letter'),
  M('far', 'Our new office is _ brighter than the old one'),
  M('far', 'The new hospital is _ more modern than the old one'),
  M('far', 'The town is _ more popular with tourists than it was ten years ago'),
  M('far', 'Learning Chinese is _ harder than learning Spanish for most English speakers'),
  M('far', 'The storm last night was _ worse than the forecast said'),
  M('far', 'The hotel by the beach is _ more relaxing than the one in town'),
  M('far', 'The new printer is _ more reliable than the old one'),
  M('far', '{P} new headphones are _ better than {poss} old ones'),
  M('far', '{P} new house is _ more spacious than {poss} old one'),
  M('far', '{P} new school is _ closer than {poss} old one'),
  M('far', 'The food at the wedding was _ better than we had expected'),
  M('far', 'Travelling by train in Europe is _ more relaxing than flying'),
  // a lot
  M('a lot', 'The tickets are _ cheaper if you book them online'),
  M('a lot', '{P} new flat is _ closer to the station than {poss} old one'),
  M('a lot', "It's _ warmer in the kitchen than in the living room"),
  M('a lot', 'The sea is _ warmer in August than in June'),
  M('a lot', 'Our team is _ stronger this year than last year'),
  M('a lot', '{P} grandmother is _ better today; yesterday she had a high temperature'),
  M('a lot', 'Vegetables at the market are _ fresher than the ones in the supermarket'),
  M('a lot', 'The park is _ busier at the weekend than during the week'),
  M('a lot', 'This route is _ shorter than the one the app suggested'),
  M('a lot', 'Prices in the village shop are _ higher than in town'),
  M('a lot', 'The new coffee machine is _ quieter than the old one'),
  M('a lot', 'Trains are _ more comfortable than buses on long journeys'),
  M('a lot', 'The streets are _ cleaner now that the council collects the rubbish every day'),
  M('a lot', 'The water is _ calmer in the bay than on the open sea'),
  M('a lot', 'The new software is _ easier to use than the old one'),
  M('a lot', '{P} daughter is _ taller than she was last summer'),
  M('a lot', 'Everything is _ more expensive in the airport shops'),
  M('a lot', '{P} new car is _ quieter than {poss} old one'),
  M('a lot', '{P} new suitcase is _ lighter than {poss} old one'),
  M('a lot', '{P} cough is _ better today'),
  M('a lot', '{P} garden is _ greener this year after all the rain'),
  // a bit
  M('a bit', 'The new lift is _ faster than the old one'),
  M('a bit', 'Can we leave _ earlier tomorrow? I have a meeting at nine'),
  M('a bit', 'The blue shirt is _ cheaper than the white one'),
  M('a bit', 'Could you walk _ slower? My feet hurt'),
  M('a bit', 'Could we have a table _ closer to the window, please?'),
  M('a bit', 'The soup is _ saltier than last time'),
  M('a bit', "It's _ warmer today than it was yesterday"),
  M('a bit', 'Could you come _ later? I am still at work'),
  M('a bit', 'This path is _ longer, but the views are lovely'),
  M('a bit', '{P} sister is _ taller than {obj}'),
  M('a bit', 'The train was _ later than usual this morning'),
  M('a bit', 'The new chairs are _ more comfortable than the old ones'),
  M('a bit', 'Can you walk _ faster? We are going to miss the train'),
  M('a bit', 'The second hotel we looked at was _ nicer than the first'),
  M('a bit', 'The coffee here is _ stronger than I like it'),
  M('a bit', 'Tom is _ older than his wife'),
  M('a bit', 'This jacket is nice, but do you have one in a _ darker colour?'),
  M('a bit', 'The bus is _ slower than the tram, but it stops right outside our house'),
  M('a bit', 'Could you close the window? It is getting _ colder in here'),
  M('a bit', '{P} new flat is _ smaller than {poss} old one, but it is right in the centre'),
  M('a bit', '{P} new trousers are _ longer than {poss} old ones'),
  M('a bit', '{P} new chair is _ higher than {poss} old one'),
  // slightly
  M('slightly', 'The rent in the suburbs is _ lower than in the centre'),
  M('slightly', 'The price of petrol is _ higher this month'),
  M('slightly', 'The new model is _ heavier than the old one'),
  M('slightly', 'The blue sofa is _ wider than the grey one'),
  M('slightly', 'Our flight took _ longer than usual because of the wind'),
  M('slightly', 'The temperature today is _ lower than it was yesterday'),
  M('slightly', 'The second edition of the book is _ longer than the first'),
  M('slightly', 'The meeting room on the second floor is _ bigger than this one'),
  M('slightly', '{P} test score is _ better than last time'),
  M('slightly', 'The café across the road is _ cheaper than this one'),
  M('slightly', 'The tomatoes from the market are _ more expensive, but they taste better'),
  M('slightly', 'The paint looks _ darker on the wall than in the tin'),
  M('slightly', 'Prices at the new supermarket are _ lower than at the old one'),
  M('slightly', 'The new version of the game is _ faster than the old one'),
  M('slightly', 'The twins look alike, but Ivan is _ taller than his brother'),
  M('slightly', 'This mattress is _ softer than the one we had before'),
  M('slightly', '{P} new car is _ wider than {poss} old one'),
  M('slightly', '{P} new phone is _ thicker than {poss} old one'),
  M('slightly', '{P} new desk is _ smaller than {poss} old one'),
  // even
  M('even', 'Yesterday was cold, but today is _ colder'),
  M('even', 'The first film was good, but the sequel is _ better'),
  M('even', 'Our old flat was small, but this one is _ smaller'),
  M('even', 'The drive there took three hours, and the drive back was _ longer'),
  M('even', 'I thought the test would be hard, but it was _ harder than I expected'),
  M('even', 'Mark is tall, but his son is _ taller'),
  M('even', 'The hotel was expensive, and the restaurant was _ more expensive'),
  M('even', 'Last summer was hot, but this summer is _ hotter'),
  M('even', 'The queue was long at nine, and by ten it was _ longer'),
  M('even', 'Kate is a good cook, but her husband is _ better'),
  M('even', 'The traffic was bad on Monday, but on Tuesday it was _ worse'),
  M('even', 'The museum was crowded in the morning, and in the afternoon it was _ more crowded'),
  M('even', 'The old sofa was comfortable, but the new one is _ more comfortable'),
  M('even', 'The first exercise was easy, and the second one was _ easier'),
  M('even', 'The cake looked delicious, and it tasted _ better'),
  M('even', 'The beach was beautiful, and the view from the hill was _ more beautiful'),
  M('even', 'The rent here is high, but in the city centre it is _ higher'),
  M('even', 'The first chapter was boring, and the second was _ more boring'),
  M('even', 'His first novel was successful, but his second was _ more successful'),
  M('even', 'The tea was sweet, and the cake was _ sweeter'),
  // a cue fixes the size: a big difference
  M('much', 'Train tickets are _ cheaper if you book early: [[they are sometimes half the price]]'),
  M('far', 'The new route is _ shorter: [[it takes twenty minutes instead of an hour]]'),
  M('much', 'Their new house is _ bigger: [[it has four bedrooms instead of one]]'),
  M('a lot', 'Life in the capital is _ more expensive: [[the rent there is three times higher]]'),
  M('far', 'The new printer is _ faster: [[the old one took ten minutes for what this one does in one]]'),
  M('much', 'The bus is _ slower than the train: [[it takes five hours instead of two]]'),
  M('a lot', 'The flat upstairs is _ bigger than ours: [[it is twice the size]]'),
  M('far', 'Solar panels are _ cheaper than they were: [[they cost a tenth of the old price]]'),
  // a cue fixes the size: a small difference
  M('a bit', 'The blue jacket is only _ more expensive: [[just two euros more]]'),
  M('slightly', 'The new model is only _ lighter, [[about fifty grams]]'),
  M('slightly', 'My score was _ better than last time: [[just one point higher]]'),
  M('a bit', 'The second flat is _ bigger, [[but only by a few square metres]]'),
  M('slightly', 'It is _ warmer today: [[the temperature is only one degree higher]]'),
  M('a bit', 'The train is _ faster than the bus: [[it saves you about five minutes]]'),
  M('slightly', 'The café on the corner is _ cheaper: [[a coffee there costs ten cents less]]'),
  M('a bit', 'The new phone is only _ bigger than the old one, [[a few millimetres]]'),
];

/** many / much + more + noun: the noun decides (a countable plural → many, an uncountable noun → much). */
interface NounLine {
  key: 'many' | 'much';
  text: string;
  noun: string;
}
const N = (key: 'many' | 'much', text: string, noun: string): NounLine => ({ key, text, noun });
const NOUN_LINES: readonly NounLine[] = [
  N('many', 'There are _ more tourists in the city this year', 'tourists'),
  N('many', 'We need _ more chairs for the party', 'chairs'),
  N('many', 'There are _ more cars on the roads than ten years ago', 'cars'),
  N('many', 'The new library has _ more books than the old one', 'books'),
  N('many', 'This year _ more students chose Spanish than French', 'students'),
  N('many', 'The new phone can store _ more photos than the old one', 'photos'),
  N('many', 'There were _ more people at the concert than we expected', 'people'),
  N('many', 'Our new flat has _ more cupboards than the old one', 'cupboards'),
  N('many', 'The shop sells _ more bikes in spring than in winter', 'bikes'),
  N('many', 'The second test had _ more questions than the first', 'questions'),
  N('much', 'We will need _ more time to finish the project', 'time'),
  N('much', 'You should drink _ more water when it is hot', 'water'),
  N('much', 'This job gives me _ more free time than my last one', 'free time'),
  N('much', 'Cooking at home takes _ more effort, but it is cheaper', 'effort'),
  N('much', 'There is _ more traffic in the mornings than in the afternoons', 'traffic'),
  N('much', 'Modern cars use _ less petrol than old ones', 'petrol'),
  N('much', 'The new fridge uses _ less electricity than the old one', 'electricity'),
  N('much', 'There is _ more space in the new office', 'space'),
  N('much', 'Our village gets _ more rain than the coast', 'rain'),
  N('much', 'The new boss gives us _ more freedom than the old one did', 'freedom'),
];

/** not nearly as … as: a big difference, said with as … as. */
const NEARLY_LINES: readonly string[] = table('NEARLY_LINES', data.NEARLY_LINES, z.string());

/** Owners for lines with {P} (a flat, a phone, a job, one's English, a sister). */
const OWNERS: Subject[] = ONE.filter((s) => !/^my /.test(s.text));
/** A home or a car can be a couple's or a family's too. */
const HOME_OWNERS: Subject[] = [...OWNERS, ...GROUP.slice(0, 2)];
const ownersFor = (text: string): Subject[] =>
  /\b(flat|house|car|garden)\b/.test(text) ? HOME_OWNERS : OWNERS;

/** The comparative after the gap and its plain adjective: "bigger" → big, "more expensive" → expensive. */
export function comparativeAt(rest: string): { comparative: string; adjective: string; long: boolean } {
  const words = rest
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.,:;?!]+$/, ''));
  const first = words[0] ?? '';
  if (first === 'more' || first === 'less') {
    const adj = words[1] ?? '';
    return { comparative: `${first} ${adj}`, adjective: adj, long: true };
  }
  const known = ADJECTIVES.find((a) => a.comp === first)?.base ?? BASE_OF[first];
  if (!known) throw new Error(`comparative-modifiers: no plain form known for "${first}"`);
  return { comparative: first, adjective: known, long: false };
}

const cue = (text: string): string => text.match(/\[\[(.*?)\]\]/)?.[1] ?? '';
const plain = (text: string): string => text.replace(/\[\[|\]\]/g, '');
/** The wrong -er form of a long adjective (comfortabler): a non-word learners make. */
const wrongEr = (adj: string): string => (adj.endsWith('e') ? `${adj}r` : `${adj}er`);

function modifierItems(rng: Rng, line: Line, i: number): Item[] {
  const out: Item[] = [];
  const c = cue(line.text);
  const subjects = subjectsFor(rng, line.text, ownersFor(line.text), 4);
  for (const s of subjects) {
    const text = fill(plain(line.text), s);
    const [before = '', after = ''] = text.split(' _ ');
    const { comparative, adjective, long } = comparativeAt(after);
    const rest = after.slice(comparative.length);
    const than = /^\s*than\b/.test(rest);
    const skeleton = `comparative-modifiers:${i}`;
    const ruleId =
      line.key === 'even' ? 'even' : SMALL.includes(line.key) ? 'small-difference' : 'big-difference';
    const other: Key | null = c ? (SMALL.includes(line.key) ? 'much' : 'a bit') : null;
    const size = (choice: string): Wrong =>
      d(choice, 'modifier-size-mismatch', { cue: c, given: SMALL.includes(line.key) ? 'big' : 'small' });
    const form = (choice: string): Wrong => d(choice, 'comparative-modifier-form', { comparative });
    const extra: Wrong[] =
      line.key === 'a lot'
        ? [form('a lot of')]
        : line.key === 'slightly'
          ? [form('slight')]
          : [form(rng.pick(['so', 'too']))];
    // 1. The modifier in the gap: "much ___ bigger" → much; very, more (+ -er), a lot of, slight are wrong.
    {
      const wrong: Wrong[] = [
        ...(other ? [size(other)] : []),
        form('very'),
        ...(long ? [] : [d('more', 'double-comparative', { comparative })]),
        ...extra,
      ];
      out.push({
        text: finish(`${before} ___ ${after}`),
        answer: line.key,
        wrong: limitWrong(rng, wrong, 3, other ? 2 : 1),
        ruleId,
        trigger: [c || comparative],
        skeleton,
      });
    }
    // 2. Modifier and comparative in the gap: "much bigger"; very bigger, much big (+ than), much more bigger.
    {
      const key = `${line.key} ${comparative}`;
      const wrong: Wrong[] = [
        ...(other ? [size(`${other} ${comparative}`)] : []),
        form(`very ${comparative}`),
        ...(than
          ? [d(`${line.key} ${adjective}`, 'modifier-without-comparative', { adjective, comparative })]
          : []),
        long
          ? d(`${line.key} ${wrongEr(adjective)}`, 'er-with-long-adjective', {
              adjective,
              comparative,
              kind: 'long',
            })
          : d(`${line.key} more ${comparative}`, 'double-comparative', { comparative }),
      ];
      out.push({
        text: finish(`${before} ___${rest}`),
        answer: key,
        wrong: limitWrong(rng, wrong, 3, other ? 2 : 1),
        ruleId,
        trigger: [
          c ||
            (than
              ? 'than'
              : line.key === 'even'
                ? (before.split(',')[0] ?? before)
                : before.split(' ').slice(-2).join(' ')),
        ],
        skeleton,
      });
    }
    // 3. The comparative after a given modifier, where than follows: "much ___ than" → bigger.
    if (than && !c && !comparative.startsWith('less')) {
      const wrong: Wrong[] = [
        d(adjective, 'modifier-without-comparative', { adjective, comparative }),
        long
          ? d(wrongEr(adjective), 'er-with-long-adjective', { adjective, comparative, kind: 'long' })
          : d(`more ${comparative}`, 'double-comparative', { comparative }),
      ];
      out.push({
        text: finish(`${before} ${line.key} ___${rest}`),
        answer: comparative,
        wrong,
        ruleId: 'comparative-after-modifier',
        trigger: [`${line.key}`, 'than'],
        skeleton,
      });
    }
  }
  return out;
}

function nounItems(line: NounLine, i: number): Item[] {
  const [before = '', after = ''] = line.text.split(' _ ');
  const skeleton = `comparative-modifiers:noun-${i}`;
  const more = after.split(' ')[0] ?? 'more';
  const mismatch =
    line.key === 'many'
      ? d('much', 'much-with-countable', { noun: line.noun })
      : d('many', 'many-with-uncountable', { noun: line.noun });
  const ruleId = line.key === 'many' ? 'many-more' : 'much-more';
  const phraseWrong = (w: Wrong): Wrong => ({ ...w, choice: `${w.choice} ${more}` });
  return [
    {
      text: finish(`${before} ___ ${after}`),
      answer: line.key,
      wrong: [mismatch, d('very', 'comparative-modifier-form', { comparative: more })],
      ruleId,
      trigger: [line.noun],
      skeleton,
    },
    {
      text: finish(`${before} ___${after.slice(more.length)}`),
      answer: `${line.key} ${more}`,
      wrong: [phraseWrong(mismatch), d(`very ${more}`, 'comparative-modifier-form', { comparative: more })],
      ruleId,
      trigger: [line.noun],
      skeleton,
    },
  ];
}

function nearlyItems(rng: Rng, line: string, i: number): Item[] {
  const out: Item[] = [];
  for (const s of subjectsFor(rng, line, ownersFor(line), 4)) {
    const text = fill(line, s);
    const [before = '', after = ''] = text.split(' _ ');
    const verb = before.split(' ').pop() ?? 'is';
    const head = before.slice(0, before.length - verb.length).trim();
    const asAs = after.split(' as ')[0] ?? '';
    const trigger = `as ${asAs.replace(/^as /, '')} as`;
    const skeleton = `comparative-modifiers:nearly-${i}`;
    const nf = (choice: string): Wrong => d(choice, 'not-nearly-form', {});
    out.push({
      text: finish(`${head} ${verb}n't ___ ${after}`),
      answer: 'nearly',
      wrong: limitWrong(rng, [nf('much'), nf('very'), nf('more')], 2, 0),
      ruleId: 'not-nearly',
      trigger: [trigger],
      skeleton,
    });
    out.push({
      text: finish(`${before} ___ ${after}`),
      answer: 'not nearly',
      wrong: limitWrong(rng, [nf('nearly not'), nf('not much'), nf('not very')], 2, 1),
      ruleId: 'not-nearly',
      trigger: [trigger],
      skeleton,
    });
  }
  return out;
}

export const comparativeModifiersTopic: TopicDef = makeTopic(copy, {
  target: 1000,
  build: (rng) => [
    ...LINES.flatMap((line, i) => modifierItems(rng, line, i)),
    ...NOUN_LINES.flatMap((line, i) => nounItems(line, i)),
    ...NEARLY_LINES.flatMap((line, i) => nearlyItems(rng, line, i)),
  ],
});

export const COMPARATIVE_MODIFIER_LINES = { LINES, NOUN_LINES, NEARLY_LINES, BIG, SMALL };
