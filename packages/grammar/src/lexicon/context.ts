import { cap } from '../engine.ts';
import { fits } from './fit.ts';
import { FRAMES, type Frame, KINDS, restFor, seasonal } from './frames.ts';
import type { FrameSubject as Subject } from './people.ts';
import { bePast, bePresent, is3sg, isPlural, pronounFor } from './subject.ts';

/**
 * Contexts that make a sentence something a person would say. A negative said out of the blue ("Anna won't
 * climb mountains next year", "Olena didn't read a book in bed two days ago") is what the blind readers
 * crossed out most: a negative needs a reason or a contrast. These builders give one, typed by what the
 * frame is (outdoor plans stop for rain, shopping for closed shops, trips for their cost).
 */

const key = (f: Frame) => `${f.verb} ${f.rest}`;
/** "…the car; … wash the car instead" repeats itself: a contrast names another thing. */
const lastWord = (rest: string) => rest.split(' ').pop() ?? '';

/** Done outdoors: rain or bad weather stops it. */
export const isOutdoor = (f: Frame) =>
  // Football on TV is watched indoors: rain does not stop it ("didn't watch football on TV … because it was raining").
  !/on TV/.test(f.rest) &&
  /park|garden|beach|river|lake|mountains|camping|hiking|skiing|fishing|football|tennis|volleyball|basketball|a run|jog|the fence|wash the car|the grass|the windows|the zoo|friend's farm|apples|seaside|horse riding|the dog|swimming$|sandcastles|photos of the city|the ducks|cycle|a bike|walk in|go for a run/.test(
    key(f),
  );
/** Travel that costs money: tickets, hotels. */
export const isPaidTrip = (f: Frame) =>
  /^(fly|travel|visit (London|Paris)|spend|rent|stay at a hotel|go skiing|go to the seaside)/.test(key(f));
/** Physical: a hurt knee or back stops it. */
const isSport = (f: Frame) =>
  /^(climb|go (skiing|hiking|swimming|dancing|to the gym|for a run|horse riding)|play (football|tennis|volleyball|basketball)|swim|jog)/.test(
    key(f),
  );
/** Heavy jobs about the house: a bad back stops them. */
const isHeavyJob = (f: Frame) =>
  /^(paint the fence|cut the grass|work in the garden|clean the windows|wash the car|fix the car)/.test(
    key(f),
  );
/** A phone call, not an outing one goes on: "won't ride a horse; …going to call her grandmother instead" is no swap. */
export const isCall = (f: Frame) => /^(call|phone|text) /.test(key(f));
/** A favour for someone (flowers for mother, the neighbours' shopping): no swap for a pastime or outing. */
const isFavour = (f: Frame) => /^(bring flowers|help the neighbours)/.test(key(f));
/** What being busy or having to work can stop: free time (pastimes, outings, trips), never work itself. */
const isFreeTime = (f: Frame) =>
  (f.kind === 'pastime' || f.kind === 'outing' || f.kind === 'trip') && !isCall(f) && !isFavour(f);
const isBuying = (f: Frame) => /^(buy|do the shopping|go shopping|go to the market)/.test(key(f));

const has = (s: Subject) => (is3sg(s) ? 'has' : 'have');
const does = (s: Subject) => (is3sg(s) ? 'does' : 'do');
/** "she's", "they're", "I'm": the contracted pronoun + be. */
export const pronBe = (s: Subject) => {
  const p = pronounFor(s);
  const be = bePresent(s);
  return be === 'am' ? `${p}'m` : be === 'is' ? `${p}'s` : `${p}'re`;
};

/**
 * Future markers for a negative with a reason: soon for daily and weekly plans (a cold or the forecast
 * stops tomorrow's tennis, not next month's), a season for trips.
 */
export const soonMarkers = (f: Frame): string[] =>
  f.when === 'year'
    ? seasonal(f, ['this summer', 'next summer', 'this year'])
    : f.when === 'week'
      ? ['tomorrow', 'this weekend', 'on Saturday']
      : f.tod
        ? ['tomorrow', `tomorrow ${f.tod}`]
        : ['tomorrow'];
const isSoon = (marker: string) => /^(tomorrow|this weekend|on Saturday)/.test(marker);

/**
 * Reasons for a future negative, each a whole clause before ", so <pronoun> won't …": "It's going to rain,
 * so we won't play tennis tomorrow", "Anna has hurt her knee, so she won't go skiing this year". A cold or
 * the forecast only for soon markers; saving money or ticket prices for paid trips. Being busy or having to
 * work only stops free time ("Tom is very busy this week, so he won't meet clients" is nonsense), and a
 * frame with no such reason gets none: "…has other plans, so…won't" reads as a changed plan, which English
 * says with "isn't going to". May be empty.
 */
export function futureReasons(f: Frame, s: Subject, marker: string): string[] {
  const subj = cap(s.text);
  const out: string[] = [];
  if (isSoon(marker)) {
    // A cold keeps one from going out, not from bringing one's mother flowers.
    if (!isPlural(s) && !isFavour(f)) out.push(`${subj} ${has(s)} a bad cold`);
    if (!s.adult && isFreeTime(f)) out.push(`${subj} ${has(s)} a test on Monday`);
    else if (isFreeTime(f)) out.push(`${subj} ${bePresent(s)} very busy this week`);
    if (s.worker && isFreeTime(f)) out.push(`${subj} ${has(s)} to work`);
    if (isOutdoor(f)) out.push("It's going to rain", 'The forecast is terrible');
    if (/^(call|phone)/.test(key(f))) out.splice(0, 1);
  } else {
    if (isPaidTrip(f)) {
      if (s.worker) out.push(`${subj} ${bePresent(s)} starting a new job`);
      // Tickets are for travel; a hotel or a rented house is "too expensive" itself.
      if (/^(fly|travel|visit (London|Paris)|go to the seaside)/.test(key(f)))
        out.push('The tickets are too expensive');
      // One car is saved for by one person or a couple, not by "my cousins".
      if (s.adult && (!isPlural(s) || /^(we|they|my parents|Tom and Anna|our neighbours)$/.test(s.text)))
        out.push(`${subj} ${bePresent(s)} saving money for a new car`);
    }
    // June exams stop a summer trip, not this winter's skiing nor tomatoes in the garden.
    if (!s.adult && /summer/.test(marker) && f.kind === 'trip') out.push(`${subj} ${has(s)} exams in June`);
  }
  // A hurt knee or back stops this week's plans, not next summer's.
  if (isSoon(marker) && isSport(f) && !isPlural(s)) out.push(`${subj} ${has(s)} hurt ${s.poss} knee`);
  if (isSoon(marker) && isHeavyJob(f) && !isPlural(s)) out.push(`${subj} ${has(s)} hurt ${s.poss} back`);
  return out;
}

/** A reason that does not name the subject ("It's going to rain"): the next clause names it in full. */
export const isImpersonal = (reason: string) =>
  /^(It's|The forecast|The tickets|it was|the weather|the shops|the tickets)/.test(reason);

/**
 * Reasons after "because" for a past negative: "…because she was too tired", "…because it was raining",
 * "…because the shops were closed".
 */
export function pastReasons(f: Frame, s: Subject): string[] {
  const p = pronounFor(s);
  const was = bePast(s);
  const atHome = f.kind === 'pastime' && !isOutdoor(f);
  // Nobody is ill for a whole year ("didn't plant any flowers last year because he was ill"), and being
  // busy is a reason to order a pizza, not to skip one.
  if (/^order /.test(`${f.verb} ${f.rest}`)) return [`${p} cooked dinner at home`];
  const yearLong = f.when === 'year';
  const out = f.kind === 'trip' || yearLong ? ['the plans changed'] : atHome ? [] : [`${p} ${was} ill`];
  if (s.adult && f.kind !== 'trip' && !/^order /.test(`${f.verb} ${f.rest}`))
    out.push(`${p} ${was} too busy`);
  if (f.tod === 'evening' || atHome) out.push(`${p} ${was} too tired`);
  if (f.tod === 'morning') out.push(`${p} got up late`);
  if (isOutdoor(f) && f.when !== 'year') out.push('it was raining', 'the weather was bad');
  if (isBuying(f)) out.push(/market/.test(f.rest) ? 'the market was closed' : 'the shops were closed');
  if (isPaidTrip(f)) out.push('the tickets were too expensive');
  if (f.kind === 'trip' && s.adult) out.push(`${p} had too much work`);
  return out;
}

/**
 * The sort of activity a frame is, finer than its kind: a swap ("…; he did X instead") stays within one
 * (the guitar for the piano, tennis for football, the cinema for the theatre), never "didn't practise the
 * piano; he learnt new words instead" or "isn't walking in the park; she's playing the guitar". A frame in no
 * class gets no swap.
 */
const CLASSES: [string, RegExp][] = [
  ['music', /^(play the guitar|practise the piano|sing in a choir)/],
  [
    'sport',
    /^(play (football|tennis|volleyball|basketball)|go (swimming|to the gym|for a run|dancing)|swim|practise yoga|jog)/,
  ],
  ['screen', /^(watch (a film|football on TV|the news|TV|a series))/],
  ['reading', /^(read (a book|comics|the newspaper|a magazine))/],
  ['show', /^(go to the (cinema|theatre)|visit (the history museum|the zoo))/],
  [
    'family',
    /^(visit \{poss\} (grandparents|cousins)|play (chess|cards) with|call \{poss\} grandmother|phone \{poss\} parents)/,
  ],
  ['baking', /^(bake (bread|cookies|a cake)|make pancakes)/],
  ['art', /^(paint pictures|draw pictures|take photos)/],
  ['writing', /^(write (a letter|letters)|send postcards)/],
  ['park', /^(walk in the park|ride a bike in the park|feed the ducks)/],
  ['shopping', /^(go (shopping|to the market)|buy vegetables)/],
  [
    'holiday',
    /^(travel to|visit (London|Paris)|go to the seaside|fly to|rent a house|spend (a week|two weeks)|go camping|climb|travel around|go hiking|stay at a hotel)/,
  ],
  ['outdoors', /^(go fishing|fish in|go horse riding|visit \{poss\} friend's farm|swim in the lake)/],
];
/**
 * Why someone is not doing an activity right now, by its class: "…isn't playing the guitar now because the
 * baby is asleep", "…isn't watching a film because the TV is broken". May be empty.
 */
export function nowReasons(f: Frame, s: Subject): string[] {
  const p = pronounFor(s);
  const be = bePresent(s);
  const pBe = be === 'am' ? `${p} am` : `${p} ${be}`;
  const c = activityClass(f);
  const out: string[] = [];
  if (c === 'music') out.push('the baby is asleep');
  if (c === 'screen') out.push('the TV is broken', "there's a power cut");
  if (c === 'baking') out.push("there's no flour left", 'the oven is broken');
  // Tiredness is when one reads in bed, not why one stops ("isn't reading a book in bed because I am too
  // tired", review 1702); lost glasses stop one adult reading.
  if (c === 'reading' && s.adult && !isPlural(s)) out.push(`${p} ${has(s)} lost ${s.poss} glasses`);
  if (c === 'shopping') out.push('the shops are closed');
  // A hurt knee stops a habit as well ("doesn't play football now because he has hurt his knee" reads right,
  // round 2005); a visit to the doctor's stops only this moment.
  if (c === 'sport' && !isPlural(s)) out.push(`${pBe} at the doctor's`);
  if ((c === 'family' || c === 'show') && !isPlural(s) && !isCall(f)) out.push(`${pBe} ill`);
  return out;
}

/**
 * A bare plural object in a negative about one occasion takes "any": "She didn't learn any new words
 * yesterday", "He didn't take any photos" (not "didn't take photos last Saturday").
 */
const BARE_PLURAL =
  /^(old bikes|new words|letters|comics|pictures|postcards|sandcastles|photos|cookies|pancakes|vegetables|tomatoes|apples|flowers|mountains)\b/;
export const anyFor = (rest: string) =>
  // "didn't repair any old bikes" reads as the idiom "any old bike" (= whatever bike, review 1702): the
  // bikes waiting to be repaired are the old ones, "didn't repair the old bikes".
  /^old /.test(rest) ? `the ${rest}` : BARE_PLURAL.test(rest) ? `any ${rest}` : rest;

export const activityClass = (f: Frame): string | undefined => CLASSES.find(([, re]) => re.test(key(f)))?.[0];

/** Classes whose members contain one another: going shopping is buying vegetables, so neither replaces the other. */
const NESTED_CLASSES = new Set(['shopping']);
const NOT_CONTENT = new Set([
  'with',
  'the',
  'in',
  'at',
  'to',
  'for',
  'a',
  'an',
  'on',
  'of',
  '{poss}',
  'go',
  'play',
  'have',
  'do',
  'make',
  'take',
]);
const contentStems = (f: Frame) =>
  new Set(
    key(f)
      .split(/\s+/)
      .filter((w) => !NOT_CONTENT.has(w))
      .map((w) => w.replace(/(?:ming|ing|s)$/, '')),
  );
/**
 * Whether one activity is part of the other, so "…didn't buy vegetables; went shopping instead" or
 * "…didn't go swimming; swam in the lake instead" contradicts itself (round 1135): a nested class, or a
 * content word they share (swim / swimming, fish / fishing).
 */
export function overlaps(f: Frame, g: Frame): boolean {
  const c = activityClass(f);
  if (c !== undefined && c === activityClass(g) && NESTED_CLASSES.has(c)) return true;
  const a = contentStems(f);
  return [...contentStems(g)].some((w) => a.has(w));
}

/**
 * Another frame the same subject does instead: same kind of time (day, week, year), a plan when the first
 * is a plan, one the subject fits, and a different verb ("…; he went swimming instead"); `sameKind` keeps a
 * trip for a trip and an outing for an outing, a phone call only for a phone call, and a favour is no one's swap.
 */
export function alternatives(
  f: Frame,
  s: Subject,
  opts: { plan?: boolean; prog?: boolean; sameKind?: boolean; sameClass?: boolean } = {},
): Frame[] {
  return swapsFor(f, opts).filter((g) => fits(g, s));
}

/** The subject-free part of `alternatives`, kept per frame and option set: FRAMES never change. */
const SWAPS = new Map<string, Frame[]>();
function swapsFor(
  f: Frame,
  opts: { plan?: boolean; prog?: boolean; sameKind?: boolean; sameClass?: boolean },
) {
  const k = `${f.id}|${opts.plan ? 1 : 0}${opts.prog ? 1 : 0}${opts.sameKind ? 1 : 0}${opts.sameClass ? 1 : 0}`;
  let list = SWAPS.get(k);
  if (list === undefined) {
    list = FRAMES.filter(
      (g) =>
        g.id !== f.id &&
        g.verb !== f.verb &&
        lastWord(g.rest) !== lastWord(f.rest) &&
        g.when === f.when &&
        g.kind !== 'care' &&
        !/dentist/.test(g.rest) &&
        !overlaps(f, g) &&
        (!opts.sameKind || (g.kind === f.kind && isCall(g) === isCall(f) && !isFavour(g))) &&
        (!opts.sameClass || (activityClass(f) !== undefined && activityClass(g) === activityClass(f))) &&
        (!opts.plan || KINDS[g.kind].plan) &&
        (!opts.prog || g.prog) &&
        !g.particle,
    );
    SWAPS.set(k, list);
  }
  return list;
}

/**
 * One more household member who does a chore instead: "I don't feed the cat; my brother does", "Maria
 * doesn't do the shopping; her brother does" (the subject's own family, named through its possessive).
 */
export function choreTakers(s: Subject): { text: string; does: string }[] {
  const poss = s.circle === 'speaker' || s.circle === 'family' ? 'my' : s.poss;
  const all = [
    { rel: 'dad', does: 'does' },
    { rel: 'mother', does: 'does' },
    { rel: 'brother', does: 'does' },
    { rel: 'sister', does: 'does' },
    { rel: 'parents', does: 'do' },
  ];
  // Mum is the mother and dad the father, and a parent is one of "my parents" (review 1136: "My dad
  // doesn't water the plants; my parents do").
  const own = s.text.replace(/\b(mum|mom)\b/, 'mother').replace(/\bfather\b/, 'dad');
  const parent = /\b(dad|mother)$/.test(own);
  return all
    .filter(
      (t) =>
        !own.endsWith(t.rel) &&
        !(parent && t.rel === 'parents') &&
        !(/parents|grand/.test(own) && /dad|mother|parents/.test(t.rel)),
    )
    .map((t) => ({ text: `${poss} ${t.rel}`, does: t.does }));
}

export { does as doesFor, has as hasFor, key as frameKey, restFor };
