import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { parseSlot, present } from '../conditional/clause.ts';
import copy from './wish-would.json' with { type: 'json' };

/**
 * Wish + would for what other people (or the weather) keep doing and we want them to change, against
 * wish + past simple for our own states. Only action verbs take the would side ("I wish you were on time"
 * is right too, so be is never there); only the wisher's own states take the past side, where "I wish I
 * would be taller" is wrong. The past simple is never offered against would ("I wish you stopped…" is
 * heard), nor "was" against "were".
 */
/** Annoying behaviour: [verb phrase with [verb] slot for the annoyer, two annoyers (:3 = he/she/it)]. */
const HABITS: [string, string[]][] = [
  ['[stop] interrupting me', ['you', 'my boss:3']],
  ['[stop] leaving the door open', ['you', 'my flatmate:3']],
  ['[turn] the music down', ['the neighbours', 'you']],
  ['[stop] raining', ['it:3']],
  ['[not leave] dirty dishes in the sink', ['my flatmates', 'you']],
  ['[call] me back', ['the bank:3', 'the plumber:3']],
  ['[not talk] on the phone during the film', ['people', 'you']],
  ['[stop] barking at night', ["the neighbours' dog:3"]],
  ['[tell] me the truth', ['you', 'my brother:3']],
  ['[help] with the housework', ['my husband:3', 'the kids']],
  ['[not smoke] in the car', ['my father:3', 'you']],
  ['[answer] the phone', ['my colleagues', 'the receptionist:3']],
  ['[drive] more slowly', ['you', 'my sister:3']],
  ['[listen] to my advice', ['you', 'my son:3']],
  ['[stop] complaining', ['you', 'my neighbour:3']],
  ['[put] the milk back in the fridge', ['you', 'my flatmate:3']],
  ['[fix] the heating', ['the landlord:3']],
  ['[stop] biting your nails', ['you']],
  ['[not park] in front of our garage', ['the neighbours', 'people']],
  ['[clean] his room', ['my son:3']],
  ['[not eat] my yoghurts', ['my flatmate:3', 'you']],
  ['[stop] snoring', ['my husband:3', 'you']],
  ['[hurry] up', ['the waiter:3', 'you']],
  ['[not shout] at the children', ['the coach:3', 'you']],
  ['[arrive] on time for meetings', ['my colleagues', 'you']],
  ['[stop] asking me the same question', ['the kids', 'you']],
  ['[give] us less homework', ['our teacher:3']],
  ['[reply] to my messages', ['my sister:3', 'you']],
  ['[not play] loud music after midnight', ['the students next door', 'you']],
  ['[stop] making that noise', ['that machine:3', 'you']],
  ['[take] his shoes off in the house', ['my brother:3']],
  ['[come] and visit us more often', ['our grandchildren', 'you']],
  ['[stop] changing the rules', ['the government:3', 'the company:3']],
  ['[not use] my laptop without asking', ['my sister:3', 'you']],
  ['[stop] talking about work at dinner', ['my parents', 'you']],
  ['[knock] before coming in', ['my flatmate:3', 'the kids']],
  ['[stop] sending me adverts', ['that shop:3', 'the bank:3']],
  ['[turn] off the lights when you leave a room', ['you']],
  ['[wash] his cup after using it', ['my colleague:3']],
  ['[stop] snowing so we can go home', ['it:3']],
];

/** Own states: [the wish clause with [verb] slot for I/she/he, the verb's present for the wrong choice]. */
const STATES: string[] = [
  '[be] taller',
  '[have] more free time',
  '[know] the answer',
  '[live] closer to work',
  '[be] better at maths',
  '[have] a bigger flat',
  '[speak] Italian',
  '[be] on holiday now',
  '[know] how to swim',
  '[have] a car',
  '[be] a bit younger',
  '[understand] German',
  '[live] by the sea',
  '[have] more patience',
  '[know] her phone number',
  '[be] less shy',
  '[own] a house with a garden',
  '[have] a brother or a sister',
  '[be] at home in bed now',
  '[play] the piano',
  '[know] more about computers',
  '[have] a better memory',
  '[be] rich',
  '[live] in a warmer country',
  '[speak] better English',
  '[have] curly hair',
  '[be] more organised',
  '[know] what to do',
  '[have] a garden',
  '[be] good at drawing',
  '[have] a day off tomorrow',
  '[know] someone in this town',
  '[be] braver',
  '[have] enough money for a new bike',
  '[live] in the city centre',
  '[be] a better cook',
  '[have] a dog',
  '[know] the way',
  '[be] less tired',
  '[have] more friends here',
];

/**
 * Issue 16: more complaints about what others keep doing, built after the first ones (their ids stay).
 * No possessive in the phrase unless it fits every annoyer listed ("their side" only for the neighbours).
 */
const MORE_HABITS: [string, string[]][] = [
  ['[stop] checking the phone at dinner', ['you', 'my husband:3', 'my dad:3']],
  ['[put] the toilet seat down', ['my brother:3', 'you', 'my son:3']],
  ['[not slam] the door every time', ['my son:3', 'you', 'the kids']],
  ["[stop] whistling while I'm working", ['my colleague:3', 'you']],
  ['[remember] to buy milk', ['my flatmate:3', 'you', 'my husband:3']],
  ['[not leave] wet towels on the floor', ['the kids', 'you', 'my son:3']],
  ['[stop] calling me so early on Sundays', ['my mother:3', 'you', 'my aunt:3']],
  ['[send] someone to fix the broken window', ['the landlord:3', 'the council:3']],
  ['[stop] honking outside our building', ['the taxi drivers', 'that driver:3']],
  ['[let] me finish my sentences', ['you', 'my boss:3', 'my sister:3']],
  ['[clean] up after their dogs', ['people', 'dog owners']],
  ['[stop] posting photos of me online', ['you', 'my sister:3', 'my mum:3']],
  ['[not bring] work home every evening', ['my wife:3', 'you']],
  ['[play] video games with headphones on', ['my son:3', 'my brother:3']],
  ["[stop] asking when I'm getting married", ['my aunt:3', 'my relatives', 'my grandmother:3']],
  ['[clean] the bathroom after using it', ['my flatmates', 'you']],
  ['[give] me a straight answer', ['you', 'the bank:3', 'my manager:3']],
  ['[stop] sending me voice messages', ['my friends', 'you', 'my cousin:3']],
  ['[cut] the grass on their side of the fence', ['the neighbours']],
  ['[warm] up a bit', ['it:3', 'the weather:3']],
  ['[clear] up before the picnic', ['the weather:3', 'it:3']],
  ['[stop] blowing so hard', ['the wind:3']],
  ['[run] on time', ['the bus:3', 'the train:3', 'the trams']],
  ['[stop] crying for five minutes', ['the baby:3']],
  ['[stop] moving meetings at the last minute', ['my manager:3', 'my boss:3']],
  ['[not speak] so fast', ['our teacher:3', 'you', 'the guide:3']],
  ['[write] more clearly on the board', ['our teacher:3']],
  ['[not drive] so close behind me', ['that van:3', 'people']],
  ['[stop] telling the same jokes', ['my uncle:3', 'you', 'my dad:3']],
  ['[ask] before borrowing my clothes', ['my sister:3', 'you']],
  ['[offer] to help with the cooking', ['my husband:3', 'my brother:3', 'you']],
  ['[tidy] up the living room', ['the kids', 'you']],
  ['[not feed] the pigeons on the balcony', ['our neighbour:3', 'people']],
  ['[stop] playing the drums at night', ['the boy upstairs:3', 'our neighbours']],
  ['[put] the lid back on the toothpaste', ['you', 'my husband:3', 'the kids']],
  ['[stop] reading my messages', ['my mum:3', 'you']],
  ['[lend] me the car for the weekend', ['my dad:3', 'my brother:3']],
  ['[stop] asking me for money', ['my brother:3', 'my cousin:3']],
  ['[speak] up in meetings', ['my colleagues', 'you']],
  ['[not cancel] our plans at the last minute', ['you', 'my friend:3']],
  ['[fix] the holes in our road', ['the council:3']],
  ['[stop] leaving the lights on', ['the kids', 'you', 'my flatmate:3']],
  ['[walk] the dog for a change', ['my son:3', 'you', 'the kids']],
  ['[stop] shouting at the TV', ['my grandfather:3', 'you']],
  ['[not throw] rubbish in the river', ['people', 'the tourists']],
];

/**
 * Issue 16: more states the wisher would like to be different, each said by three wishers ({poss} and
 * {pron} agree with the wisher: "She wishes she understood her grandmother's accent").
 */
const MORE_STATES: string[] = [
  '[be] closer to {poss} family',
  '[have] more time for {poss} hobbies',
  '[know] how to fix a leaking tap',
  '[have] a shorter journey to work',
  '[be] more confident when speaking in public',
  '[work] shorter hours',
  '[know] more people in this city',
  '[be] fit enough to run a marathon',
  '[understand] how the tax system works',
  '[have] longer summer holidays',
  '[live] somewhere with less traffic',
  '[have] a balcony where {pron} could grow tomatoes',
  '[own] a car instead of taking two buses to work',
  '[be] less busy at work',
  '[know] how to cook proper meals',
  '[live] in the countryside',
  '[have] straight hair instead of curls',
  '[be] in Paris right now',
  '[have] a faster laptop for work',
  '[have] enough money to travel more',
  "[understand] {poss} grandmother's accent",
  '[have] a room of {poss} own',
  '[speak] Spanish as well as {poss} cousin does',
  '[live] next door to {poss} best friend',
  '[be] taller, so {pron} could reach the top shelf',
  '[have] a dishwasher in this tiny kitchen',
  '[know] what to buy {poss} dad for his birthday',
  '[be] brave enough to ask for a pay rise',
  '[have] fewer meetings every week',
  '[live] in a flat with a lift',
  '[be] at home in front of the fire',
  '[have] a better sense of direction',
  '[be] less afraid of spiders',
  '[own] a little house by a lake',
  '[have] {poss} own car',
  '[know] someone who could fix the roof',
  '[understand] the rules of cricket',
  '[have] the energy to go out tonight',
  '[know] how to say no to people',
  '[be] on a beach in Greece',
];

/**
 * Issue 16 (full catalogue): a third set of complaints, each its own base; the annoyer is someone else
 * (or a thing that will not behave: a tap, a printer), and a possessive in the phrase fits every annoyer.
 */
const HABITS_3: [string, string[]][] = [
  ['[stop] leaving shoes in the hallway', ['the kids', 'you', 'my husband:3']],
  ['[not use] all the hot water', ['my flatmate:3', 'you', 'my sister:3']],
  ['[stop] kicking the back of my seat', ['the boy behind me:3', 'the child behind me:3']],
  ['[turn] the TV down', ['the neighbours', 'my grandfather:3', 'you']],
  ['[stop] humming at the dinner table', ['my brother:3', 'you']],
  ['[pay] me back', ['my brother:3', 'you', 'my friend:3']],
  ['[not leave] the gate open', ['the postman:3', 'the kids', 'you']],
  ['[stop] parking on the pavement', ['the neighbours', 'people', 'delivery drivers']],
  ['[pick] up the phone when I call', ['you', 'my son:3', 'my mum:3']],
  ['[stop] using my shampoo', ['my sister:3', 'you', 'my flatmate:3']],
  ['[take] the rubbish out without being asked', ['the kids', 'my husband:3', 'you']],
  ['[stop] smoking under my window', ['the man downstairs:3', 'people']],
  ['[read] my messages properly', ['my boss:3', 'my colleagues', 'you']],
  ['[stop] changing the TV channel', ['my brother:3', 'you', 'my dad:3']],
  ['[let] me sleep in on Saturdays', ['the kids', 'the dog:3']],
  ['[stop] leaving the fridge door open', ['you', 'the kids', 'my flatmate:3']],
  ['[not talk] so loudly on the train', ['people', 'you', 'that man:3']],
  ['[stop] looking at screens during dinner', ['the kids', 'you', 'my husband:3']],
  ['[fix] the lift in our building', ['the landlord:3', 'the management company:3']],
  ['[explain] things more slowly', ['our teacher:3', 'you', 'my boss:3']],
  ['[stop] playing with their food', ['the kids', 'the twins']],
  ['[learn] to close the cupboard doors', ['my husband:3', 'you', 'my flatmates']],
  ['[stop] asking me to work late', ['my boss:3', 'my manager:3']],
  ['[stop] taking my charger', ['you', 'my sister:3', 'my son:3']],
  ['[not walk] on the wet floor', ['people', 'the kids', 'you']],
  ['[put] the dishes in the dishwasher', ['you', 'the kids', 'my flatmates']],
  ['[stop] sending messages at midnight', ['my boss:3', 'my colleague:3']],
  ['[stop] laughing at my accent', ['my classmates', 'you', 'my cousin:3']],
  ['[give] me more notice', ['my manager:3', 'the school:3', 'you']],
  ['[stop] arguing about money', ['my parents', 'my aunt and uncle']],
  ['[call] before visiting us', ['my mother-in-law:3', 'my brother:3', 'you']],
  ['[not ring] me at work', ['my mum:3', 'you', 'my brother:3']],
  ['[stop] eating crisps during the film', ['you', 'the man behind me:3', 'my brother:3']],
  ['[keep] the noise down', ['the neighbours', 'the kids', 'you']],
  ['[stop] dripping', ['the kitchen tap:3', 'that tap:3']],
  ['[work] properly', ['the printer:3', 'the Wi-Fi:3', 'this laptop:3']],
  ['[hurry] up and load', ['this page:3', 'the app:3']],
  ['[stop] following me around', ['the dog:3', 'my little brother:3', 'the cat:3']],
  ['[stop] ringing', ['that phone:3', 'the phone:3']],
  ['[stop] blocking the drive', ['the neighbours', 'the delivery vans', 'that van:3']],
  ['[answer] my questions', ['the doctor:3', 'you', 'the receptionist:3']],
  ['[stop] asking for sweets at the checkout', ['the kids', 'my son:3']],
  ['[wear] a helmet on that bike', ['my son:3', 'you', 'my husband:3']],
  ['[stop] calling me by my surname', ['my boss:3', 'my colleagues', 'you']],
  ['[wipe] their feet before coming in', ['the kids', 'the children', 'people']],
  ['[stop] talking during the lecture', ['the students behind me', 'you']],
  ['[not ask] so many personal questions', ['my neighbour:3', 'you', 'my aunt:3']],
  ['[stop] forwarding me chain messages', ['my uncle:3', 'my aunt:3', 'you']],
  ['[drive] me to the station', ['my brother:3', 'you', 'my dad:3']],
  ['[stop] moving my things', ['you', 'my flatmate:3', 'the cleaner:3']],
  ['[make] up their minds', ['my parents', 'the organisers']],
  ['[get] a move on', ['you', 'the kids']],
  ['[stop] using my mug', ['my colleague:3', 'you', 'my boss:3']],
];

/** Issue 16 (full catalogue): more states a wisher (I, she, he, we, they, Anna, Tom) would like to differ; each fits a group too. */
const STATES_3: string[] = [
  '[have] a garage for the bikes',
  '[live] closer to the station',
  '[know] the neighbours better',
  '[have] a bigger kitchen',
  '[be] on the beach right now',
  '[have] more space for guests',
  '[know] how to use this new software',
  '[live] nearer to {poss} parents',
  '[have] a view of the sea',
  '[be] better at saving money',
  '[understand] more about cars',
  '[have] more time to read',
  '[own] a piano',
  '[know] how to dance',
  '[be] less stressed about money',
  '[have] a quieter office',
  '[live] in a house with a big garden',
  '[speak] the local language',
  '[have] a better internet connection at home',
  '[know] how to play the guitar',
  '[have] a spare room for visitors',
  '[be] closer to the mountains',
  '[understand] the instructions',
  '[have] a reliable car',
  '[know] where {poss} old school friends live now',
  '[live] in a quieter street',
  '[have] more holiday days',
  '[be] good at remembering names',
  '[know] how to knit',
  '[have] a parking space near the flat',
  '[own] a bike',
  '[have] a fireplace',
  '[live] on the ground floor',
  '[speak] French fluently',
  '[be] less nervous before exams',
  '[know] how to change a tyre',
  '[have] fewer bills to pay',
];

/** Who wishes (the same person is the subject after wish): [subject, pronoun, possessive, person]. */
const MORE_WISHERS: [string, string, string, '1' | '3' | ''][] = [
  ['I', 'I', 'my', '1'],
  ['she', 'she', 'her', '3'],
  ['he', 'he', 'his', '3'],
  ['we', 'we', 'our', ''],
  ['they', 'they', 'their', ''],
  ['Anna', 'she', 'her', '3'],
  ['Tom', 'he', 'his', '3'],
];

const WISHERS: [string, string, '1' | '3'][] = [
  ['I', 'I', '1'],
  ['she', 'she', '3'],
  ['he', 'he', '3'],
];

function items(): Item[] {
  const out: Item[] = [...habitItems(HABITS, 'wish-would-')];
  STATES.forEach((clause, i) => {
    // Two of the three wishers per state, chosen by the base so each pair differs.
    const pair = [WISHERS[0], WISHERS[1 + (i % 2)]];
    for (const w of pair) {
      if (!w) continue;
      const [subj, , person] = w;
      const s = parseSlot(`${subj} ${clause.replace(/\[(\w+)\]/, `[$1${person === '3' ? ':3' : ':1'}]`)}`);
      const past = s.verb === 'be' ? 'were' : verbForms(s.verb).past;
      const pres = s.verb === 'be' ? present(s) : present({ ...s, person: person === '3' ? '3' : '' });
      const wishes = person === '3' ? 'wishes' : 'wish';
      out.push({
        text: finish(`${subj} ${wishes} ${subj} ___ ${s.after}`),
        answer: past,
        wrong: [d(`would ${s.verb}`, 'would-for-own-wish', {}), d(pres, 'present-after-wish', {})],
        ruleId: 'wish-past-own',
        trigger: [`${wishes} ${subj}`],
        features: { kind: 'own-state' },
        skeleton: `wish-state-${i}`,
      });
    }
  });
  out.push(...habitItems(MORE_HABITS, 'wish-would-m'));
  // A third wisher for each first state: the one of she / he the pair left out.
  STATES.forEach((clause, i) => {
    if (/\bher\b|\bhis\b/.test(clause)) return;
    const subj = i % 2 ? 'she' : 'he';
    const s = parseSlot(`${subj} ${clause.replace(/\[(\w+)\]/, '[$1:3]')}`);
    out.push(stateItem(s, subj, subj, `wish-state-${i}`));
  });
  // Three wishers per state, turning through the list so each base has its own trio; STATES_3's trio
  // starts one further on than MORE_STATES' did.
  out.push(...trioItems(MORE_STATES, 0, 'wish-state-m'), ...habitItems(HABITS_3, 'wish-would-n'));
  out.push(...trioItems(STATES_3, 1, 'wish-state-n'));
  return out;
}

/** Wish + would for what someone else keeps doing: one item for each annoyer of each complaint. */
function habitItems(habits: [string, string[]][], skeleton: string): Item[] {
  return habits.flatMap(([vp, annoyers], i) =>
    annoyers.map((a): Item => {
      const third = a.endsWith(':3');
      const who = a.replace(/:3$/, '');
      const s = parseSlot(
        `${who} ${vp.replace(/\[(not )?(\w+)\]/, (_m, n: string | undefined, v: string) => `[${n ?? ''}${v}${third ? ':3' : ''}]`)}`,
      );
      const would = s.neg ? `wouldn't ${s.verb}` : `would ${s.verb}`;
      const will = s.neg ? `won't ${s.verb}` : `will ${s.verb}`;
      return {
        text: finish(`I wish ${s.before} ___ ${s.after}`),
        answer: would,
        wrong: [d(will, 'will-after-wish-would', {}), d(present(s), 'present-after-wish-would', {})],
        ruleId: 'wish-would-others',
        trigger: ['I wish', who],
        features: { kind: 'others-behaviour' },
        skeleton: `${skeleton}${i}`,
      };
    }),
  );
}

/** Three wishers of MORE_WISHERS for each state, the trio of state i starting at i * 3 + shift. */
function trioItems(states: string[], shift: number, skeleton: string): Item[] {
  return states.flatMap((clause, i) =>
    [0, 1, 2].flatMap((k) => {
      const w = MORE_WISHERS[(i * 3 + k + shift) % MORE_WISHERS.length];
      if (!w) return [];
      const [subj, pron, poss, person] = w;
      const filled = clause.replaceAll('{poss}', poss).replaceAll('{pron}', pron);
      const s = parseSlot(`${subj} ${filled.replace(/\[(\w+)\]/, `[$1${person ? `:${person}` : ''}]`)}`);
      return [stateItem(s, subj, pron, `${skeleton}${i}`)];
    }),
  );
}

/** Wish + past simple for the wisher's own state, against would and the present. */
function stateItem(s: ReturnType<typeof parseSlot>, subj: string, pron: string, skeleton: string): Item {
  const past = s.verb === 'be' ? 'were' : verbForms(s.verb).past;
  const wishes = s.person === '3' ? 'wishes' : 'wish';
  return {
    text: finish(`${subj} ${wishes} ${pron} ___ ${s.after}`),
    answer: past,
    wrong: [d(`would ${s.verb}`, 'would-for-own-wish', {}), d(present(s), 'present-after-wish', {})],
    ruleId: 'wish-past-own',
    trigger: [`${wishes} ${pron}`],
    features: { kind: 'own-state' },
    skeleton,
  };
}

export const wishWould: TopicDef = makeTopic(copy, { target: 700, build: () => items() });
