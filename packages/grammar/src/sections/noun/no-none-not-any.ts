import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import copy from './no-none-not-any.json' with { type: 'json' };

/**
 * No + noun with a positive verb (There is no milk), none alone or before of (There was none left; none of
 * them came), and not … any (I didn't buy any bread). Every wrong choice is impossible where it stands:
 * none before a noun, no before of or with nothing after it, no or none after a negative verb (a double
 * negative), and any with a positive verb in a statement (it would mean "it doesn't matter which"). Lines
 * where any could be right (questions, "Any of my friends could come", "No, thank you" against "None") are
 * left out. The words in [[…]] are the verb that is positive or negative.
 */

/** A positive verb and a noun after the gap → no. */
const NO: readonly Line[] = [
  ['no', '{S} [[{has}]] ___ time to cook during the week'],
  ['no', '{S} [[{has}]] ___ idea where {poss} keys are'],
  ['no', 'There [[were]] ___ buses after midnight, so {S} walked home'],
  ['no', 'There [[was]] ___ answer when {S} rang the bell'],
  ['no', '{S} [[made]] ___ mistakes in the test'],
  ['no', '{S} [[{has}]] ___ brothers or sisters'],
  ['no', 'There [[is]] ___ bread left, so {S} {is} going to the shop'],
  ['no', '{S} [[had]] ___ choice: the last bus had gone'],
  ['no', '{S} [[got]] ___ reply to {poss} email'],
  ['no', 'There [[is]] ___ need to hurry: the train leaves at ten'],
  ['no', '{S} [[{has}]] ___ plans for the weekend yet'],
  ['no', 'This road [[has]] ___ lights, so drive carefully at night'],
  ['no', 'The hotel [[had]] ___ free rooms, so {S} stayed with a friend'],
  ['no', '{S} [[{has}]] ___ money left until the end of the month'],
  ['no', "There [[is]] ___ signal here, so {S} can't call anyone"],
  ['no', 'In the end there [[was]] ___ reason to worry'],
  ['no', 'The village [[has]] ___ shops, only a small café'],
  ['no', '{S} [[{has}]] ___ experience with children, but {pron} {is} willing to learn'],
];

/** A negative verb (not, never, hardly) → any, before a noun or alone. */
const ANY: readonly Line[] = [
  ['any', "{S} [[didn't]] buy ___ bread, so we need to go out again"],
  ['any', "{S} [[didn't]] make ___ mistakes in the test"],
  ['any', "There [[weren't]] ___ buses after midnight"],
  ['any', "{S} [[{has}n't]] got ___ brothers or sisters"],
  ['any', '{S} [[never]] {v:eat} ___ meat'],
  ['any', "I'm sorry, but we [[haven't]] got ___ rooms left"],
  ['any', "{S} [[couldn't]] find ___ information about the course"],
  ['any', "{S} [[{has}n't]] read ___ books by this writer"],
  ['any', "{S} [[didn't]] see ___ animals in the forest"],
  ['any', "{S} [[won't]] need ___ help with the move"],
  ['any', "There [[isn't]] ___ sugar in this tea"],
  ['any', "{S} [[didn't]] take ___ photos on the trip"],
  ['any', "{S} wanted some cake, but there [[wasn't]] ___ left"],
  ['any', '{S} [[hardly]] ever {v:have} ___ free time'],
  ['any', "{S} [[didn't]] get ___ sleep on the night flight"],
];

/** Alone or before of → none. */
const NONE: readonly Line[] = [
  ['none', '{S} wanted some cake, but there was ___ [[left]]'],
  ['none', '{S} invited five friends, but ___ [[of them]] came'],
  ['none', '{S} looked for a cheap hotel, but there were ___ [[left]]'],
  ['none', '___ [[of the shops]] were open on Sunday'],
  ['none', '{S} tried on ten pairs of shoes, but ___ [[of them]] fitted'],
  ['none', '{S} {has} three cousins, but ___ [[of them]] live nearby'],
  ['none', '{S} read all the reviews, and ___ [[of them]] were good'],
  ['none', '___ [[of us]] knew the answer'],
  ['none', '{S} checked every shop in town, but ___ [[of them]] sold batteries'],
  ['none', '___ [[of the students]] passed the test, so the teacher is giving it again'],
  ['none', 'I asked three people for directions, but ___ [[of them]] knew the way'],
  ['none', '{S} needed some coins for the parking machine, but {pron} had ___ [[on {obj}]]'],
  ['none', '___ [[of the trains]] were running because of the snow'],
];

/**
 * Issue 16: more bases, each its own skeleton. They come after the three lists above in the generator, so
 * the skeleton numbers (and the subjects drawn) of the first lines stay put.
 */
const MORE: readonly Line[] = [
  ['no', '{S} [[had]] ___ breakfast this morning, so {pron} {is} really hungry now'],
  ['no', '{S} [[found]] ___ mistakes in the report'],
  ['no', '{S} [[{has}]] ___ car, so {pron} {v:cycle} to work'],
  ['no', '{S} [[{has}]] ___ patience with rude customers'],
  ['no', '{S} [[got]] ___ help from the neighbours with the move'],
  ['no', '{S} [[{has} had]] ___ news from {poss} brother since May'],
  ['no', 'There [[was]] ___ milk in the fridge, so {S} drank {poss} coffee black'],
  ['no', 'There [[is]] ___ lift in the building, so {S} always {v:take} the stairs'],
  ['no', '{S} [[showed]] ___ interest in the job offer'],
  ['any', "{S} [[didn't]] hear ___ noise in the night"],
  ['any', "{S} [[{does}n't]] drink ___ alcohol"],
  ['any', "There [[weren't]] ___ taxis at the station, so {S} walked"],
  ['any', "{S} [[didn't]] spend ___ money at the market"],
  ['any', "{S} [[can't]] find ___ clean socks"],
  ['any', "{S} [[didn't]] bring ___ warm clothes, so {pron} {was} cold"],
  ['any', "{S} [[{has}n't]] made ___ friends in the new town yet"],
  ['any', "{S} [[couldn't]] get ___ tickets for the concert"],
  ['none', '{S} applied for three jobs, but ___ [[of them]] replied'],
  ['none', '{S} made four cakes for the party, and by nine ___ [[of them]] were left'],
  ['none', '___ [[of the phones]] in the office were working this morning'],
  ['none', '{S} bought three lottery tickets, but ___ [[of them]] won'],
  ['none', '{S} asked the neighbours for a ladder, but ___ [[of them]] had one'],
  ['none', '___ [[of the guests]] stayed after midnight'],
  ['none', 'The bakery had ___ [[left]], so {S} bought crackers instead'],
  // issue 16, the full catalogue (appended so the ids above stay put)
  ['no', '{S} [[{has}]] ___ time for lunch today, so {pron} will eat later'],
  ['no', 'There [[was]] ___ hot water this morning, so {S} had a cold shower'],
  ['no', '{S} [[{has}]] ___ idea what to cook tonight'],
  ['no', 'There [[were]] ___ seats left on the train, so {S} stood all the way'],
  ['no', '{S} [[{has}]] ___ reason to complain: the hotel was perfect'],
  ['no', '{S} [[had]] ___ problems with the new phone'],
  ['no', 'There [[is]] ___ parking near the office, so {S} {v:come} by bus'],
  ['no', '{S} [[got]] ___ answer when {pron} rang the office'],
  ['any', "{S} [[didn't]] have ___ cash, so {pron} paid by card"],
  ['any', "{S} [[{has}n't]] got ___ plans for the summer yet"],
  ['any', "{S} [[couldn't]] find ___ good shoes in the sales"],
  ['any', "{S} [[didn't]] buy ___ souvenirs on the trip"],
  ['any', "There [[weren't]] ___ free tables, so {S} ate at the bar"],
  ['any', "{S} [[didn't]] get ___ messages while {pron} {was} away"],
  ['any', "{S} [[won't]] have ___ time to see you this week"],
  ['none', '{S} tried three keys, but ___ [[of them]] opened the door'],
  ['none', '{S} {has} two old bikes, but ___ [[of them]] works'],
  ['none', '{S} asked five shops for the part, but ___ [[of them]] had it'],
  ['none', '___ [[of the lifts]] were working, so we took the stairs'],
  ['none', '___ [[of my friends]] could come to the party'],
  // issue 16, the full catalogue (h3), appended again so every id above stays put
  ['no', '{S} [[{has}]] ___ money for a new phone this month'],
  ['no', 'There [[were]] ___ clouds in the sky, so {S} went to the beach'],
  ['no', '{S} [[had]] ___ time to have lunch today'],
  ['no', '{S} [[{has}]] ___ interest in politics'],
  ['no', '{S} [[{has}]] ___ pets because {poss} flat is too small'],
  ['no', 'There [[is]] ___ coffee left, so {S} {is} making tea'],
  ['no', '{S} [[got]] ___ sleep on the night train'],
  ['no', 'The shop [[had]] ___ bread left, so {S} bought rolls'],
  ['no', '{S} [[{has}]] ___ plans to move abroad'],
  ['no', 'There [[were]] ___ buses on Sunday, so {S} cycled to the lake'],
  ['no', '{S} [[made]] ___ noise when {pron} came home late'],
  ['no', '{S} [[{has}]] ___ doubt that {pron} made the right choice'],
  ['no', 'The flat [[has]] ___ balcony, but it has a big kitchen'],
  ['no', '{S} [[had]] ___ trouble finding the hotel'],
  ['any', "{S} [[didn't]] get ___ presents for {poss} birthday"],
  ['any', "{S} [[{does}n't]] have ___ pets"],
  ['any', "{S} [[didn't]] see ___ friends at the party"],
  ['any', "There [[wasn't]] ___ room in the car for the bags"],
  ['any', '{S} [[never]] {v:buy} ___ magazines'],
  ['any', "{S} [[didn't]] need ___ help with the forms"],
  ['any', "{S} [[{has}n't]] had ___ problems with the car"],
  ['any', "{S} [[couldn't]] buy ___ bread because the bakery was closed"],
  ['any', "There [[aren't]] ___ good restaurants near the station"],
  ['any', "{S} [[didn't]] eat ___ vegetables at dinner"],
  ['any', "{S} [[won't]] get ___ sleep tonight with this noise"],
  ['any', "{S} [[didn't]] find ___ mushrooms in the forest"],
  ['any', "{S} [[{does}n't]] have ___ free time on weekdays"],
  ['any', "{S} [[didn't]] send ___ postcards from Greece"],
  ['none', '{S} baked a lot of biscuits, but there are ___ [[left]] now'],
  ['none', '{S} asked four people, but ___ [[of them]] had change'],
  ['none', '___ [[of the windows]] were open, so it was hot inside'],
  ['none', '{S} called three plumbers, but ___ [[of them]] could come today'],
  ['none', '{S} tried on five jackets, but ___ [[of them]] looked good'],
  ['none', '___ [[of the buses]] go to the airport at night'],
  ['none', '{S} {has} four close friends from school, but ___ [[of them]] live in Kyiv'],
  ['none', '{S} sent ten messages, but ___ [[of them]] got a reply'],
  ['none', '___ [[of the restaurants]] were open after midnight'],
  ['none', '{S} planted tomatoes, but ___ [[of them]] grew'],
  ['none', '{S} bought three umbrellas last year, and ___ [[of them]] survived the winter'],
  ['none', '{S} went to buy milk, but the shop had ___ [[left]]'],
];

/** The word after the gap (the noun for no / any). */
const after = (text: string) => ((text.split('___ ')[1] ?? '').split(/\s/)[0] ?? '').replace(/[.,:;]$/, '');

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'no-none',
    [...NO, ...ANY, ...NONE, ...MORE],
    () => ONE,
    6,
    (key, text, cue) => {
      const noun = after(text);
      let wrong: Wrong[];
      if (key === 'no')
        wrong = [d('none', 'none-before-noun', { noun }), d('any', 'any-without-negative', { cue })];
      else if (key === 'any') {
        const alone = !noun || /^(left|in|at|on)$/.test(noun);
        wrong = [
          d('no', alone ? 'no-without-noun' : 'no-after-negative', alone ? {} : { cue }),
          alone ? d('none', 'no-after-negative', { cue }) : d('none', 'none-before-noun', { noun }),
        ];
      } else {
        const of = /^of\b/.test(cue);
        wrong = [
          of ? d('no', 'no-before-of') : d('no', 'no-without-noun'),
          d('any', 'any-without-negative', { cue: positiveVerb(text) }),
        ];
      }
      return { wrong, ruleId: key === 'no' ? 'no-noun' : key === 'any' ? 'not-any' : 'none-alone' };
    },
  );
}

/** The positive verb a "none" line turns on (was, were, came …), for the explanation of "any". */
function positiveVerb(text: string): string {
  const m = /___ (?:of \w+(?: \w+)? )?(\w+)/.exec(text);
  const before = /\b(was|were|had)\s+___/.exec(text);
  return before?.[1] ?? m?.[1] ?? 'the verb';
}

export const noNoneNotAnyTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
