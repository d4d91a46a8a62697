import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import { PLURAL_SUBJECTS } from '../../lexicon/people.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP } from '../verb/authored.ts';
import copy from './each-other-reflexive.json' with { type: 'json' };

/**
 * Each other (they do it to one another) vs themselves / ourselves / yourselves (each does it to himself or
 * herself, or does it with no help). Each other and one another mean the same, so they are never offered
 * against each other; the wrong choice is always the other meaning, ruled out by the words in [[…]]: a
 * reciprocal action that nobody does to himself (phone, hug, have known … since school), or a reflexive
 * or "without help" one that nobody does to another (enjoy, lock out, build it ___ without help). Lines
 * where both readings work (look at … in the mirror, blame, trust, be proud of, look after, buy presents)
 * are left out on purpose.
 */

/** People who do things to one another: they live apart or are friends (not one household). */
const APART: Subject[] = [
  { text: 'we', person: '1pl', poss: 'our', adult: true },
  ...PLURAL_SUBJECTS.filter((s) => /^(my friends|Tom and Anna|my cousins)$/.test(s.text)),
];

/** They do it to one another → each other. */
const EACH_OTHER: readonly Line[] = [
  ['each other', '{S} {has} known ___ [[since {poss} first day at school]]'],
  ['each other', '{S} {v:live} in different cities, but {pron} [[phone]] ___ [[every Sunday]]'],
  ['each other', '{S} hugged ___ [[and said goodbye]] at the station'],
  ['each other', "After the argument, {S} didn't [[speak to]] ___ [[for a week]]"],
  ['each other', '{S} met at a party and [[fell in love with]] ___ [[at once]]'],
  ['each other', '{S} often [[lend]] ___ [[books]]'],
  ['each other', '{S} [[waved to]] ___ [[across the street]]'],
  ['each other', '{S} [[kissed]] ___ [[goodbye]] at the airport'],
  ['each other', '{S} [[bumped into]] ___ [[in the supermarket]] last Saturday'],
  ['each other', '{S} {has} never [[met]] ___ [[in person]]; {pron} only talk online'],
  ['each other', '{S} [[miss]] ___ a lot [[when {pron} {is} apart]]'],
  ['each other', '{S} [[said hello to]] ___ [[and shook hands]]'],
  ['each other', '{S} [[threw the ball to]] ___ [[in the park]] for an hour'],
  ['each other', "{S} didn't [[recognise]] ___ [[after twenty years]]"],
  ['each other', '{S} [[helped]] ___ [[carry the heavy boxes]] up the stairs'],
  ['each other', '{S} [[tell]] ___ everything; [[{pron} have no secrets]]'],
  ['each other', '{S} [[danced with]] ___ [[all night]] at the wedding'],
  ['each other', '{S} [[wished]] ___ [[good luck]] before the exam'],
  ['each other', "{S} don't get on, and {pron} [[argue with]] ___ [[all the time]]"],
  ['each other', '{S} [[write to]] ___ [[every month]], even after all these years'],
  ['each other', '{S} [[sat opposite]] ___ [[at dinner]]'],
  ['each other', '{S} [[shouted at]] ___ [[across the noisy room]]'],
  ['each other', '{S} [[understand]] ___ [[without words]] after so many years as friends'],
  ['each other', '{S} [[sent]] ___ [[photos]] from {poss} holidays'],
  ['each other', '{S} [[passed]] ___ [[notes]] during the boring meeting'],
  ['each other', '{S} [[forgave]] ___ [[after the quarrel]] and had a coffee together'],
  ['each other', '{S} [[congratulated]] ___ [[on passing the exam]]'],
  ['each other', '{S} [[stopped talking to]] ___ [[after the quarrel]]'],
  ['each other', '{S} [[shook hands with]] ___ [[after the match]]'],
  ['each other', '{S} [[waited for]] ___ [[outside the cinema]]'],
  ['each other', '{S} [[emailed]] ___ [[almost every day]] while {pron} worked on the project'],
  ['each other', '{S} [[sat next to]] ___ [[on the bus]]'],
  ['each other', '{S} [[played tennis against]] ___ [[every Sunday]]'],
  ['each other', '{S} [[talked to]] ___ [[for hours on the phone]]'],
];

/** Each does it to himself or herself, or does it without help → themselves / ourselves / yourselves. */
const REFLEXIVE: readonly Line[] = [
  ['{refl}', '{S} really [[enjoyed]] ___ [[at the party]]'],
  ['{refl}', '{S} [[locked]] ___ [[out of the house]] and had to call a locksmith'],
  ['{refl}', '{S} [[taught]] ___ [[to cook from online videos]]'],
  ['{refl}', '{S} suddenly [[found]] ___ [[in a strange town with no hotel]]'],
  ['{refl}', '{S} built the house ___ [[without any help]]'],
  ['{refl}', '{S} painted the kitchen ___ [[to save money]]'],
  ['{refl}', '{S} paid for the trip ___ [[with the money {pron} had saved]]'],
  ['{refl}', '{S} organised the whole wedding ___ [[without a planner]]'],
  ['{refl}', '{S} repaired the roof ___ [[instead of paying a builder]]'],
  ['{refl}', '{S} grow all {poss} vegetables ___ [[in the garden]]'],
  ['{refl}', '{S} cooked dinner ___ [[instead of ordering a pizza]]'],
  ['{refl}', '{S} set up the business ___ [[with no help from the bank]]'],
  ['{refl}', "{S} checked the figures ___ [[because {pron} didn't trust the computer]]"],
  ['{refl}', '{S} moved all the furniture ___ [[without a removal company]]'],
  ['{refl}', '{S} planned the whole trip ___ [[without a travel agent]]'],
  ['{refl}', '{S} fixed the car ___ [[by following a video]]'],
  ['{refl}', '{S} [[consider]] ___ [[lucky]] to live by the sea'],
  ['{refl}', '{S} [[prepared]] ___ [[for a long, cold winter]]'],
  ['{refl}', '{S} made all the decorations for the party ___ [[by hand]]'],
  ['{refl}', '{S} [[sat down]] and [[made]] ___ [[comfortable]] by the fire'],
  ['{refl}', '{S} sewed the costumes for the school play ___ [[by hand]]'],
  ['{refl}', '{S} {is} [[not]] ___ [[today]]: {pron} have had a terrible week'],
  ['{refl}', '{S} laid the new floor ___ [[over the weekend, without a builder]]'],
  ['{refl}', '{S} [[found]] ___ [[without any money]] at the end of the month'],
  ['{refl}', '{S} wrote the song ___ [[without any help]]'],
  ['{refl}', '{S} hung all the pictures ___ [[with no help from anyone]]'],
  ['{refl}', '{S} cut down the old tree ___ [[instead of calling a gardener]]'],
  ['{refl}', '{S} decorated the whole flat ___ [[in one weekend, without a decorator]]'],
  ['{refl}', '{S} [[threw]] ___ [[into the work]] after the holiday'],
  ['{refl}', '{S} soon [[made]] ___ [[at home]] in the new flat'],
  ['{refl}', '{S} [[let]] ___ [[in]] with the spare key'],
];

/** With no subject: said to guests, about machines. */
const FIXED: readonly Line[] = [
  ['yourselves', 'Come in, everyone, and [[make]] ___ [[at home]]'],
  ['yourselves', "There's coffee and cake on the table, so please [[help]] ___"],
  ['yourselves', '[[Behave]] ___, children, [[or there will be no ice cream]]'],
  ['themselves', 'The doors in this shop open [[by]] ___ [[when you come near]]'],
  ['themselves', 'The street lights turn off [[by]] ___ [[at six in the morning]]'],
  ['yourselves', 'Children, please [[dry]] ___ [[with your own towels]] after swimming'],
];

/**
 * Issue 16: more lines, each its own situation. Appended after the older lists (their indices and draws stay);
 * the same care: a reciprocal action nobody does to himself, or a job done with no help.
 */
const MORE_EACH_OTHER: readonly Line[] = [
  ['each other', '{S} [[visit]] ___ [[every summer]]'],
  ['each other', '{S} [[smiled at]] ___ [[across the table]]'],
  ['each other', '{S} [[texted]] ___ [[all evening]]'],
  ['each other', "{S} haven't [[seen]] ___ [[since the wedding]]"],
  ['each other', '{S} [[called]] ___ [[at midnight to say Happy New Year]]'],
  ['each other', '{S} [[ran towards]] ___ [[with open arms]]'],
  ['each other', '{S} [[chatted with]] ___ [[over coffee]]'],
  ['each other', '{S} [[kept]] ___ [[company]] during the long wait'],
  ['each other', '{S} [[interrupted]] ___ [[during the meeting]]'],
  ['each other', '{S} always [[invite]] ___ [[to {poss} birthday parties]]'],
  ['each other', '{S} [[got to know]] ___ [[on a long train journey]]'],
];

const MORE_REFLEXIVE: readonly Line[] = [
  ['{refl}', '{S} changed the tyre ___ [[without calling for help]]'],
  ['{refl}', '{S} made the wedding cake ___ [[instead of buying one]]'],
  ['{refl}', '{S} built the bookshelves ___ [[without a carpenter]]'],
  ['{refl}', '{S} cleaned the windows ___ [[instead of paying a window cleaner]]'],
  ['{refl}', '{S} did all the gardening ___ [[to save money]]'],
  ['{refl}', '{S} built the garden shed ___ [[by hand]]'],
  ['{refl}', '{S} fitted the new kitchen ___ [[instead of paying a fitter]]'],
  ['{refl}', '{S} mended the fence ___ [[instead of calling a builder]]'],
];

/**
 * Issue 16, "the full catalogue": more lines, each its own situation, appended after the older lists. An
 * each-other line is a reciprocal act with a cue nobody does to himself (with a hug, across the room, after
 * the argument); a reflexive line is a job done with no help (the emphatic reflexive after the object, where
 * each other cannot stand) or a fixed reflexive phrase (beside themselves with joy, pull themselves together).
 * Left out: acts both ways read well (take photos of, look at, whisper to, support, keep warm, treat to,
 * talk into, help to food, introduce, sign up, cheer on).
 */
const GROWN_EACH_OTHER: readonly Line[] = [
  ['each other', '{S} [[greeted]] ___ [[with a hug]] at the door'],
  ['each other', '{S} [[send]] ___ [[birthday cards]] every year'],
  ['each other', '{S} [[promised]] ___ [[that {pron} would keep in touch]]'],
  ['each other', '{S} [[borrow clothes from]] ___ [[all the time]]'],
  ['each other', '{S} [[ran into]] ___ [[at the airport]] by chance'],
  ['each other', '{S} [[competed against]] ___ [[in the final]]'],
  ['each other', '{S} [[raced]] ___ [[to the end of the beach]]'],
  ['each other', '{S} {has} [[known]] ___ [[for years]], so {pron} work well together'],
  ['each other', '{S} [[kept in touch with]] ___ [[after school]]'],
  ['each other', '{S} [[apologised to]] ___ [[for the harsh words]]'],
  ['each other', '{S} [[gave]] ___ [[a high five]] after the goal'],
  ['each other', '{S} [[pushed]] ___ [[into the pool]] and laughed'],
  ['each other', '{S} [[called]] ___ [[names]] like little children'],
  ['each other', '{S} [[lost touch with]] ___ [[after {pron} moved to different countries]]'],
  ['each other', '{S} [[lived next door to]] ___ [[for ten years]]'],
  ['each other', '{S} [[teased]] ___ [[about {poss} old school photos]]'],
  ['each other', '{S} [[made]] ___ [[laugh]] all evening'],
  ['each other', '{S} [[nodded to]] ___ [[across the room]]'],
  ['each other', '{S} [[follow]] ___ [[on social media]]'],
  ['each other', '{S} [[hated]] ___ [[at first]], but now {pron} {is} best friends'],
  ['each other', '{S} [[told]] ___ [[jokes]] all the way home'],
  ['each other', '{S} [[challenged]] ___ [[to a game of chess]]'],
  ['each other', '{S} [[met]] ___ [[halfway]], in a café between {poss} two towns'],
  ['each other', '{S} [[showed]] ___ [[{poss} holiday photos]]'],
  ['each other', '{S} [[hid from]] ___ [[in the garden]] when {pron} {was} children'],
  ['each other', '{S} [[swapped books with]] ___ [[on holiday]]'],
  ['each other', '{S} [[got on well with]] ___ [[from the first day]]'],
  ['each other', '{S} [[fell out with]] ___ [[over money]]'],
  ['each other', '{S} [[comforted]] ___ [[at the funeral]]'],
  ['each other', '{S} [[dared]] ___ [[to jump into the cold lake]]'],
  ['each other', '{S} [[recommend]] books to ___ [[all the time]]'],
  ['each other', '{S} [[ask]] ___ [[for advice]] before big decisions'],
  ['each other', '{S} [[threw snowballs at]] ___ [[in the park]]'],
];

const GROWN_REFLEXIVE: readonly Line[] = [
  ['{refl}', '{S} put up the tent ___ [[in the dark, without any help]]'],
  ['{refl}', '{S} assembled the new wardrobe ___ [[with no help from the shop]]'],
  ['{refl}', '{S} installed the solar panels ___ [[instead of hiring a company]]'],
  ['{refl}', '{S} baked the bread for the party ___ [[instead of buying it]]'],
  ['{refl}', '{S} tiled the bathroom ___ [[to save on builders]]'],
  ['{refl}', '{S} grew the flowers for the wedding ___ [[in {poss} own garden]]'],
  ['{refl}', '{S} made the jam ___ [[from {poss} own strawberries]]'],
  ['{refl}', '{S} wallpapered the bedroom ___ [[instead of paying a decorator]]'],
  ['{refl}', '{S} translated the documents ___ [[instead of paying a translator]]'],
  ['{refl}', '{S} carried the piano upstairs ___ [[without calling anyone]]'],
  ['{refl}', '{S} unblocked the sink ___ [[without a plumber]]'],
  ['{refl}', '{S} made the curtains ___ [[on an old sewing machine]]'],
  ['{refl}', '{S} dug the pond ___ [[with two spades and a lot of patience]]'],
  ['{refl}', '{S} sold the old car ___ [[instead of going to a dealer]]'],
  ['{refl}', '{S} filled in the tax forms ___ [[without an accountant]]'],
  ['{refl}', '{S} served the food at the party ___ [[instead of hiring waiters]]'],
  ['{refl}', '{S} replaced the broken window ___ [[instead of waiting for a glazier]]'],
  ['{refl}', '{S} made all the furniture in the cottage ___ [[out of old wood]]'],
  ['{refl}', '{S} restored the old boat ___ [[over three summers]]'],
  ['{refl}', '{S} caught the fish for dinner ___ [[in the lake]]'],
  ['{refl}', '{S} chopped all the firewood ___ [[for the winter]]'],
  ['{refl}', '{S} planted the fruit trees ___ [[when {pron} bought the house]]'],
  ['{refl}', '{S} removed the old wallpaper ___ [[in one day]]'],
  ['{refl}', '{S} organised the street party ___ [[without help from the council]]'],
  ['{refl}', '{S} laid the new patio ___ [[in one weekend]]'],
  ['{refl}', '{S} repaired the washing machine ___ [[with a part from the internet]]'],
  ['{refl}', '{S} cleaned the carpets ___ [[with a hired machine]]'],
  ['{refl}', '{S} [[dried]] ___ [[in the sun]] after swimming in the lake'],
  ['{refl}', '{S} [[warmed]] ___ [[by the fire]] after the long walk'],
  ['{refl}', 'The music was so loud that {S} [[couldn’t hear]] ___ [[think]]'],
  ['{refl}', '{S} {was} [[beside]] ___ [[with joy]] when the baby was born'],
  ['{refl}', 'After the bad news, {S} took a deep breath and [[pulled]] ___ [[together]]'],
  ['{refl}', '{S} [[lost]] ___ [[in the music]] and forgot the time'],
  ['{refl}', '{S} [[cut]] ___ [[off from the world]] in a cabin in the mountains'],
];

/** The reflexive that agrees with a subject (we → ourselves, they → themselves). */
const reflexiveOf = (s: Subject | null): string => (s ? fill('{refl}', s) : 'themselves');

/** Reasons that say the people did it with no help (the emphatic reflexive after the object). */
const NO_HELP =
  /by hand|without|instead of|with no help|by following|to save money|to save on|in the garden|with the money|because|own garden|own strawberries|sewing machine|spades|out of old wood|garage|three summers|in the lake|for the winter|bought the house|in one day|in one weekend|from the internet|hired machine/;

function items(rng: Rng): Item[] {
  const apart = new Set(
    [...EACH_OTHER, ...MORE_EACH_OTHER, ...GROWN_EACH_OTHER].map(([, l]) => l.replace(/\[\[|\]\]/g, '')),
  );
  return authoredItems(
    rng,
    'each-other',
    [
      ...EACH_OTHER,
      ...REFLEXIVE,
      ...FIXED,
      ...MORE_EACH_OTHER,
      ...MORE_REFLEXIVE,
      ...GROWN_EACH_OTHER,
      ...GROWN_REFLEXIVE,
    ],
    (text) => (apart.has(text) ? APART : GROUP),
    5,
    (key, text, _cue, s) => {
      const subject = s?.text ?? (/^(Come|There|Behave|Children)/.test(text) ? 'you' : 'the doors');
      if (key === 'each other')
        return { wrong: [d(reflexiveOf(s), 'reflexive-for-each-other', { subject })], ruleId: 'each-other' };
      return {
        wrong: [d('each other', 'each-other-for-reflexive', { subject })],
        ruleId: NO_HELP.test(text) ? 'reflexive-no-help' : 'reflexive-self',
      };
    },
  );
}

export const eachOtherReflexiveTopic: TopicDef = makeTopic(copy, { target: 760, build: items });
