import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, ZERO } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './articles-general-specific.data.json' with { type: 'json' };
import copy from './articles-general-specific.json' with { type: 'json' };

/**
 * No article for things in general (Dogs are loyal. Life is short. I like jazz) vs the for particular ones
 * the sentence defines (the dogs next door, the music in this film, the books she had borrowed). Only plural
 * and uncountable nouns are used: a singular countable noun can be general with "the" (The tiger is
 * endangered), so it is never offered. The [[…]] words force the reading: a general verb (love, be afraid
 * of, believe that …) with nothing after the noun, or the words after the noun that say which ones.
 */

const GENERAL: readonly Line[] = [
  [ZERO, '{S} {is} [[afraid of]] ___ [[spiders]]'],
  [ZERO, '{S} {v:think} that ___ [[life]] is too short to worry about small things'],
  [ZERO, '{S} {v:believe} that ___ [[dogs]] are more loyal than cats'],
  [ZERO, '{S} [[never]] {v:eat} ___ [[meat]]'],
  [ZERO, "{S} {v:say} that ___ [[money]] doesn't bring happiness"],
  [ZERO, '{S} {v:find} ___ [[history]] more interesting than geography'],
  [ZERO, '{S} [[always]] {v:drink} ___ [[coffee]] without sugar'],
  [ZERO, '{S} {v:hate} ___ [[cold weather]]'],
  [ZERO, '{S} {v:think} that ___ [[children]] should play outside more'],
  [ZERO, '{S} {is} [[interested in]] ___ [[modern art]]'],
  [ZERO, '{S} {v:say} that ___ [[vegetables]] are good for everyone'],
  [ZERO, '{S} {v:prefer} ___ [[tea]] to coffee'],
  [ZERO, '{S} {v:think} that ___ [[honesty]] is very important'],
  [ZERO, '{S} {is} [[allergic to]] ___ [[cats]]'],
  [ZERO, '{S} {v:know} a lot about ___ [[cars]]'],
  [ZERO, '{S} {v:collect} ___ [[old coins]]'],
  [ZERO, '{S} {v:enjoy} ___ [[jazz]], especially on a rainy evening'],
  [ZERO, '{S} {v:worry} about ___ [[climate change]]'],
  [ZERO, '{S} {v:say} that ___ [[exercise]] is the best medicine'],
  [ZERO, '{S} {v:love} being close to ___ [[nature]]'],
  [ZERO, '{S} {is} [[fascinated by]] ___ [[space]] and the stars'],
  [ZERO, '{S} {v:grow} ___ [[tomatoes]] in the garden every summer'],
  [ZERO, '{S} {v:hate} waiting in ___ [[queues]]'],
  [ZERO, '{S} {v:believe} that ___ [[education]] should be free for everyone'],
  [ZERO, '{S} {v:love} ___ [[music]] and {v:listen} to it all day'],
  [ZERO, '{S} {is} not very good with ___ [[computers]]'],
];

const SPECIFIC: readonly Line[] = table('SPECIFIC', data.SPECIFIC, LineSchema);

/** Issue 16 ("the full catalogue"): more bases, each its own skeleton, said of fewer subjects. */
const MORE_GENERAL: readonly Line[] = [
  [ZERO, '{S} {v:think} that ___ [[cats]] are more independent than dogs'],
  [ZERO, '{S} {has} been [[scared of]] ___ [[snakes]] since {pron} {was} a child'],
  [ZERO, '{S} {v:say} that ___ [[sugar]] is bad for your teeth'],
  [ZERO, '{S} [[rarely]] {v:drink} ___ [[milk]] because it upsets {poss} stomach'],
  [ZERO, '{S} {v:think} that ___ [[books]] are usually better than the films made from them'],
  [ZERO, '{S} {v:read} a lot about ___ [[ancient history]] in {poss} free time'],
  [ZERO, '{S} {v:refuse} to watch ___ [[horror films]] because they give {obj} nightmares'],
  [ZERO, '{S} {v:love} ___ [[Italian food]] more than any other cuisine'],
  [ZERO, '{S} {has} always been [[good at]] ___ [[maths]]'],
  [ZERO, '{S} {v:believe} that ___ [[people]] are basically good'],
  [ZERO, '{S} {v:think} that ___ [[nurses]] should earn much more than they do'],
  [ZERO, '{S} {v:listen} to ___ [[classical music]] while {pron} {v:work}'],
  [ZERO, '{S} {v:try} to avoid ___ [[fast food]] during the week'],
  [ZERO, '{S} {v:find} ___ [[grammar]] easier than pronunciation'],
  [ZERO, '{S} {is} [[not interested in]] ___ [[politics]] at all'],
  [ZERO, '{S} {v:love} ___ [[flowers]], especially roses and tulips'],
  [ZERO, '{S} {v:say} that ___ [[time]] is more valuable than money'],
  [ZERO, '{S} {v:think} that ___ [[bees]] are very important for the planet'],
  [ZERO, '{S} {has} been [[crazy about]] ___ [[football]] all {poss} life'],
  [ZERO, '{S} {v:love} going for ___ [[long walks]] at the weekend'],
  [ZERO, '{S} {v:think} that ___ [[smartphones]] make people less sociable'],
  [ZERO, "{S} can't stand ___ [[loud music]] when {pron} {is} trying to read"],
  [ZERO, '{S} {v:think} that ___ [[languages]] are easier to learn when you are young'],
  [ZERO, '{S} {v:think} that ___ [[breakfast]] is the most important meal of the day'],
  [ZERO, '{S} {v:like} ___ [[rice]] more than potatoes'],
  [ZERO, '{S} {v:believe} that ___ [[love]] matters more than money'],
  [ZERO, '{S} {has} always been [[afraid of]] ___ [[heights]]'],
  [ZERO, '{S} {v:think} that ___ [[big cities]] are too noisy to live in'],
  [ZERO, '{S} {v:hate} doing ___ [[housework]] at the weekend'],
  [ZERO, '{S} {v:say} that ___ [[patience]] is the key to learning a language'],
  [ZERO, '{S} {v:love} ___ [[animals]] and {v:volunteer} at a local shelter'],
  [ZERO, '{S} {v:think} that ___ [[video games]] are a waste of time'],
  [ZERO, '{S} {v:enjoy} watching ___ [[wildlife documentaries]] in the evening'],
  [ZERO, '{S} {v:know} a lot about ___ [[wine]] because {pron} {v:work} in a restaurant'],
  [ZERO, '{S} {v:find} ___ [[mosquitoes]] really annoying in summer'],
  [ZERO, '{S} {v:prefer} ___ [[trains]] to planes because {pron} {v:hate} flying'],
  [ZERO, '{S} {has} been [[a big fan of]] ___ [[science fiction]] since school'],
  [ZERO, '{S} {v:believe} that ___ [[hard work]] always pays off in the end'],
  [ZERO, '{S} {v:think} that ___ [[electric cars]] are the future'],
  [ZERO, '{S} {v:eat} ___ [[ice cream]] all year round, even in winter'],
  [ZERO, '{S} {v:say} that ___ [[sleep]] is the secret of good health'],
  [ZERO, "{S} can't eat anything with ___ [[nuts]] in it because {pron} {is} allergic"],
  [ZERO, '{S} {v:care} a lot about ___ [[animal rights]]'],
  [ZERO, '{S} {v:think} that ___ [[museums]] should be free for students'],
  [ZERO, '{S} {v:think} that ___ [[social media]] wastes too much of our time'],
  [ZERO, '{S} {v:say} that ___ [[chocolate]] helps {obj} think'],
  [ZERO, '{S} {v:think} that ___ [[teenagers]] need more sleep than adults'],
  [ZERO, '{S} {v:get} nervous around ___ [[large dogs]]'],
  [ZERO, '{S} {v:think} that ___ [[fresh vegetables]] taste better than frozen ones'],
  [ZERO, '{S} {v:believe} that ___ [[art]] should be part of every school day'],
  [ZERO, '{S} {v:think} that ___ [[olive oil]] is healthier than butter'],
  [ZERO, '{S} {has} never liked ___ [[spicy food]]'],
  [ZERO, '{S} {v:say} that ___ [[owls]] are the most beautiful birds'],
  [ZERO, '{S} {v:think} that ___ [[public transport]] should be cheaper'],
  [ZERO, '{S} {v:agree} that ___ [[friendship]] is one of the best things in life'],
];

const MORE_SPECIFIC: readonly Line[] = table('MORE_SPECIFIC', data.MORE_SPECIFIC, LineSchema);

/** The noun after the gap (dogs, music), for the explanation. */
const nounOf = (text: string) => ((text.split('___ ')[1] ?? '').split(/\s/)[0] ?? '').replace(/[.,]$/, '');

/**
 * Lines where no article reads as well as "the" (round 1902: "recycled ___ bottles from the party"): still
 * made, so the lines after them are drawn as before and keep their ids, then left out.
 */
const BOTH_READ = /recycled ___ bottles from the party/;

function items(rng: Rng): Item[] {
  return [
    ...authoredItems(rng, 'gen-spec', [...GENERAL, ...SPECIFIC], () => ONE, 6, judge),
    ...authoredItems(rng, 'gen-spec2', [...MORE_GENERAL, ...MORE_SPECIFIC], () => ONE, 4, judge),
  ].filter((it) => !BOTH_READ.test(it.text));
}

function judge(key: string, text: string, cue: string) {
  const noun = nounOf(text);
  // Every line's gap is followed by its marked noun phrase, the cue's last part: said whole ("old coins",
  // "modern art"), not its first word ("old"), when the explanation says what the sentence is about.
  const phrase = cue.split(' … ').pop() || noun;
  return key === ZERO
    ? { wrong: [d('the', 'the-for-general', { noun: phrase })], ruleId: 'zero-general' }
    : {
        wrong: [d(ZERO, 'zero-for-specific', { noun, cue: cue.split(' … ').pop() ?? cue })],
        ruleId: 'the-specific',
      };
}

export const articlesGeneralSpecificTopic: TopicDef = makeTopic(copy, { target: 900, build: items });
