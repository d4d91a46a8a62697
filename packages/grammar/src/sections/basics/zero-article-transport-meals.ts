import { z } from 'zod';
import { authoredItems, type Judge, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, type Wrong, ZERO } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './zero-article-transport-meals.data.json' with { type: 'json' };
import copy from './zero-article-transport-meals.json' with { type: 'json' };

/**
 * No article in set phrases of everyday life: by bus / by train / by email, on foot, have breakfast / lunch /
 * dinner, at night, at home, in bed, at work. Against them, the article where the phrase changes: a meal
 * with an adjective (a big breakfast), a meal the rest of the sentence defines (the dinner that Anna
 * cooked), the vehicle someone is on (on the bus, the last bus). Only choices that are wrong in the
 * sentence are offered: "on a bus", "a bus to the airport", "the breakfast at the hotel"/"breakfast at
 * the hotel" can be right, so there "a" (or the zero article) is not a choice.
 */

/** The noun after the gap, for the explanation. */
const nounOf = (cue: string) => cue.split(' ').pop() ?? cue;

/** [key, line, reason]: the reason code the explanation names (templates.ts REASON). */
type ArticleLine = readonly [key: string, line: string, reason: string];

const ZERO_LINES: readonly ArticleLine[] = [
  [ZERO, '{S} usually {v:go} to work by ___ [[bus]]', 'transport'],
  [ZERO, '{S} travelled from Kyiv to Lviv by ___ [[train]]', 'transport'],
  [ZERO, 'It takes {O} twenty minutes to get to the office by ___ [[car]]', 'transport'],
  [ZERO, '{S} {v:prefer} to travel by ___ [[car]] with a lot of luggage', 'transport'],
  [ZERO, '{S} came to the party on ___ [[foot]]', 'idiom'],
  [ZERO, '{S} {v:have} ___ [[breakfast]] at seven every morning', 'meal'],
  [ZERO, 'What time do you usually have ___ [[lunch]]?', 'meal'],
  [ZERO, '{S} {v:have} ___ [[dinner]] with {poss} family on Sundays', 'meal'],
  [ZERO, '{S} never {v:eat} anything late at ___ [[night]]', 'night'],
  [ZERO, '{S} {v:work} at ___ [[night]] and {v:sleep} during the day', 'night'],
  [ZERO, '{S} stayed at ___ [[home]] because of the rain', 'home'],
  [ZERO, '{S} {was} still in ___ [[bed]] when the postman came', 'bed'],
  [ZERO, '{S} {v:like} to read in ___ [[bed]] before going to sleep', 'bed'],
  [ZERO, '{S} went to ___ [[bed]] early last night', 'bed'],
  [ZERO, '{S} {v:go} to ___ [[work]] early on Mondays', 'work'],
  [ZERO, '{S} left {poss} phone at ___ [[home]] this morning', 'home'],
  [ZERO, '{S} {v:skip} ___ [[breakfast]] when {pron} {is} in a hurry', 'meal'],
  [ZERO, '{S} paid by ___ [[card]]', 'by-means'],
  [ZERO, '{S} crossed the lake by ___ [[boat]]', 'transport'],
  [ZERO, '{S} had ___ [[lunch]] at {poss} desk', 'meal'],
  [ZERO, '{S} {was} at ___ [[work]] when you called', 'work'],
  [ZERO, 'Is it safe to walk in this park at ___ [[night]]?', 'night'],
  [ZERO, '{S} {v:work} from ___ [[home]] on Fridays', 'home'],
  [ZERO, '{S} stayed in ___ [[bed]] all day with a cold', 'bed'],
  [ZERO, '{S} sent the photos by ___ [[email]]', 'by-means'],
  [ZERO, '{S} booked the tickets by ___ [[phone]]', 'by-means'],
  [ZERO, '{S} {v:eat} a sandwich for ___ [[lunch]]', 'meal'],
  [ZERO, 'What did you have for ___ [[breakfast]]?', 'meal'],
  [ZERO, '{S} went to Paris by ___ [[plane]]', 'transport'],
  [ZERO, '{S} {v:work} long hours, so {pron} rarely {v:have} ___ [[lunch]] before three', 'meal'],
  [ZERO, '{S} {v:go} to the shops on ___ [[foot]] because it is quicker than driving', 'idiom'],
];

const ArticleLineSchema = z.tuple([z.string(), z.string(), z.string()]);

/** A meal with an adjective → a (the zero article is wrong; "the" is not offered, it can be right). */
const A_LINES: readonly ArticleLine[] = table('A_LINES', data.A_LINES, ArticleLineSchema);

/** The meal or the vehicle the sentence defines → the. */
const THE_LINES: readonly ArticleLine[] = table('THE_LINES', data.THE_LINES, ArticleLineSchema);

/** Issue 16 ("the full catalogue"): more bases, each its own skeleton, said of four subjects. */
const MORE_LINES: readonly ArticleLine[] = [
  [ZERO, '{S} {v:go} to the gym by ___ [[bike]] when the weather is good', 'transport'],
  [ZERO, '{S} got to the airport by ___ [[taxi]] because {pron} {was} running late', 'transport'],
  [ZERO, '{S} {v:get} around the city by ___ [[tram]]', 'transport'],
  [ZERO, '{S} crossed the Channel by ___ [[ferry]] last summer', 'transport'],
  [ZERO, 'Is it quicker to go to the coast by ___ [[train]]?', 'transport'],
  [ZERO, '{S} {v:pay} for almost everything by ___ [[card]] these days', 'by-means'],
  [ZERO, '{S} broke the glass by ___ [[mistake]] while {pron} {was} washing up', 'idiom'],
  [ZERO, '{S} met {poss} best friend by ___ [[chance]] at a concert', 'idiom'],
  [ZERO, '{S} deleted the whole file by ___ [[accident]]', 'idiom'],
  [ZERO, '{S} still {v:write} birthday cards by ___ [[hand]]', 'idiom'],
  [ZERO, '{S} had ___ [[breakfast]] on the balcony this morning', 'meal'],
  [ZERO, '{S} {v:have} ___ [[lunch]] with {poss} colleagues most days', 'meal'],
  [ZERO, '{S} never {v:have} ___ [[dinner]] after nine in the evening', 'meal'],
  [ZERO, 'What are we having for ___ [[dinner]] tonight?', 'meal'],
  [ZERO, '{S} {v:eat} porridge for ___ [[breakfast]] almost every day', 'meal'],
  [ZERO, "Let's meet after ___ [[work]] for a coffee", 'work'],
  [ZERO, '{S} {was} late for ___ [[work]] again this morning', 'work'],
  [ZERO, '{S} {v:walk} to ___ [[work]] every day, even in winter', 'work'],
  [ZERO, '{S} {is} still at ___ [[work]], so call back after six', 'work'],
  [ZERO, 'Sorry, Olena is not at ___ [[home]] at the moment; can I take a message?', 'home'],
  [ZERO, '{S} {v:like} to stay at ___ [[home]] on rainy evenings', 'home'],
  [ZERO, '{S} always {v:sleep} better at ___ [[home]] than in hotels', 'home'],
  [ZERO, '{S} {v:hate} driving at ___ [[night]] in the rain', 'night'],
  [ZERO, 'The streets of the old town are very quiet at ___ [[night]]', 'night'],
  [ZERO, '{S} {v:hear} owls outside {poss} window at ___ [[night]]', 'night'],
  [ZERO, '{S} had breakfast in ___ [[bed]] on {poss} birthday', 'bed'],
  [ZERO, '{S} never {v:go} to ___ [[bed]] before midnight on Saturdays', 'bed'],
  [ZERO, '{S} {is} already in ___ [[bed]], so please be quiet', 'bed'],
  [ZERO, '{S} walked up to the castle on ___ [[foot]]', 'idiom'],
  [ZERO, '{S} only {v:travel} by ___ [[air]] when {pron} {v:have} to', 'transport'],
  [ZERO, '{S} sent the contract by ___ [[email]] an hour ago', 'by-means'],
  ['a', '{S} had ___ [[huge lunch]], so {pron} {was} not hungry in the evening', 'meal-adjective'],
  ['a', '{S} {v:need} ___ [[healthy breakfast]] after {poss} morning run', 'meal-adjective'],
  ['a', '{S} made ___ [[simple dinner]] of pasta and salad', 'meal-adjective'],
  ['a', "{S} had ___ [[romantic dinner]] on Valentine's Day", 'meal-adjective'],
  ['a', '{S} had ___ [[very quick breakfast]] and ran to the bus stop', 'meal-adjective'],
  ['a', '{S} {v:prefer} ___ [[small breakfast]] and a big lunch', 'meal-adjective'],
  ['a', '{S} had ___ [[long lunch]] with an old friend from school', 'meal-adjective'],
  ['a', '{S} cooked ___ [[vegetarian dinner]] for the guests', 'meal-adjective'],
  ['a', '{S} had ___ [[cold dinner]] because the oven was broken', 'meal-adjective'],
  ['a', '{S} grabbed ___ [[quick breakfast]] at the station café', 'meal-adjective'],
  ['a', '{S} had ___ [[late dinner]] after the concert', 'meal-adjective'],
  ['a', '{S} had ___ [[business lunch]] with a new client', 'meal-adjective'],
  ['a', '{S} had ___ [[picnic lunch]] by the river', 'meal-adjective'],
  ['a', '{S} {v:enjoy} ___ [[slow breakfast]] on Sunday mornings', 'meal-adjective'],
  ['a', '{S} had ___ [[nice lunch]] in the park with {poss} colleagues', 'meal-adjective'],
  ['a', "{S} had ___ [[heavy dinner]] and couldn't sleep", 'meal-adjective'],
  ['a', '{S} {v:need} ___ [[good lunch]] before a long afternoon of meetings', 'meal-adjective'],
  ['a', '{S} had ___ [[working lunch]] with the team', 'meal-adjective'],
  ['a', '{S} had ___ [[family dinner]] to celebrate {poss} promotion', 'meal-adjective'],
  ['a', '{S} had ___ [[traditional Ukrainian dinner]] at Christmas', 'meal-adjective'],
  ['a', '{S} had ___ [[tiny breakfast]] because {pron} {was} still full from last night', 'meal-adjective'],
  ['the', '{S} fell asleep on ___ [[bus]] and missed {poss} stop', 'vehicle'],
  ['the', '{S} read a whole novel on ___ [[train]] home', 'vehicle'],
  ['the', '{S} {v:listen} to podcasts on ___ [[bus]] to work', 'vehicle'],
  ['the', '{S} sat next to a famous actor on ___ [[plane]]', 'vehicle'],
  ['the', '{S} felt sick on ___ [[ferry]] to Istanbul', 'vehicle'],
  ['the', '{S} only just caught ___ [[last train]] home', 'defined'],
  ['the', '{S} took ___ [[first bus]] of the day', 'defined'],
  ['the', '{S} got on ___ [[wrong bus]] and ended up at the airport', 'defined'],
  ['the', '___ [[lunch]] [[{S} made for us]] was delicious', 'defined'],
  ['the', '{S} thanked us for ___ [[dinner]] [[we cooked for {obj}]]', 'defined'],
  ['the', '{S} {v:want} to pay for ___ [[dinner]] [[we had last night]]', 'defined'],
  ['the', '{S} still {v:talk} about ___ [[dinner]] [[we had in Venice]]', 'defined'],
  ['the', "{S} didn't enjoy ___ [[breakfast]] [[they served on the plane]]", 'defined'],
  ['the', '{S} took a photo of ___ [[breakfast]] [[{pron} ordered in Paris]]', 'defined'],
  ['the', '{S} paid for ___ [[lunch]] [[we had at the station]]', 'defined'],
  ['the', '{S} {was} on ___ [[train]] when you called', 'vehicle'],
  ['the', '{S} {v:do} crosswords on ___ [[train]] to work', 'vehicle'],
  ['the', '{S} lost {poss} ticket on ___ [[bus]] home', 'vehicle'],
  ['the', '{S} watched two films on ___ [[plane]] to New York', 'vehicle'],
  ['the', '{S} {was} lucky to get ___ [[last flight]] to Warsaw', 'defined'],
  ['the', '___ [[first train]] to Kyiv was almost empty that morning', 'defined'],
  ['the', '{S} took ___ [[next bus]] because the first one was full', 'defined'],
  ['the', '___ [[dinner]] [[we had at your place]] was wonderful', 'defined'],
  ['the', '___ [[breakfast]] [[they serve here]] is much better than last year', 'defined'],
  [ZERO, 'Tickets can only be booked by ___ [[phone]]', 'by-means'],
  [ZERO, '{S} always {v:have} ___ [[dinner]] in front of the TV', 'meal'],
  [ZERO, '{S} {is} at ___ [[home]] with a cold today', 'home'],
  ['a', '{S} had ___ [[delicious lunch]] at the new Georgian restaurant', 'meal-adjective'],
  ['the', '{S} {v:buy} a coffee at the station before getting on ___ [[train]]', 'vehicle'],
];

function items(rng: Rng): Item[] {
  const all = [...ZERO_LINES, ...A_LINES, ...THE_LINES];
  const lines: Line[] = all.map(([key, line]) => [key, line]);
  const zero = new Set(ZERO_LINES.map(([, line]) => line.replace(/\[\[|\]\]/g, '')));
  // Six subjects for a no-article line, eight for the fewer a / the lines, so each key keeps a fair share.
  return [
    ...authoredItems(
      rng,
      'zero-art',
      lines,
      (text) => (zero.has(text) ? ONE.slice(0, 6) : ONE),
      8,
      judge(all),
    ),
    ...authoredItems(
      rng,
      'zero-art2',
      MORE_LINES.map(([key, line]) => [key, line]),
      () => ONE,
      4,
      judge(MORE_LINES),
    ),
  ];
}

/** The wrong choices of a line: only those the sentence rules out. */
function judge(all: readonly ArticleLine[]): Judge {
  return (key, _text, cue, _s, i) => {
    const noun = nounOf(cue);
    const reason = all[i]?.[2] ?? 'idiom';
    const params = { noun, reason };
    const wrong: Wrong[] =
      key === ZERO
        ? [
            d('the', 'article-not-used', params),
            d(/^[aeiou]/.test(noun) ? 'an' : 'a', 'article-not-used', params),
          ]
        : key === 'a'
          ? [d(ZERO, 'missing-article', params)]
          : [
              d(ZERO, 'missing-the', params),
              ...(/^(last|first)\b/.test(cue) ? [d('a', 'indefinite-for-definite', params)] : []),
            ];
    return {
      wrong,
      ruleId: key === ZERO ? 'zero-set-phrase' : key === 'a' ? 'a-meal-adjective' : 'the-defined',
    };
  };
}

export const zeroArticleTransportMealsTopic: TopicDef = makeTopic(copy, { target: 900, build: items });
