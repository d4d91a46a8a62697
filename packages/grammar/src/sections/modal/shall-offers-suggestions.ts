import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './shall-offers-suggestions.data.json' with { type: 'json' };
import copy from './shall-offers-suggestions.json' with { type: 'json' };

/**
 * Offers and suggestions: Shall I / Let me / Why don't I + base form (an offer), Shall we / Let's / Why
 * don't we + base form and How about / What about + -ing (a suggestion). The gap is the verb after the
 * opener, so what is right is decided by the opener alone and every wrong choice is a form that is not
 * English after it (Shall I to open, Let's going, How about go, What about to go).
 *
 * Never contrasted: Shall I against Should I (both fine for offers), the openers against each other (every
 * one of them makes a fine suggestion), "How about we go" (colloquial, but it needs "we": the gap never has
 * a subject before it). One authored base is one situation and one suggested action; its variants are the
 * same suggestion made with each opener (one skeleton), so a session never shows two of them.
 */

interface Base {
  /** The situation that makes the offer or suggestion natural. */
  ctx: string;
  /** The verb in its base form (its other forms come from morph). */
  verb: string;
  /** What follows the verb. */
  rest: string;
  /** Only the question openers read naturally ("Shall I get you anything?", not "Let me get you anything."). */
  askOnly?: boolean;
}

const B = (ctx: string, verb: string, rest: string, askOnly = false): Base => ({ ctx, verb, rest, askOnly });

/** Suggestions for the speaker and the listener together (we). */
export const SUGGESTIONS: readonly Base[] = [
  B("It's a lovely day.", 'go', 'for a walk in the park'),
  B("There's nothing in the fridge.", 'order', 'a pizza'),
  B("I'm bored.", 'watch', 'a film'),
  B('The traffic is terrible.', 'take', 'the train'),
  B("We've been working for hours.", 'have', 'a break'),
  B("It's my mum's birthday on Sunday.", 'buy', 'her some flowers'),
  B('The new café on the corner has just opened.', 'try', 'it'),
  B("It's too hot to cook tonight.", 'get', 'fish and chips'),
  B("We've got a free evening on Friday.", 'invite', 'Anna and Tom for dinner'),
  B('This restaurant is full.', 'look', 'for another one'),
  B("We're lost.", 'ask', 'someone for directions'),
  B("It's pouring with rain.", 'stay', 'in tonight'),
  B('The kitchen is a mess.', 'clean', 'it together'),
  B('The tickets always sell out fast.', 'book', 'them online today'),
  B('We have an hour before the train.', 'have', 'a coffee at the station'),
  B('The museum is free on Sundays.', 'go', 'this weekend'),
  B("It's our tenth anniversary next month.", 'have', 'a party'),
  B("The sun's out.", 'eat', 'outside on the balcony'),
  B("There's a great exhibition at the gallery.", 'go', 'on Saturday'),
  B('Dan is new in the office.', 'invite', 'him to lunch'),
  B("It's a long drive.", 'leave', 'early in the morning'),
  B('The flat is freezing.', 'turn', 'the heating on'),
  B("I'm really tired.", 'go', 'home now'),
  B('We both need more exercise.', 'join', 'a gym'),
  B('This table is too small for everyone.', 'borrow', 'a bigger one from the neighbours'),
  B("Our English isn't getting any better.", 'watch', 'more films in English'),
  B('The beach is packed today.', 'find', 'a quieter spot'),
  B("It's Friday night.", 'go', 'out for dinner'),
  B("We've got lots of old clothes we never wear.", 'give', 'them to charity'),
  B('The grass is really long.', 'cut', 'it this weekend'),
  B('The children are bored.', 'take', 'them to the zoo'),
  B('Everyone is hungry.', 'stop', 'for lunch'),
  B('The car is almost out of petrol.', 'stop', 'at the next garage'),
  B("We haven't seen Grandma for weeks.", 'visit', 'her on Sunday'),
  B("It's a beautiful evening.", 'have', 'a barbecue'),
  B('The bus is late again.', 'walk', 'instead'),
  B('The living room looks so dark and gloomy.', 'paint', 'it a lighter colour'),
  B("It's snowing!", 'build', 'a snowman'),
  B("We've cooked far too much food.", 'invite', 'the neighbours round'),
  B('The meeting is going nowhere.', 'take', 'a short break'),
  B("The internet isn't working.", 'play', 'a board game'),
  B('We spend too much money in restaurants.', 'cook', 'at home more often'),
  B('The film starts at eight.', 'meet', 'outside the cinema at half past seven'),
  B("It's too cold to swim.", 'go', 'for a walk along the beach instead'),
  B('Our new neighbours have just moved in.', 'invite', 'them for coffee'),
  B('The queue is really long.', 'come', 'back later'),
  B("We've got a long weekend in May.", 'go', 'to the seaside'),
  B('That new Italian place gets great reviews.', 'book', 'a table there for Saturday'),
  B("The printer isn't working again.", 'call', 'the IT department'),
  B('Our plants are dying.', 'water', 'them more often'),
  B("It's getting dark.", 'head', 'back to the hotel'),
  B("We've got a lot to talk about.", 'meet', 'for lunch tomorrow'),
  B("I can't decide what to cook tonight.", 'make', 'pasta'),
  B('This box is too heavy for one person.', 'carry', 'it together'),
  B('The sofa is falling apart.', 'buy', 'a new one'),
  B("It's Olena's last day at work on Friday.", 'get', 'her a present'),
  B('The weather is perfect for cycling.', 'ride', 'our bikes to the lake'),
  B("It's Tom's birthday next week.", 'have', 'a surprise party for him'),
  B("There's a new yoga class at the community centre.", 'sign', 'up for it'),
  B('The supermarket closes at eight.', 'go', 'now'),
  B('We both need a holiday.', 'rent', 'a cottage by the sea'),
  B('The photos from our trip are great.', 'print', 'a few of them'),
  B("It's very quiet in here.", 'put', 'some music on'),
  B('The dishwasher is full.', 'switch', 'it on'),
  B("We can't agree on a film.", 'toss', 'a coin'),
  B('The garden looks a bit empty.', 'plant', 'some flowers'),
  B("It's a bank holiday on Monday.", 'go', 'away for the weekend'),
  B('My brother is in town this week.', 'invite', 'him for dinner'),
  B('The lake is lovely at sunset.', 'take', 'some photos there this evening'),
  B('We keep forgetting things at the supermarket.', 'write', 'a shopping list'),
  B('Sophie has broken her leg.', 'send', 'her some flowers'),
  B('The concert ends very late.', 'get', 'a taxi home'),
  B('The coffee here is awful.', 'go', 'somewhere else'),
  B('This bar is too noisy.', 'find', 'a quieter one'),
  B("We've been inside all day.", 'get', 'some fresh air'),
  B('The new series starts tonight.', 'watch', 'the first episode together'),
  B("We're going to Spain in the summer.", 'learn', 'some Spanish before we go'),
  B("There's a storm coming.", 'bring', 'the garden chairs inside'),
  B('The children need new shoes.', 'go', 'shopping on Saturday'),
  B('The hotel breakfast is very expensive.', 'have', 'breakfast at a café instead'),
  B('Dinner will be ready in five minutes.', 'set', 'the table'),
  B("We've got a spare room now.", 'turn', 'it into an office'),
  B('Our flight is at six in the morning.', 'stay', 'at a hotel near the airport'),
  B('Nobody wants to cook tonight.', 'eat', 'out'),
  B('The team has worked really hard this year.', 'organise', 'a dinner for everyone'),
  B("We've missed the last bus.", 'share', 'a taxi'),
  B('The kids have never seen the sea.', 'take', 'them to the coast this summer'),
  B("It's Kate's first day tomorrow.", 'show', 'her around the office'),
  B('The hall is very cold in winter.', 'put', 'a rug down'),
  B("We've still got two hours before dinner.", 'go', 'for a swim'),
];

/** Offers: the speaker does something for the listener (I). */
export const OFFERS: readonly Base[] = [
  B("It's hot in here.", 'open', 'the window'),
  B('That bag looks heavy.', 'carry', 'it for you'),
  B('You look cold.', 'close', 'the window'),
  B('You look exhausted.', 'make', 'you a cup of tea'),
  B("You don't know the way.", 'draw', 'you a map'),
  B("It's dark in here.", 'turn', 'on the light'),
  B("You're busy right now.", 'call', 'you back later'),
  B('The plates are dirty.', 'wash', 'them'),
  B("You're late for work.", 'drive', 'you to the station'),
  B('Your phone is almost dead.', 'lend', 'you my charger'),
  B("You haven't eaten all day.", 'make', 'you a sandwich'),
  B("You don't understand the form.", 'help', 'you with it'),
  B('The bins are full.', 'take', 'the rubbish out'),
  B("It's raining hard.", 'give', 'you a lift home'),
  B('The radio is very loud.', 'turn', 'it down'),
  B("You can't reach the top shelf.", 'get', 'that box down for you'),
  B("The kitchen's a mess after the party.", 'help', 'you tidy up'),
  B('Your glass is empty.', 'get', 'you another drink', true),
  B("You've got a lot of shopping.", 'help', 'you with those bags'),
  B("I'm going to the shop.", 'get', 'you anything', true),
  B("The phone's ringing.", 'answer', 'it'),
  B('Your soup has gone cold.', 'heat', 'it up for you'),
  B('You look lost.', 'show', 'you the way'),
  B('The dog needs a walk.', 'take', 'him out'),
  B('Your coffee has gone cold.', 'make', 'you a fresh one'),
  B("You've got a headache.", 'get', 'you some water'),
  B('The sun is in your eyes.', 'close', 'the curtains'),
  B("The train's delayed.", 'check', 'the new times'),
  B("You can't read Ukrainian.", 'translate', 'the letter for you'),
  B('The cake is ready.', 'cut', 'it'),
  B("There's no milk left.", 'go', 'to the shop'),
  B("The printer's jammed again.", 'have', 'a look at it'),
  B('You look very busy.', 'answer', 'the phone for you'),
  B('The floor is wet.', 'get', 'a mop'),
  B('Your suitcase is very heavy.', 'carry', 'it upstairs for you'),
  B("You're not sure of the address.", 'look', 'it up online'),
  B('Your guests are arriving at the station at seven.', 'pick', 'them up'),
  B("Your car won't start.", 'call', 'a mechanic'),
  B('The meeting starts in five minutes.', 'print', 'the agenda'),
  B('The kids are hungry.', 'make', 'them some pancakes'),
  B('The flowers look dry.', 'water', 'them'),
  B('The room is stuffy.', 'open', 'the door'),
  B("You've spilt your coffee.", 'get', 'you a cloth'),
  B("You haven't got an umbrella.", 'lend', 'you mine'),
  B('The bill is here.', 'pay', 'this time'),
  B('Your hands are full.', 'open', 'the door for you'),
  B("The music's too quiet.", 'turn', 'it up'),
  B("You're trying to take a selfie of the whole group.", 'take', 'the photo for you'),
  B("You're new to the city.", 'show', 'you around this weekend'),
  B("The potatoes aren't peeled yet.", 'peel', 'them'),
  B("You've missed the last train.", 'call', 'you a taxi'),
  B("You don't have a pen.", 'lend', 'you one'),
  B('Your bike has a flat tyre.', 'fix', 'it for you'),
  B('The shopping is still in the car.', 'bring', 'it in'),
  B('Your coat is really wet.', 'hang', 'it by the radiator'),
  B("There's a spider in the bath.", 'get', 'rid of it'),
];

type Opener = { text: string; end: '?' | '.'; form: 'base' | 'ing' };

const OpenerSchema = z.strictObject({
  text: z.string(),
  end: z.enum(['?', '.']),
  form: z.enum(['base', 'ing']),
});

const FOR_WE: readonly Opener[] = table('FOR_WE', data.FOR_WE, OpenerSchema);

const FOR_I: readonly Opener[] = [
  { text: 'Shall I', end: '?', form: 'base' },
  { text: 'Let me', end: '.', form: 'base' },
  { text: "Why don't I", end: '?', form: 'base' },
];

const RULE: Record<string, string> = record('RULE', data.RULE, z.string());

/** The exercise for one base said with one opener: the verb after it in the gap. */
export function suggestionItem(b: Base, o: Opener, skeleton: string): Item {
  const v = verbForms(b.verb);
  const wrong: Wrong[] =
    o.form === 'base'
      ? [
          d(`to ${v.base}`, 'to-after-opener', { opener: o.text }),
          d(v.ing, 'ing-after-opener', { opener: o.text }),
        ]
      : [
          d(v.base, 'base-after-how-about', { opener: o.text }),
          d(`to ${v.base}`, 'to-after-how-about', { opener: o.text }),
        ];
  return {
    text: `${b.ctx} ${o.text} ___ ${b.rest}${o.end}`,
    answer: o.form === 'base' ? v.base : v.ing,
    wrong,
    ruleId: RULE[o.text] ?? 'lets-suggestion',
    trigger: [o.text],
    skeleton,
    features: { kind: FOR_I.includes(o) ? 'offer' : 'suggestion', form: o.form },
  };
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  SUGGESTIONS.forEach((b, i) => {
    for (const o of FOR_WE) if (!b.askOnly || o.end === '?') out.push(suggestionItem(b, o, `shall-we:${i}`));
  });
  OFFERS.forEach((b, i) => {
    for (const o of FOR_I) {
      // "Why don't I get you anything?" / "Let me get you anything." are not said: such offers are asked.
      if (b.askOnly && o.text !== 'Shall I') continue;
      out.push(suggestionItem(b, o, `shall-i:${i}`));
    }
  });
  return out;
}

export const shallOffersSuggestions: TopicDef = makeTopic(copy, { target: 700, build: items });
