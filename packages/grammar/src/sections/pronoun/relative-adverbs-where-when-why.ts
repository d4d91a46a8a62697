import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, rule, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';

/**
 * Where / when / why (the relative adverbs: in which, at which time, for which) vs which. The clause after
 * the gap decides: when it is complete (the town ___ I was born, the day ___ we met, the reason ___ she
 * left), the adverb that fits the head is right and "which" is wrong; when it lacks its subject or object
 * or ends with a preposition (the museum ___ we visited, the day ___ changed my life, the town ___ I was
 * born in), "which" is right and the adverb is wrong. "That" is never offered: it is right in both kinds
 * (the day that we met, the reason that she left). Heads where "where" is said of a time (a moment, a
 * situation, a stage) and clauses ending in "from" (the village where I come from) are left out.
 */

const WHERE: readonly Line[] = [
  ['where', 'Every summer, {S} {v:visit} the village ___ [[{pron} grew up]]'],
  ['where', 'This is the hospital ___ [[{S} {was} born]]'],
  ['where', '{S} found a café ___ [[you can work in peace]]'],
  ['where', '{S} {v:know} a shop ___ [[you can buy real Ukrainian bread]]'],
  ['where', '{S} stayed in a hotel ___ [[the staff spoke five languages]]'],
  ['where', '{S} {v:work} in an office ___ [[nobody talks before ten]]'],
  ['where', '{S} went back to the beach ___ [[{pron} had lost {poss} ring]]'],
  ['where', '{S} {v:live} in a street ___ [[there are no shops]]'],
  ['where', 'The park ___ [[{S} {v:run} every morning]] is closed for repairs'],
  ['where', '{S} often {v:think} about the town ___ [[{pron} spent {poss} childhood]]'],
  ['where', '{S} looked for a quiet corner ___ [[{pron} could read]]'],
  ['where', 'The restaurant ___ [[{S} had {poss} first date]] has closed'],
  ['where', '{S} moved to a city ___ [[nobody knew {obj}]]'],
  ['where', 'Is there a room ___ [[{S} can change {poss} clothes]]?'],
  ['where', '{S} found a library ___ [[students can study until midnight]]'],
  ['where', 'The factory ___ [[{S} used to work]] is now a museum'],
  ['where', '{S} showed the children the tree ___ [[{pron} had built a treehouse]] as a child'],
  ['where', '{S} {v:want} to live somewhere ___ [[it is warm all year]]'],
  ['where', 'The market ___ [[{S} {v:buy} {poss} vegetables]] is open on Saturdays'],
];

const WHEN: readonly Line[] = [
  ['when', '{S} still {v:remember} the day ___ [[{pron} started school]]'],
  ['when', '{S} {was} born in the year ___ [[the war ended]]'],
  ['when', "Do you remember the summer ___ [[it didn't rain at all]]?"],
  ['when', 'Sunday is the only day ___ [[{S} can sleep late]]'],
  ['when', '{S} {v:love} the evenings ___ [[the whole family has dinner together]]'],
  ['when', 'There was a time ___ [[{S} walked to work every day]]'],
  ['when', '{S} met {poss} best friend in the week ___ [[{pron} moved to Kyiv]]'],
  ['when', 'That was the night ___ [[{S} lost {poss} keys]]'],
  ['when', '{S} often {v:talk} about the year ___ [[{pron} lived in Canada]]'],
  ['when', 'Friday is the day ___ [[{S} usually {v:do} the shopping]]'],
  ['when', '{S} {v:miss} the days ___ [[{pron} had no phone]]'],
  ['when', 'In the week ___ [[{S} started {poss} new job]], it snowed every day'],
  ['when', 'August is the month ___ [[most people take their holidays]]'],
  ['when', '{S} {v:remember} the winter ___ [[the river froze]]'],
  ['when', 'Spring is the time of year ___ [[{S} {v:start} working in the garden]]'],
  ['when', 'Saturday morning is the only time ___ [[{S} {v:go} swimming]]'],
  ['when', '{S} left Kyiv in the autumn ___ [[{poss} daughter was born]]'],
  ['when', 'There are days ___ [[{S} {v:want} to stay in bed]]'],
  ['when', '{S} will never forget the evening ___ [[the lights went out in the whole city]]'],
];

const WHY: readonly Line[] = [
  ['why', '{S} never told anyone the reason ___ [[{pron} left the job]]'],
  ['why', 'Nobody knows the reason ___ [[{S} moved to Poland]]'],
  ['why', 'That is the main reason ___ [[{S} {v:cycle} to work]]'],
  ['why', '{S} explained the reason ___ [[{pron} {was} late]]'],
  ['why', "Is there any reason ___ [[{S} can't come tomorrow]]?"],
  ['why', 'Can you tell me the reason ___ [[the train is late]]?'],
  ['why', 'Money is one reason ___ [[{S} {v:work} at weekends]]'],
  ['why', '{S} finally understood the reason ___ [[the shop had closed]]'],
  ['why', 'The sea is the main reason ___ [[{S} {v:love} this town]]'],
  ['why', '{S} asked the reason ___ [[the flight was cancelled]]'],
  ['why', 'That is exactly the reason ___ [[{S} never {v:eat} fast food]]'],
  ['why', 'There is no reason ___ [[{S} should pay for the damage]]'],
  ['why', "The noise is the reason ___ [[{S} can't sleep]]"],
  ['why', "I'd like to know the reason ___ [[my order hasn't arrived]]"],
  ['why', 'The reason ___ [[{S} {v:get} up so early]] is the long drive to work'],
  ['why', '{S} {v:know} the real reason ___ [[the meeting was cancelled]]'],
  ['why', 'Bad weather was the reason ___ [[the match was stopped]]'],
  ['why', 'One reason ___ [[{S} {v:like} the job]] is the friendly team'],
];

/** The head is a place, a time or a reason, but the clause lacks its subject or object, or ends with a preposition → which. */
const WHICH: readonly Line[] = [
  ['which', 'The museum ___ [[{S} visited]] in Paris was amazing'],
  ['which', '{S} still {v:remember} the day ___ [[changed]] {poss} life'],
  ['which', "{S} didn't believe the reason ___ [[the manager gave]]"],
  ['which', 'This is the town ___ [[{S} {was} born in]]'],
  ['which', 'The hotel ___ [[{S} stayed at]] was right next to the sea'],
  ['which', '{S} bought a house ___ [[has]] a big garden'],
  ['which', 'The city ___ [[{S} {v:like}]] most is Lviv'],
  ['which', 'Summer is the season ___ [[{S} {v:like}]] best'],
  ['which', 'The café ___ [[opened]] last month is always full'],
  ['which', '{S} forgot the name of the street ___ [[{pron} lived on]]'],
  ['which', 'The weekend ___ [[{S} spent]] in the mountains was wonderful'],
  ['which', 'The school ___ [[{S} went to]] has closed'],
  ['which', 'The flat ___ [[{S} rented]] last year had no heating'],
  ['which', 'The year ___ [[followed]] was even harder'],
  ['which', 'The restaurant ___ [[{S} {v:recommend}]] is near the station'],
  ['which', 'The country ___ [[{S} {v:want} to visit]] most is Japan'],
  ['which', 'The reasons ___ [[{S} gave]] for being late were not very convincing'],
  ['which', 'Monday was the day ___ [[{S} had chosen]] for the party'],
  ['which', 'The park ___ [[{S} {v:walk} through]] every morning is very beautiful'],
  ['which', 'The office ___ [[{S} {v:work} in]] has no windows'],
];

const ADVERB_NEEDS: Record<string, string> = { where: 'place', when: 'time', why: 'reason' };

/** The head noun before the gap ("the day", "a café"): the two words before it. */
const headOf = (text: string): string =>
  (text.split(' ___')[0] ?? '')
    .split(/\s+/)
    .slice(-2)
    .join(' ')
    .replace(/^[A-Z]/, (c) => c.toLowerCase());

/** Which adverb a head would take (the day → when), for the "which" lines' wrong adverb. */
function adverbFor(head: string): 'where' | 'when' | 'why' {
  if (/\b(day|year|weekend|summer|season|time|month|week|evening)$/.test(head)) return 'when';
  if (/\b(reason|reasons)$/.test(head)) return 'why';
  return 'where';
}

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'rel-adv',
    [...WHERE, ...WHEN, ...WHY, ...WHICH],
    () => ONE,
    5,
    (key, text, cue) => {
      const head = headOf(text);
      if (key === 'which') {
        const adverb = adverbFor(head);
        const preposition = /\b(in|at|on|to|through)$/.exec(cue)?.[1];
        const wrong: Wrong[] = [
          preposition
            ? d(adverb, 'relative-adverb-with-preposition', { head, preposition })
            : d(adverb, 'adverb-for-relative-pronoun', { head }),
          d('who', 'who-for-thing', { head }),
        ];
        return { wrong, ruleId: 'which-subject-object' };
      }
      const needs = ADVERB_NEEDS[key] ?? 'place';
      const other = key === 'where' ? 'when' : 'where';
      return {
        wrong: [
          d('which', 'which-for-relative-adverb', { head }),
          d(other, 'wrong-relative-adverb', { head, needs }),
        ],
        ruleId: `${key}-relative`,
      };
    },
  );
}

export const relativeAdverbsTopic: TopicDef = makeTopic(
  {
    slug: 'relative-adverbs-where-when-why',
    sectionSlug: 'pronoun',
    name: {
      en: 'Where, when, why or which in relative clauses',
      uk: 'Where, when, why чи which у підрядних означальних',
    },
    level: 'intermediate',
    possibleAnswers: ['where', 'when', 'why', 'which', 'who'],
    card: {
      rule: {
        en: 'After a place, a time or a reason, where / when / why start a clause that is complete in itself: the town where I was born, the day when we met, the reason why she left (where = in which, when = on which, why = for which). If the clause needs a subject or an object, or ends with a preposition, use which: the museum which we visited, the day which changed my life, the town which I was born in.',
        uk: 'Після слова, що означає місце, час або причину, where / when / why вводять підрядне речення, у якому вже є і підмет, і додаток: the town where I was born, the day when we met, the reason why she left (where = in which, when = on which, why = for which). Якщо в підрядному реченні бракує підмета чи додатка або воно закінчується прийменником, уживаємо which: the museum which we visited, the day which changed my life, the town which I was born in.',
      },
      signals: {
        en: 'a complete clause after a place / time / reason → where / when / why; a clause without its subject or object, or ending in in / at / to → which',
        uk: 'повне речення після місця / часу / причини → where / when / why; речення без підмета чи додатка або з in / at / to у кінці → which',
      },
      examples: ['This is the town where I was born.', 'The museum which we visited was amazing.'],
    },
    rules: [
      rule(
        'where-relative',
        'Where = in/at which: after a place, before a complete clause.',
        'Where = in/at which: після місця, перед повним реченням.',
      ),
      rule(
        'when-relative',
        'When = on/in which: after a time (day, year, summer), before a complete clause.',
        'When = on/in which: після слова про час (day, year, summer), перед повним реченням.',
      ),
      rule(
        'why-relative',
        'Why = for which: after reason, before a complete clause.',
        'Why = for which: після reason, перед повним реченням.',
      ),
      rule(
        'which-subject-object',
        'Which: it is the subject or the object of the clause (the museum which we visited), or the clause ends with a preposition (the town which I was born in).',
        'Which: воно саме є підметом чи додатком підрядного речення (the museum which we visited) або речення закінчується прийменником (the town which I was born in).',
      ),
    ],
    target: 400,
  },
  items,
);
