/**
 * The there-sentences both there-topics are made of (there is/are now, there was/were in the past): which
 * things go with which places, quantities and time markers, and the rules the two topics share.
 */
import type { Item, Wrong } from '../../engine.ts';
import { THINGS, type Thing } from '../../lexicon/things.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng } from '../../types.ts';

const PL_Q = ['some', 'a lot of', 'a few', 'two', 'no', 'lots of', 'several', 'three'];
const UNC_Q = ['some', 'a lot of', 'no', 'lots of', 'a little'];
/** "A little" measures food, drink, money, space: not luggage or furniture ("a little luggage in the hall"). */
const NOT_A_LITTLE = /^(luggage|furniture|equipment|homework|rubbish|traffic)$/;
/**
 * Homework is set, not found in a bag or on a desk ("There was a little homework in my bag when I looked"):
 * the there-topic leaves it out (countable-uncountable and quantifiers keep it).
 */
const NOT_THERE = /^homework$/;
/** Salt in the soup or sugar in the tea is found by tasting, not by arriving or looking. */
const TASTED = /in the soup|in my tea/;
/**
 * Only markers that are past whatever the hour: "this morning", "today", "this week" can still be now
 * ("There are no children in the playground this morning" is right before noon), and a bare clock phrase
 * ("at lunchtime") is an odd way to date where a thing was.
 */
const PAST = ['yesterday', 'last night', 'when we arrived', 'yesterday evening'];
/** "When I got home" only dates things at home, not "shop assistants in the supermarket". */
const AT_HOME =
  /fridge|table|kitchen|cupboard|drawer|sink|sofa|bathroom|bed\b|hall|living room|bedroom|windowsill|balcony|bowl|vase|tin|pot|hook|my bag|garden|roof|basement|garage/;
/**
 * People, animals, traffic and weather come and go, so a bare time says something ("There were a lot of
 * tourists in the old town yesterday"). Objects that stay where they are get a moment of finding them
 * instead ("There weren't any towels in the bathroom when we arrived"): blind rounds crossed out "several
 * towels in the bathroom yesterday evening" and "many pens in my bag yesterday evening" as pointless.
 */
const COMES_AND_GOES =
  /^(cat|dog|car|student|child|person|bird|cloud|tourist|boat|shop assistant|spider|police officer|snow|traffic|noise|ice|mud|parking space|empty seat|mouse|message)$/;
/** In a container one looks; one does not arrive at a jug ("a little milk in the jug when I got there"). */
const CONTAINER =
  /jug|box|bag|tin|bottle|jar|bowl|pot\b|drawer|cupboard|fridge|sink|plate|vase|basket|wallet|pocket|glass|bin\b/;
/** Places busy by day only: "a lot of noise in the classroom last night" was read as odd. */
const DAYTIME = /classroom|office|library|lab\b|museum|shop\b|supermarket|waiting room/;
const FOUND_AT_HOME = ['when I got home', 'when I looked', 'when I checked'];
const FOUND = ['when we arrived', 'when I got there', 'when I looked'];
const FOUND_READ = ['when I looked', 'when I checked'];
const pastFor = (place: string, thing: string): string[] =>
  TASTED.test(place)
    ? ['when I tasted it']
    : COMES_AND_GOES.test(thing)
      ? AT_HOME.test(place)
        ? [...PAST, 'when I got home']
        : DAYTIME.test(place)
          ? PAST.filter((m) => !/night|evening/.test(m))
          : PAST
      : READ.test(place) || CONTAINER.test(place)
        ? FOUND_READ
        : AT_HOME.test(place)
          ? FOUND_AT_HOME
          : FOUND;
/** A past question about where things were asks about a visit or a look, not a bare time. */
const PAST_Q = ['when you got there', 'when you arrived', 'when you looked'];
/** Texts, screens and one's own bag or pocket are checked, not visited. */
const READ = /essay|letter|report|phone|inbox|\b(my|your)\b/;
const PAST_Q_READ = ['when you checked', 'when you looked'];
/** Things that stay put take markers of a longer past ("ten years ago"), not "last night". */
const LASTING = new Set([
  'shop',
  'café',
  'bus stop',
  'museum',
  'hotel',
  'restaurant',
  'tree',
  'bench',
  'window',
  'computer',
  'picture',
  'furniture',
  'equipment',
  'information',
  'chair',
  'bookshop',
  'bridge',
  'plant',
  'lamp',
  'sofa',
]);
const PAST_LONG = ['ten years ago', 'when I was a child', 'in those days', 'last year'];
const PAST_LONG_Q = ['ten years ago', 'when you were a child', 'in those days'];

/**
 * People in a place make a sentence when they describe a scene: crowded or empty, a few or a lot ("There
 * are a lot of tourists in the old town", "There aren't many people at the bus stop"). One anonymous
 * person ("Is there a student in the library?"), a head count of a crowd ("There are two tourists in the
 * old town", blind round) and the staff a place is defined by ("shop assistants in the shop", "police
 * officers at the station") say nothing, so they are left out.
 */
const PEOPLE = /^(student|child|person|tourist|shop assistant|police officer)$/;
/** People who come in crowds: a number of them is a head count nobody makes. */
const CROWD = /^(tourist)$/;
/** Small creatures nobody counts: "a few mice in the basement", not "three mice". */
const UNCOUNTED = /^(mouse|spider)$/;
/** A place defined by the people in it. */
const DEFINING: Record<string, RegExp> = {
  'shop assistant': /shop|supermarket/,
  'police officer': /station/,
};
/** A group is described by its size, not found empty or with "some" students in it. */
const SIZED = /\bmy group\b/;
const NUMERALS = new Set(['two', 'three']);

/** A jug, a bottle or a glass holds a little or none, not "lots of milk in the jug". */
const SMALL_VESSEL = /\b(glass|jug|bottle|jar|cup)\b/;

/** Whether "There are <q> <things> <place>" says something a speaker would say. */
export function pluralFits(t: Thing, place: string, q: string): boolean {
  if (NUMERALS.has(q) && (CROWD.test(t.sg) || UNCOUNTED.test(t.sg))) return false;
  if (SIZED.test(place) && PEOPLE.test(t.sg) && /^(no|some|several)$/.test(q)) return false;
  return true;
}
/** Whether a thing goes with a place in a there-sentence at all. */
export const placeFits = (t: Thing, place: string): boolean => !DEFINING[t.sg]?.test(place);
/** A single anonymous person in a place is no news: people take the plural only. */
export const singularFits = (t: Thing): boolean => !PEOPLE.test(t.sg);

type Tense = 'present' | 'past';

function forms(tense: Tense) {
  return tense === 'present'
    ? { sg: 'is', pl: 'are', sgNeg: "isn't", plNeg: "aren't" }
    : { sg: 'was', pl: 'were', sgNeg: "wasn't", plNeg: "weren't" };
}
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function build(rng: Rng, tense: Tense): Item[] {
  const out: Item[] = [];
  const f = forms(tense);
  const other = forms(tense === 'present' ? 'past' : 'present');
  THINGS.forEach((t: Thing, ti) => {
    if (NOT_THERE.test(t.sg) || !t.places.some((p) => placeFits(t, p))) return;
    for (const place of t.places.filter((p) => placeFits(t, p))) {
      const variants: { q: string; noun: string; plural: boolean }[] = [];
      if (t.count) {
        if (singularFits(t)) variants.push({ q: indefiniteArticle(t.sg), noun: t.sg, plural: false });
        for (const q of PL_Q) if (pluralFits(t, place, q)) variants.push({ q, noun: t.pl, plural: true });
      } else {
        for (const q of UNC_Q)
          if ((q !== 'a little' || !NOT_A_LITTLE.test(t.sg)) && !(SMALL_VESSEL.test(place) && /lot/.test(q)))
            variants.push({ q, noun: t.sg, plural: false });
      }
      const marker =
        tense === 'past' ? ` ${rng.pick(LASTING.has(t.sg) ? PAST_LONG : pastFor(place, t.sg))}` : '';
      const qMarker =
        tense === 'past'
          ? ` ${rng.pick(LASTING.has(t.sg) ? PAST_LONG_Q : TASTED.test(place) ? ['when you tasted it'] : READ.test(place) || CONTAINER.test(place) ? PAST_Q_READ : PAST_Q)}`
          : '';
      const number = (plural: boolean) => (plural ? 'plural' : t.count ? 'singular' : 'uncountable');
      const mk = (
        answer: string,
        wrongAgree: string,
        wrongTense: string | null,
        text: string,
        noun: string,
        plural: boolean,
        kind: string,
        when: string = marker,
      ): void => {
        const wrong: Wrong[] = [
          { choice: wrongAgree, errorType: 'there-agreement', params: { noun, number: number(plural) } },
        ];
        if (wrongTense && when)
          wrong.push({
            choice: wrongTense,
            errorType: 'tense-marker-mismatch',
            params: { marker: when.trim(), tense: 'past' },
          });
        out.push({
          text,
          answer,
          wrong,
          ruleId: plural ? 'plural' : t.count ? 'singular' : 'uncountable',
          trigger: when ? [noun, when.trim()] : [noun],
          skeleton: `there-${tense}:${kind}:${ti}`,
          features: { number: number(plural) },
        });
      };
      for (const v of variants) {
        const ans = v.plural ? f.pl : f.sg;
        const wrongA = v.plural ? f.sg : f.pl;
        const wrongT = v.plural ? other.pl : other.sg;
        mk(ans, wrongA, wrongT, `There ___ ${v.q} ${v.noun} ${place}${marker}.`, v.noun, v.plural, 'stmt');
      }
      // Questions and negatives, in the singular and (for countable nouns) the plural.
      for (const plural of t.count ? (singularFits(t) ? [false, true] : [true]) : [false]) {
        const noun = plural ? t.pl : t.sg;
        const qq = t.count
          ? plural
            ? rng.pick(['any', 'many'])
            : indefiniteArticle(t.sg)
          : rng.pick(['any', 'much']);
        const qPlace = place.replace(/\b(my|our)\b/, 'your');
        mk(
          capital(plural ? f.pl : f.sg),
          capital(plural ? f.sg : f.pl),
          capital(plural ? other.pl : other.sg),
          `___ there ${qq} ${noun} ${qPlace}${qMarker}?`,
          noun,
          plural,
          'q',
          qMarker,
        );
        const nq = t.count
          ? plural
            ? rng.pick(['any', 'many'])
            : indefiniteArticle(t.sg)
          : rng.pick(['any', 'much']);
        mk(
          plural ? f.plNeg : f.sgNeg,
          plural ? f.sgNeg : f.plNeg,
          plural ? other.plNeg : other.sgNeg,
          `There ___ ${nq} ${noun} ${place}${marker}.`,
          noun,
          plural,
          'neg',
        );
      }
    }
    const place = (t.places.find((p) => placeFits(t, p)) ?? '').replace(/\b(my|our)\b/, 'your');
    const marker =
      tense === 'past'
        ? ` ${rng.pick(LASTING.has(t.sg) ? PAST_LONG_Q : READ.test(place) || CONTAINER.test(place) ? PAST_Q_READ : PAST_Q)}`
        : '';
    const how = t.count ? `How many ${t.pl}` : `How much ${t.sg}`;
    const ans = t.count ? f.pl : f.sg;
    out.push({
      text: `${how} ___ there ${place}${marker}?`,
      answer: ans,
      wrong: [
        {
          choice: t.count ? f.sg : f.pl,
          errorType: 'there-agreement',
          params: { noun: t.count ? t.pl : t.sg, number: t.count ? 'plural' : 'uncountable' },
        },
        ...(marker
          ? [
              {
                choice: t.count ? other.pl : other.sg,
                errorType: 'tense-marker-mismatch',
                params: { marker: marker.trim(), tense: 'past' },
              },
            ]
          : []),
      ],
      ruleId: t.count ? 'plural' : 'uncountable',
      trigger: [how],
      skeleton: `there-${tense}:how:${ti}`,
    });
  });
  return out;
}

export const rules = (past: boolean) => {
  const [sg, pl] = past ? ['was', 'were'] : ['is', 'are'];
  return [
    {
      id: 'singular',
      statement: {
        en: `Use there ${sg} with a singular noun (a/an + noun).`,
        uk: `There ${sg} уживаємо з іменником в однині (a/an + іменник).`,
      },
    },
    {
      id: 'plural',
      statement: {
        en: `Use there ${pl} with a plural noun (some, a lot of, two, any, many + plural).`,
        uk: `There ${pl} уживаємо з іменником у множині (some, a lot of, two, any, many + множина).`,
      },
    },
    {
      id: 'uncountable',
      statement: {
        en: `Uncountable nouns (milk, money, traffic, information) take there ${sg}, even after a lot of or some.`,
        uk: `З незлічуваними іменниками (milk, money, traffic, information) уживаємо there ${sg}, навіть після a lot of чи some.`,
      },
    },
  ];
};
