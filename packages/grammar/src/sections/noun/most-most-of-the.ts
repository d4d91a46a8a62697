import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import copy from './most-most-of-the.json' with { type: 'json' };

/**
 * Most (people/things in general) vs most of (a part of a group or thing we name: the, my, these, them, it)
 * vs the most (a superlative: the most interesting film). The words right after the gap decide: a bare
 * noun takes "most" ("most of people" is wrong), a determiner or pronoun takes "most of" ("most the
 * students" is wrong), an adjective + noun takes "the most". "The most" is never offered before a plain
 * noun where it could mean "the largest number" (Which city has the most people?): the "most" lines are
 * general statements after say/think/believe, where "the most people" cannot stand; the superlative
 * lines have no bare noun after the gap, so "most" there (= very) cannot stand either.
 */

/** Most + a bare plural or uncountable noun: people or things in general. */
const MOST: readonly Line[] = [
  ['most', '{S} {v:think} that ___ [[people]] are honest'],
  ['most', '{S} {v:believe} that ___ [[children]] love animals'],
  ['most', "{S} {v:say} that ___ [[teenagers]] don't get enough sleep"],
  ['most', '{S} {v:think} that ___ [[cats]] prefer to be alone'],
  ['most', '{S} {v:like} ___ [[kinds of music]], but not opera'],
  ['most', '{S} {v:enjoy} ___ [[sports]], but not golf'],
  ['most', '{S} {v:know} that ___ [[shops]] here close early on Sundays'],
  ['most', '{S} {v:say} that ___ [[doctors]] recommend walking every day'],
  ['most', '{S} {v:think} that ___ [[students]] work hard before exams'],
  ['most', '{S} {v:cycle} to work ___ [[days]], even in winter'],
  ['most', '{S} {v:think} that ___ [[adults]] need about eight hours of sleep'],
  ['most', '{S} {v:believe} that ___ [[problems]] have a simple solution'],
  ['most', '{S} {v:say} that ___ [[dogs]] are friendly if you are calm'],
  ['most', '{S} {v:think} that ___ [[parents]] worry too much'],
  ['most', '{S} {v:feel} that ___ [[meetings]] are a waste of time'],
  ['most', '{S} {v:say} that ___ [[plants]] need plenty of light'],
  ['most', '{S} {v:think} that ___ [[cars]] today are too big'],
  ['most', '{S} {v:know} that ___ [[museums]] in the city are closed on Mondays'],
  ['most', '{S} {v:say} that ___ [[young people]] use their phones too much'],
  ['most', '{S} {v:believe} that ___ [[languages]] are easier to learn when you are young'],
  ['most', '{S} {v:think} that ___ [[tourists]] come here for the beaches'],
  ['most', '{S} {v:say} that ___ [[fruit]] is better eaten fresh'],
  ['most', '{S} {v:think} that ___ [[hotels]] in this town are too expensive'],
  ['most', '{S} {v:know} that ___ [[birds]] leave this area in winter'],
];

/** Most of + the / my / these / them / it: a part of a group or thing we name. */
const MOST_OF: readonly Line[] = [
  ['most of', '{S} spent ___ [[the weekend]] in the garden'],
  ['most of', '{S} {v:spend} ___ [[{poss} salary]] on rent'],
  ['most of', '{S} read ___ [[the book]] on the train'],
  ['most of', '{S} {v:know} ___ [[the people]] in {poss} street'],
  ['most of', '{S} {v:agree} with ___ [[what]] you said at the meeting'],
  ['most of', '{S} lost ___ [[{poss} old photos]] when {poss} laptop broke'],
  ['most of', '{S} slept through ___ [[the film]]'],
  ['most of', '{S} {v:do} ___ [[{poss} shopping]] online'],
  ['most of', '{S} gave ___ [[{poss} old clothes]] to charity'],
  ['most of', '{S} forgot ___ [[the words]] of the song'],
  ['most of', '{S} {was} awake for ___ [[the night]] because of the storm'],
  ['most of', '{S} {v:spend} ___ [[{poss} free time]] outdoors'],
  ['most of', "The lecture was in French, so {S} didn't understand ___ [[it]]"],
  ['most of', '{S} invited twenty people, and ___ [[them]] came'],
  ['most of', '{S} {v:get} on well with ___ [[{poss} colleagues]]'],
  ['most of', '{S} {v:keep} ___ [[{poss} books]] in boxes in the attic'],
  ['most of', '{S} answered ___ [[the questions]] correctly'],
  ['most of', '{S} threw away ___ [[the food]] in the fridge before the holiday'],
  ['most of', '{S} sold ___ [[{poss} furniture]] before the move'],
  ['most of', '{S} {has} already painted ___ [[the kitchen]]'],
  ['most of', '{S} bought ten lottery tickets, but ___ [[them]] won nothing'],
  ['most of', '{S} {has} already packed ___ [[{poss} things]] for the move'],
  ['most of', '{S} {v:think} that ___ [[these]] photos are too dark'],
  ['most of', '{S} {has} tried ___ [[the dishes]] on the menu'],
];

/** The most + adjective + noun: the superlative. */
const THE_MOST: readonly Line[] = [
  ['the most', 'That was ___ [[boring film]] {S} {has} ever seen'],
  ['the most', 'It was ___ [[beautiful place]] {S} {has} ever visited'],
  ['the most', 'Lviv is ___ [[interesting city]] {S} {has} ever lived in'],
  ['the most', 'This is ___ [[expensive restaurant]] {S} {has} ever been to'],
  ['the most', 'It was ___ [[difficult exam]] {S} {has} ever taken'],
  ['the most', 'That was ___ [[delicious meal]] {S} {has} had all year'],
  ['the most', '{S} {v:think} chess is ___ [[exciting game]] in the world'],
  ['the most', '{S} {v:say} that honesty is ___ [[important thing]] in a friendship'],
  ['the most', 'For {O}, Sunday is ___ [[relaxing day]] of the week'],
  ['the most', '{S} {v:think} the last chapter is ___ [[exciting part]] of the book'],
  ['the most', 'The storm last night was ___ [[frightening thing]] {S} {has} ever experienced'],
  ['the most', 'That was ___ [[useful advice]] anyone has ever given {O}'],
  ['the most', '{S} {v:think} that Kyiv is ___ [[beautiful city]] in Ukraine'],
  ['the most', 'It was ___ [[comfortable hotel]] {S} {has} ever stayed in'],
  ['the most', '{S} {v:say} this is ___ [[popular café]] in town'],
  ['the most', '{S} {v:say} that moving house was ___ [[stressful experience]] of {poss} life'],
  ['the most', '{S} {v:think} the ending is ___ [[surprising part]] of the film'],
  ['the most', '{S} bought ___ [[expensive ticket]] because it was the only one left'],
  ['the most', '{S} chose ___ [[comfortable chair]] in the room'],
  ['the most', '{S} found maths ___ [[difficult subject]] at school'],
  ['the most', '{S} {v:say} that August is ___ [[popular month]] for holidays'],
  ['the most', 'It was ___ [[generous present]] {S} {has} ever received'],
  ['the most', '{S} {v:think} that the bridge is ___ [[famous building]] in the city'],
  ['the most', 'That was ___ [[dangerous road]] {S} {has} ever driven on'],
];

/**
 * Issue 16, the full catalogue: more bases of each kind, appended after the three lists in the generator so
 * the skeleton numbers (and the subjects drawn) of the first lines stay put. The same rules hold: most after
 * think/say/believe that, like or enjoy; most of before the / a possessive; the most before an adjective and a
 * noun it compares (ever, in, of, on the menu).
 */
const MORE: readonly Line[] = [
  ['most', '{S} {v:think} that ___ [[people]] want a quiet life'],
  ['most', '{S} {v:say} that ___ [[hotels]] in the area are full in August'],
  ['most', '{S} {v:believe} that ___ [[accidents]] happen at home'],
  ['most', '{S} {v:think} that ___ [[films]] these days are too long'],
  ['most', '{S} {v:enjoy} ___ [[kinds of food]], but not very spicy dishes'],
  ['most', '{S} {v:like} ___ [[vegetables]], but not cabbage'],
  ['most', '{S} {v:know} that ___ [[banks]] are closed on public holidays'],
  ['most', '{S} {v:say} that ___ [[children]] learn languages quickly'],
  ['most', '{S} {v:think} that ___ [[cafés]] here are too noisy'],
  ['most', '{S} {v:say} that ___ [[flights]] from here leave in the morning'],
  ['most', '{S} {v:believe} that ___ [[people]] would help a stranger'],
  ['most', '{S} {v:think} that ___ [[jobs]] will change because of computers'],
  ['most', '{S} {v:enjoy} ___ [[types of exercise]], except running'],
  ['most', '{S} {v:say} that ___ [[bread]] in the supermarket is not very fresh'],
  ['most', '{S} {v:think} that ___ [[advertisements]] are annoying'],
  ['most', '{S} {v:know} that ___ [[trains]] to Lviv leave from platform two'],
  ['most of', '{S} spent ___ [[the morning]] on the phone'],
  ['most of', '{S} {v:save} ___ [[{poss} bonus]] every year'],
  ['most of', '{S} ate ___ [[the cake]] before the guests arrived'],
  ['most of', '{S} {has} read ___ [[the books]] on this shelf'],
  ['most of', '{S} {v:know} ___ [[the songs]] on this album by heart'],
  ['most of', '{S} watched ___ [[the match]] in a café'],
  ['most of', '{S} {v:spend} ___ [[{poss} evenings]] reading'],
  ['most of', '{S} {has} visited ___ [[the countries]] in Europe'],
  ['most of', '{S} cleaned ___ [[the house]] before lunch'],
  ['most of', '{S} recognised ___ [[the people]] in the old photo'],
  ['most of', 'It rained for ___ [[the holiday]], but {S} still enjoyed it'],
  ['most of', '{S} {v:grow} ___ [[{poss} vegetables]] in the garden'],
  ['most of', '{S} {has} forgotten ___ [[the French]] {pron} learned at school'],
  ['most of', '{S} {v:do} ___ [[{poss} work]] from home'],
  ['most of', '{S} made ___ [[the decorations]] for the party {refl}'],
  ['most of', '{S} wrote ___ [[the report]] on the train'],
  ['the most', 'That was ___ [[exciting match]] {S} {has} ever watched'],
  ['the most', 'It was ___ [[amazing view]] {S} {has} ever seen'],
  ['the most', '{S} {v:think} Monday is ___ [[tiring day]] of the week'],
  ['the most', 'This is ___ [[comfortable sofa]] {S} {has} ever sat on'],
  ['the most', '{S} {v:say} that kindness is ___ [[important quality]] in a teacher'],
  ['the most', 'It was ___ [[expensive holiday]] {S} {has} ever had'],
  ['the most', '{S} {v:think} that December is ___ [[stressful month]] of the year'],
  ['the most', 'That was ___ [[interesting lecture]] {S} {has} ever been to'],
  ['the most', '{S} ordered ___ [[expensive dish]] on the menu'],
  ['the most', '{S} {v:think} that spring is ___ [[beautiful season]] in Kyiv'],
  ['the most', 'It was ___ [[boring meeting]] {S} {has} ever sat through'],
  ['the most', '{S} {v:say} that this is ___ [[reliable car]] on the market'],
  ['the most', 'That was ___ [[difficult decision]] {S} {has} ever made'],
  ['the most', '{S} {v:think} the old town is ___ [[attractive area]] of the city'],
  ['the most', 'It was ___ [[delicious cake]] {S} {has} ever tasted'],
  ['the most', '{S} chose ___ [[expensive wine]] on the list because it was a special day'],
];

const RULE_OF: Record<string, string> = {
  most: 'most-general',
  'most of': 'most-of-group',
  'the most': 'the-most-superlative',
};

function items(rng: Parameters<typeof authoredItems>[0]): Item[] {
  return authoredItems(
    rng,
    'most',
    [...MOST, ...MOST_OF, ...THE_MOST, ...MORE],
    () => ONE,
    6,
    (key, _text, cue) => {
      const word = cue.split(' ')[0] ?? cue;
      const wrong =
        key === 'most'
          ? [
              d('most of', 'most-of-before-bare-noun', { noun: cue }),
              d('the most', 'the-most-for-most', { noun: cue }),
            ]
          : key === 'most of'
            ? [d('most', 'most-without-of', { det: word }), d('the most', 'the-most-for-most', { noun: cue })]
            : [
                d('most', 'superlative-without-the', { adjective: word }),
                d('most of', 'most-of-before-adjective', { adjective: word }),
              ];
      return { wrong, ruleId: RULE_OF[key] ?? 'most-general' };
    },
  );
}

export const mostMostOfTheTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
