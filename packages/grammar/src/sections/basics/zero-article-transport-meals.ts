import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, rule, type Wrong, ZERO } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';

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

/** A meal with an adjective → a (the zero article is wrong; "the" is not offered, it can be right). */
const A_LINES: readonly ArticleLine[] = [
  ['a', '{S} had ___ [[big breakfast]] before the long walk', 'meal-adjective'],
  ['a', '{S} {v:like} to have ___ [[quick lunch]] at {poss} desk', 'meal-adjective'],
  ['a', '{S} had ___ [[lovely dinner]] at a little Italian restaurant', 'meal-adjective'],
  ['a', '{S} had ___ [[late breakfast]] on Sunday', 'meal-adjective'],
  ['a', '{S} made ___ [[delicious dinner]] for {poss} parents', 'meal-adjective'],
  ['a', '{S} always {v:eat} ___ [[good breakfast]] before a long day', 'meal-adjective'],
  ['a', "{S} had ___ [[light lunch]] because {pron} wasn't very hungry", 'meal-adjective'],
  ['a', '{S} cooked ___ [[special dinner]] for {poss} birthday', 'meal-adjective'],
];

/** The meal or the vehicle the sentence defines → the. */
const THE_LINES: readonly ArticleLine[] = [
  ['the', '{S} left {poss} umbrella on ___ [[bus]]', 'vehicle'],
  ['the', '{S} always {v:sleep} on ___ [[train]] on the way to work', 'vehicle'],
  ['the', '{S} met an old friend on ___ [[train]] to Lviv', 'vehicle'],
  ['the', '{S} missed ___ [[last bus]] and had to walk home', 'defined'],
  ['the', '___ [[dinner that {S} cooked]] last night was delicious', 'defined'],
  ['the', '{S} got on ___ [[wrong train]] and ended up in Odesa', 'defined'],
  ['the', '___ [[lunch]] {S} had at the conference was terrible', 'defined'],
  ['the', '{S} read a book on ___ [[plane]] to Paris', 'vehicle'],
  ['the', '{S} paid for ___ [[dinner]] {pron} had with {poss} colleagues', 'defined'],
  ['the', '{S} caught ___ [[first train]] in the morning', 'defined'],
];

function items(rng: Rng): Item[] {
  const all = [...ZERO_LINES, ...A_LINES, ...THE_LINES];
  const lines: Line[] = all.map(([key, line]) => [key, line]);
  const zero = new Set(ZERO_LINES.map(([, line]) => line.replace(/\[\[|\]\]/g, '')));
  // Six subjects for a no-article line, eight for the fewer a / the lines, so each key keeps a fair share.
  return authoredItems(
    rng,
    'zero-art',
    lines,
    (text) => (zero.has(text) ? ONE.slice(0, 6) : ONE),
    8,
    (key, _text, cue, _s, i) => {
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
    },
  );
}

export const zeroArticleTransportMealsTopic: TopicDef = makeTopic(
  {
    slug: 'zero-article-transport-meals',
    sectionSlug: 'basics',
    name: { en: 'No article: by bus, have lunch, at home', uk: 'Без артикля: by bus, have lunch, at home' },
    level: 'basic',
    possibleAnswers: ['a', 'the', ZERO],
    card: {
      rule: {
        en: 'No article in everyday set phrases: by bus / by train / by car, on foot, by email, by card; have breakfast / lunch / dinner; at night, at home, at work, in bed, go to bed. But a meal with an adjective takes a (a big breakfast), a meal or vehicle the sentence defines takes the (the dinner that Anna cooked, the last bus), and the bus or train we are on is the bus, the train (I left my bag on the bus).',
        uk: 'У сталих виразах повсякденного життя артикля немає: by bus / by train / by car, on foot, by email, by card; have breakfast / lunch / dinner; at night, at home, at work, in bed, go to bed. Але якщо перед назвою прийому їжі стоїть прикметник, потрібне a (a big breakfast); якщо речення уточнює, про яку саме їжу чи транспорт ідеться, — the (the dinner that Anna cooked, the last bus); про автобус чи поїзд, у якому ми їдемо, кажемо the bus, the train (I left my bag on the bus).',
      },
      signals: {
        en: 'by + transport, on foot, have + meal, at night / home / work, in bed → no article; an adjective before the meal → a; last / first / wrong, that …, on the bus → the',
        uk: 'by + транспорт, on foot, have + прийом їжі, at night / home / work, in bed → без артикля; прикметник перед назвою їжі → a; last / first / wrong, that …, on the bus → the',
      },
      examples: ['I usually go to work by bus.', 'We had a big breakfast before the walk.'],
    },
    rules: [
      rule(
        'zero-set-phrase',
        'No article in set phrases: by bus, on foot, have lunch, at night, at home, in bed, at work.',
        'Без артикля в сталих виразах: by bus, on foot, have lunch, at night, at home, in bed, at work.',
      ),
      rule(
        'a-meal-adjective',
        'A meal with an adjective before it takes a/an: a big breakfast, a quick lunch.',
        'Назва прийому їжі з прикметником уживається з a/an: a big breakfast, a quick lunch.',
      ),
      rule(
        'the-defined',
        'The for the meal or the vehicle the sentence defines (the dinner that she cooked, the last bus) and the vehicle we are on (on the bus).',
        'The — коли речення уточнює, про яку саме їжу чи транспорт ідеться (the dinner that she cooked, the last bus), і про транспорт, у якому ми їдемо (on the bus).',
      ),
    ],
    target: 500,
  },
  items,
);
