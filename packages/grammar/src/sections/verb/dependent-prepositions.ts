import copy from './dependent-prepositions.json' with { type: 'json' };
/**
 * Dependent prepositions (issue 16): adjective + preposition (interested in, proud of, married to) and
 * verb + preposition (depend on, listen to, belong to). Only combinations with ONE standard preposition in
 * both British and American English in the sentence given: pairs with a second right answer (angry at /
 * with, different from / to / than, bored of / with, good at / with, worried about / for, excited about /
 * for, laugh at / about, agree with / on, talk to / with, knock on / at) are left out, and every wrong
 * preposition is checked against the sentence, not only against the head word. Authored sentences; the
 * basics topic `mixed-prepositions` has its own, shorter list.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

type Kind = 'adjective' | 'verb';
/** [sentence with ___, the preposition, the wrong ones (space-separated), the head word(s), kind, group?] */
type Line = [string, string, string, string, Kind, ('G' | 'A')?];

export const PREP_LINES: Line[] = [
  // adjective + preposition
  ['{S} {is} really interested ___ modern art.', 'in', 'on at', 'interested', 'adjective'],
  [
    '{S} {is} afraid ___ spiders, so {pron} never {v:go} into the cellar.',
    'of',
    'from at',
    'afraid',
    'adjective',
  ],
  [
    '{S} {is} very proud ___ {poss} daughter, who has just become a doctor.',
    'of',
    'on at',
    'proud',
    'adjective',
  ],
  ['{S} {has} been married ___ an Italian for ten years.', 'to', 'with for', 'married', 'adjective'],
  ['{S} {is} keen ___ cycling and {v:ride} to work every day.', 'on', 'in at', 'keen', 'adjective'],
  [
    '{S} {is} very fond ___ {poss} old teacher and still {v:visit} her.',
    'of',
    'to with',
    'fond',
    'adjective',
  ],
  ['{S} {is} responsible ___ the marketing team at work.', 'for', 'of on', 'responsible', 'adjective'],
  ['Lviv is famous ___ its coffee and its old streets.', 'for', 'of with', 'famous', 'adjective'],
  ['This phone is very similar ___ the one I had before.', 'to', 'with at', 'similar', 'adjective'],
  [
    '{S} {is} capable ___ running a marathon, but {pron} {has} never tried.',
    'of',
    'for at',
    'capable',
    'adjective',
  ],
  [
    '{S} {was}n’t aware ___ the new rules, so {pron} parked in the wrong place.',
    'of',
    'on with',
    'aware',
    'adjective',
  ],
  ['The fridge is full ___ food, but there’s nothing I want to eat.', 'of', 'from in', 'full', 'adjective'],
  ['{S} {is} allergic ___ cats, so {pron} can’t stay with us.', 'to', 'on for', 'allergic', 'adjective'],
  [
    '{S} {is} addicted ___ {poss} phone and checks it every five minutes.',
    'to',
    'on from',
    'addicted',
    'adjective',
  ],
  ['{S} {was} ashamed ___ the way {pron} behaved at the party.', 'of', 'on from', 'ashamed', 'adjective'],
  [
    '{S} {is} terrified ___ flying, so {pron} always {v:go} by train.',
    'of',
    'from for',
    'terrified',
    'adjective',
  ],
  [
    '{S} {is} very dependent ___ {poss} parents, although {pron} {is} thirty.',
    'on',
    'of from',
    'dependent',
    'adjective',
  ],
  ['{S} {was} late ___ work again because the bus didn’t come.', 'for', 'on with', 'late', 'adjective'],
  ['{S} {is} always kind ___ animals.', 'to', 'of at', 'kind', 'adjective'],
  ['{S} {was} very rude ___ the waiter, and I felt embarrassed.', 'to', 'at for', 'rude', 'adjective'],
  [
    '{S} {is} familiar ___ this software because {pron} used it in {poss} last job.',
    'with',
    'to of',
    'familiar',
    'adjective',
  ],
  ['Being late is typical ___ him: he’s never on time.', 'of', 'to with', 'typical', 'adjective'],
  ['We’re a bit short ___ money this month, so we’re not going out.', 'of', 'with in', 'short', 'adjective'],
  ['{S} {was} absent ___ work for a week with the flu.', 'from', 'of at', 'absent', 'adjective'],
  ['The driver was found guilty ___ dangerous driving.', 'of', 'in with', 'guilty', 'adjective'],
  ['{S} {is} engaged ___ a doctor from Odesa.', 'to', 'with for', 'engaged', 'adjective'],
  ['{S} {is} related ___ a famous poet on {poss} mother’s side.', 'to', 'with of', 'related', 'adjective'],
  [
    '{S} {is} totally opposed ___ the plan to close the library.',
    'to',
    'against with',
    'opposed',
    'adjective',
  ],
  ['Smoking is harmful ___ your health.', 'to', 'of with', 'harmful', 'adjective'],
  ['This film isn’t suitable ___ young children.', 'for', 'at of', 'suitable', 'adjective'],
  ['{S} {is} jealous ___ {poss} brother’s success.', 'of', 'on to', 'jealous', 'adjective'],
  [
    '{S} {is} very good ___ maths, so {pron} {v:help} everyone with their homework.',
    'at',
    'on to',
    'good',
    'adjective',
  ],
  // Not "in" against at after good/bad: "good in maths" is heard, and some teachers accept it.
  ['{S} {is} really bad ___ remembering names.', 'at', 'on to', 'bad', 'adjective'],
  ['{S} {is} crazy ___ football and never {v:miss} a match.', 'about', 'on of', 'crazy', 'adjective'],
  ['{S} {is} satisfied ___ the results of the survey.', 'with', 'of on', 'satisfied', 'adjective'],
  ['{S} {is} used ___ working late, so it doesn’t bother {obj}.', 'to', 'with at', 'used', 'adjective'],
  [
    '{S} {is} very close ___ {poss} grandmother and {v:call} her every day.',
    'to',
    'of at',
    'close',
    'adjective',
  ],
  ['The museum is very popular ___ tourists in summer.', 'with', 'of at', 'popular', 'adjective'],
  ['{S} {is} fed up ___ the noise from the building site.', 'with', 'on from', 'fed up', 'adjective'],
  ['{S} {is} ready ___ the interview tomorrow.', 'for', 'to on', 'ready', 'adjective'],
  [
    '{S} {was} polite ___ everyone at the meeting, even the people {pron} didn’t like.',
    'to',
    'for at',
    'polite',
    'adjective',
  ],
  ['{S} {is} sick ___ eating pasta every day.', 'of', 'at on', 'sick', 'adjective'],
  ['{S} {is} accustomed ___ hot weather after years in Spain.', 'to', 'with at', 'accustomed', 'adjective'],
  ['Children are often scared ___ the dark.', 'of', 'from at', 'scared', 'adjective'],
  ['{S} {is} married ___ my cousin, so we’re sort of related.', 'to', 'with for', 'married', 'adjective'],
  [
    '{S} {is} brilliant ___ fixing things, so we always ask {obj} for help.',
    'at',
    'on to',
    'brilliant',
    'adjective',
  ],
  ['{S} {is} tired ___ waiting for the bus every morning.', 'of', 'at on', 'tired', 'adjective'],
  ['{S} {is} afraid ___ losing {poss} job.', 'of', 'from at', 'afraid', 'adjective'],
  // verb + preposition
  ['Our plans for the weekend depend ___ the weather.', 'on', 'of from', 'depend', 'verb'],
  ['{S} always {v:listen} ___ the news on the way to work.', 'to', 'at for', 'listen', 'verb'],
  ['Does this umbrella belong ___ you?', 'to', 'for at', 'belong', 'verb'],
  ['{S} {v:rely} ___ {poss} car to get to work, so {pron} can’t sell it.', 'on', 'in from', 'rely', 'verb'],
  ['{S} insisted ___ paying for everyone’s dinner.', 'on', 'in for', 'insist', 'verb'],
  ['{S} couldn’t concentrate ___ {poss} work because of the noise.', 'on', 'in at', 'concentrate', 'verb'],
  ['{S} {does}n’t believe ___ ghosts.', 'in', 'on to', 'believe', 'verb'],
  ['{S} finally succeeded ___ passing {poss} driving test.', 'in', 'on at', 'succeed', 'verb'],
  ['The team consists ___ five engineers and a designer.', 'of', 'from in', 'consist', 'verb'],
  ['{P} parents don’t approve ___ {poss} new boyfriend.', 'of', 'to with', 'approve', 'verb'],
  ['Everybody laughed ___ {O} when {pron} fell off the chair.', 'at', 'on to', 'laugh', 'verb'],
  ['{S} waited ___ the bus for forty minutes.', 'for', 'to on', 'wait', 'verb'],
  ['{S} paid ___ the tickets online.', 'for', 'on to', 'pay', 'verb'],
  ['{S} asked the waiter ___ the bill.', 'for', 'on to', 'ask', 'verb'],
  ['{S} {is} looking ___ {poss} keys. Have you seen them?', 'for', 'at after', 'look', 'verb'],
  ['I completely agree ___ you about the new timetable.', 'with', 'to on', 'agree', 'verb'],
  ['{S} {v:suffer} ___ terrible headaches.', 'from', 'of at', 'suffer', 'verb'],
  ['{S} {is} still recovering ___ the operation.', 'from', 'of at', 'recover', 'verb'],
  ['Everyone congratulated {O} ___ passing the exam.', 'on', 'at with', 'congratulate', 'verb'],
  ['The police accused {O} ___ stealing the car.', 'of', 'for in', 'accuse', 'verb'],
  ['{P} boss blamed {obj} ___ the mistake, but it wasn’t {poss} fault.', 'for', 'on of', 'blame', 'verb'],
  ['{S} {v:spend} a lot of money ___ books.', 'on', 'to in', 'spend', 'verb'],
  ['{S} {v:deal} ___ angry customers every day.', 'with', 'on to', 'deal', 'verb'],
  ['{S} coped ___ the stress of the new job very well.', 'with', 'on to', 'cope', 'verb'],
  ['{S} took part ___ the city marathon last year.', 'in', 'on at', 'take part', 'verb'],
  ['{S} graduated ___ Kyiv University in 2018.', 'from', 'of at', 'graduate', 'verb'],
  ['Can you translate this letter ___ English for me?', 'into', 'on at', 'translate', 'verb'],
  ['{S} applied ___ a job at the bank.', 'for', 'on at', 'apply', 'verb'],
  ['{S} objected ___ the new parking rules at the meeting.', 'to', 'against on', 'object', 'verb'],
  ['{S} {v:contribute} ___ a local charity every month.', 'to', 'for in', 'contribute', 'verb'],
  ['{S} still {has}n’t replied ___ my email.', 'to', 'on at', 'reply', 'verb'],
  ['How did {S} react ___ the news?', 'to', 'on at', 'react', 'verb'],
  ['{S} often {v:refer} ___ {poss} notes during the lesson.', 'to', 'on at', 'refer', 'verb'],
  ['The heavy rain resulted ___ floods in the south.', 'in', 'to on', 'result', 'verb'],
  ['{S} {v:worry} ___ money all the time.', 'about', 'on for', 'worry', 'verb'],
  ['{S} {v:belong} ___ a chess club.', 'to', 'at for', 'belong', 'verb'],
  ['{S} {v:insist} ___ doing everything {refl}.', 'on', 'in for', 'insist', 'verb'],
  ['{S} never {v:complain} ___ {poss} job.', 'about', 'on for', 'complain', 'verb'],
  ['Please don’t stare ___ people on the metro.', 'at', 'on to', 'stare', 'verb'],
  ['{S} {v:believe} ___ working hard and saving money.', 'in', 'on to', 'believe', 'verb'],
  ['Who does this car belong ___?', 'to', 'for at', 'belong', 'verb'],
  ['The price depends ___ how many people come.', 'on', 'of from', 'depends', 'verb'],
  ['{S} {is} listening ___ a podcast about history.', 'to', 'at for', 'listen', 'verb'],
  [
    '{S} {v:care} a lot ___ the environment and never {v:use} plastic bags.',
    'about',
    'on of',
    'care',
    'verb',
  ],
  ['{S} {v:write} ___ {poss} grandmother every month.', 'to', 'for at', 'write', 'verb'],
  ['{S} {v:prefer} tea ___ coffee in the morning.', 'to', 'than from', 'prefer', 'verb'],
];

/**
 * Full catalogue (issue 16): more heads and sentences with one standard preposition, each its own base, said
 * of up to four subjects (after PREP_LINES, whose ids stay). A wrong choice that another reading of the
 * sentence would make right is left out: "too big on me", "explained the problem with the manager",
 * "involved with", "obsessed by", "comment about", "divide in two".
 */
export const PREP_LINES_MORE: Line[] = [
  ['{S} {is} fluent ___ three languages, including Polish.', 'in', 'on at', 'fluent', 'adjective'],
  ['{S} {is} involved ___ a local theatre group.', 'in', 'on at', 'involved', 'adjective'],
  ['{S} {is} envious ___ {poss} cousin’s big house.', 'of', 'on to', 'envious', 'adjective'],
  ['{S} {is} eligible ___ a discount on train tickets.', 'for', 'to on', 'eligible', 'adjective'],
  ['{S} {is} very grateful ___ all your help.', 'for', 'of on', 'grateful', 'adjective'],
  ['Oranges are rich ___ vitamin C.', 'in', 'on at', 'rich', 'adjective'],
  [
    '{S} {was} so absorbed ___ {poss} book that {pron} missed {poss} stop.',
    'in',
    'on at',
    'absorbed',
    'adjective',
  ],
  ['{S} {is} completely obsessed ___ a new TV series.', 'with', 'of in', 'obsessed', 'adjective'],
  ['{S} {is} very loyal ___ {poss} friends.', 'to', 'with for', 'loyal', 'adjective'],
  ['{S} {is} hopeless ___ cooking, so {pron} usually {v:eat} out.', 'at', 'on to', 'hopeless', 'adjective'],
  ['{S} {is} terrible ___ remembering birthdays.', 'at', 'on to', 'terrible', 'adjective'],
  ['{S} {is} very sensitive ___ bright light.', 'to', 'on for', 'sensitive', 'adjective'],
  ['{S} {is} devoted ___ {poss} family.', 'to', 'for with', 'devoted', 'adjective'],
  ['{S} {is} fully committed ___ the project.', 'to', 'with for', 'committed', 'adjective'],
  ['The city is known ___ its beautiful bridges.', 'for', 'of on', 'known', 'adjective'],
  ['{S} {is} suspicious ___ people who are too friendly.', 'of', 'on to', 'suspicious', 'adjective'],
  ['{S} {was} dressed ___ a dark blue suit at the wedding.', 'in', 'on with', 'dressed', 'adjective'],
  ['This jacket is far too big ___ me.', 'for', 'to at', 'big', 'adjective'],
  ['The room was packed ___ people.', 'with', 'of on', 'packed', 'adjective'],
  ['Fresh vegetables are good ___ you.', 'for', 'to on', 'good', 'adjective'],
  ['{S} {is} very patient ___ the children.', 'with', 'to for', 'patient', 'adjective'],
  ['{S} apologised ___ being late.', 'for', 'of on', 'apologise', 'verb'],
  ['{S} searched everywhere ___ {poss} passport.', 'for', 'after on', 'search', 'verb'],
  ['{S} {v:specialise} ___ children’s books.', 'in', 'on at', 'specialise', 'verb'],
  ['{S} {v:need} to focus ___ {poss} new business this year.', 'on', 'at to', 'focus', 'verb'],
  ['{S} borrowed some money ___ {poss} brother.', 'from', 'of at', 'borrow', 'verb'],
  ['The rain prevented us ___ going out.', 'from', 'of to', 'prevent', 'verb'],
  ['{S} invested all {poss} savings ___ a small flat.', 'in', 'on to', 'invest', 'verb'],
  ['{S} {is} really looking forward ___ the holidays.', 'to', 'for on', 'look forward', 'verb'],
  ['{S} finally got rid ___ {poss} old sofa.', 'of', 'from off', 'get rid', 'verb'],
  ['The teacher divided the class ___ three groups.', 'into', 'on at', 'divide', 'verb'],
  ['{S} benefited a lot ___ the course.', 'from', 'of on', 'benefit', 'verb'],
  ['{S} retired ___ teaching last year.', 'from', 'of on', 'retire', 'verb'],
  ['{S} refused to comment ___ the rumours.', 'on', 'at to', 'comment', 'verb'],
  ['{S} apologised ___ the customer for the delay.', 'to', 'at with', 'apologise', 'verb'],
  ['{S} explained the problem ___ the manager.', 'to', 'at on', 'explain', 'verb'],
  ['{S} {v:subscribe} ___ a cooking magazine.', 'to', 'on for', 'subscribe', 'verb'],
  ['{S} adapted quickly ___ life in Canada.', 'to', 'with for', 'adapt', 'verb'],
  ['Too much stress can lead ___ serious health problems.', 'to', 'for in', 'lead', 'verb'],
  ['{S} crashed ___ a lamp post on the icy road.', 'into', 'on at', 'crash', 'verb'],
  ['{S} fell in love ___ a musician from Lviv.', 'with', 'to in', 'fall in love', 'verb'],
  ['{S} {has} never responded ___ my messages.', 'to', 'on at', 'respond', 'verb'],
  ['{S} voted ___ the youngest candidate.', 'for', 'at to', 'vote', 'verb'],
  ['{S} participated ___ a study about sleep.', 'in', 'on at', 'participate', 'verb'],
  ['{S} thanked the nurses ___ their kindness.', 'for', 'of on', 'thank', 'verb'],
  ['{S} forgave {poss} brother ___ breaking {poss} phone.', 'for', 'of on', 'forgive', 'verb'],
];

/** The head word as the sentence spells it (reply → replied, take part → took): the word that starts like
 * it, or else the word right before the gap. */
function headIn(text: string, head: string): string {
  const words = text.replace(/[.,?!:;]/g, '').split(' ');
  for (const n of [4, 3]) {
    const stem = head.slice(0, n).toLowerCase();
    const hit = words.find((w) => w.toLowerCase().startsWith(stem));
    if (hit) return hit;
  }
  return words[words.indexOf('___') - 1] ?? head;
}

// The first table gives each line up to seven subjects, the later one up to four.
function linesItems(rng: Rng, lines: Line[], most: number, tag: string): Item[] {
  const out: Item[] = [];
  lines.forEach(([text, answer, wrongs, head, kind, p], i) => {
    for (const s of lineSubjects(rng, text, p, most))
      out.push({
        text: fill(text, s),
        answer,
        wrong: wrongs.split(' ').map((w) => ({
          choice: w,
          errorType: 'wrong-dependent-preposition',
          params: { head, kind },
        })),
        ruleId: kind,
        trigger: [headIn(fill(text, s), head)],
        skeleton: `dep-prep-${tag}${i}`,
      });
  });
  return out;
}

function items(rng: Rng): Item[] {
  const out = linesItems(rng, PREP_LINES, 7, '');
  return out.concat(linesItems(rng, PREP_LINES_MORE, 4, 'm'));
}

export const dependentPrepositions: TopicDef = makeTopic(copy, { target: 800, build: items });
