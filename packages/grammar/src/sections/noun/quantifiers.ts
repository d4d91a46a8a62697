import { type Item, makeTopic } from '../../engine.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './quantifiers.json' with { type: 'json' };

/**
 * Quantifier frames outside "there is": [sentence with Q for the blank, noun is countable].
 * Negatives and questions use much/many; affirmatives use a few/a little (both forms there are natural).
 */
const NEG_Q: [string, boolean][] = [
  ['I don’t drink ___ coffee.', false],
  ['She doesn’t have ___ friends in this city.', true],
  ['How ___ money do you need?', false],
  ['How ___ brothers and sisters have you got?', true],
  ['We haven’t got ___ time, so let’s hurry.', false],
  ['Did you take ___ photos on holiday?', true],
  ['How ___ sugar do you take in your tea?', false],
  ['How ___ languages do you speak?', true],
  ['There wasn’t ___ traffic this morning.', false],
  ['I didn’t get ___ sleep last night.', false],
  ['How ___ people came to the meeting?', true],
  ['He doesn’t eat ___ meat.', false],
  ['Do you get ___ emails at work?', true],
  ['We didn’t have ___ rain last summer.', false],
  ['How ___ times have you been to Lviv?', true],
  ['I don’t have ___ free time during the week.', false],
  ['There weren’t ___ people at the party.', true],
  ['How ___ homework did the teacher give you?', false],
  ['Did you spend ___ money in Paris?', false],
  ['How ___ hours a day do you work?', true],
  ['She didn’t make ___ mistakes in the test.', true],
  ['How ___ luggage are you taking?', false],
  ['I haven’t read ___ books this year.', true],
  ['How ___ water should I drink a day?', false],
  ['Is there ___ milk left?', false],
  ['Are there ___ tickets left for tonight?', true],
  ['We don’t need ___ furniture in the new flat.', false],
  ['How ___ students are there in your class?', true],
  ['I don’t watch ___ TV these days.', false],
  ['He doesn’t have ___ experience with children.', false],
  ['How ___ coffee do you drink a day?', false],
  ['How ___ cups of coffee do you drink a day?', true],
  ['We didn’t see ___ animals at the zoo.', true],
  ['There isn’t ___ space in the car for a big suitcase.', false],
  ['How ___ days are you staying in Lviv?', true],
  ['How ___ luggage have you got?', false],
  ['I don’t have ___ friends at my new school yet.', true],
  ['She doesn’t earn ___ money in her new job.', false],
  ['Were there ___ people at the concert?', true],
  ['Was there ___ snow in the mountains?', false],
];
const AFF: [string, boolean][] = [
  ['Could I have ___ milk in my coffee, please?', false],
  ['I need ___ minutes to get ready.', true],
  ['We invited ___ friends for dinner.', true],
  ['Add ___ salt to the soup.', false],
  ['She speaks ___ words of Japanese.', true],
  ['I have ___ money left, so let’s have a coffee.', false],
  ['We stayed in Rome for ___ days.', true],
  ['Can you give me ___ help with these boxes?', false],
  ['There are ___ good restaurants near the station.', true],
  ['I’ve got ___ questions about the contract.', true],
  ['Put ___ oil in the pan first.', false],
  ['He made ___ changes to the report.', true],
  ['There is ___ cheese left in the fridge.', false],
  ['Let’s wait ___ more minutes.', true],
  ['I have ___ time before my train, so let’s talk.', false],
  ['She bought ___ apples at the market.', true],
  ['I know ___ people in this town.', true],
  ['With ___ luck, we’ll be there by six.', false],
  ['Could you lend me ___ euros?', true],
  ['He needs ___ rest after the trip.', false],
  ['I’ve got ___ ideas for the party.', true],
  ['We need ___ more chairs for the guests.', true],
  ['Add ___ more water to the soup.', false],
  ['I usually put ___ honey in my tea.', false],
  ['She made ___ mistakes, but she passed the test.', true],
  ['There is ___ coffee left. Do you want some?', false],
];

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (text: string, count: boolean, affirmative: boolean, skeleton: string) => {
    const answer = affirmative ? (count ? 'a few' : 'a little') : count ? 'many' : 'much';
    const wrong = affirmative ? (count ? 'a little' : 'a few') : count ? 'much' : 'many';
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType: count
            ? 'uncountable-quantifier-with-countable'
            : 'countable-quantifier-with-uncountable',
          params: { quantifier: wrong },
        },
      ],
      ruleId: affirmative ? (count ? 'a-few' : 'a-little') : count ? 'many' : 'much',
      trigger: [
        text
          .split('___')[1]
          ?.trim()
          .split(' ')[0]
          ?.replace(/[.,?!]/g, '') ?? '',
      ],
      skeleton,
      features: { countable: count ? 'yes' : 'no' },
    });
  };
  NEG_Q.forEach(([t, c], i) => {
    push(t, c, false, `quant:neg:${i}`);
  });
  AFF.forEach(([t, c], i) => {
    push(t, c, true, `quant:aff:${i}`);
  });
  THINGS.forEach((th, i) => {
    if (ONE_OR_TWO.test(th.sg)) return;
    const noun = th.count ? th.pl : th.sg;
    const be = th.count ? 'are' : 'is';
    for (const place of th.places) {
      // Mud and noise are noticed, not measured: "How much mud is there on the floor?" asks nothing.
      if (!/^(mud|noise)$/.test(th.sg))
        push(
          `How ___ ${noun} ${be} there ${place.replace(/\b(my|our)\b/, 'your')}?`,
          th.count,
          false,
          `quant:how:${i}`,
        );
      push(`There ${be}n’t ___ ${noun} ${place}.`, th.count, false, `quant:not:${i}`);
      push(
        `${th.count ? 'Are' : 'Is'} there ___ ${noun} ${place.replace(/\b(my|our)\b/, 'your')}?`,
        th.count,
        false,
        `quant:q:${i}`,
      );
      push(`There ${be} only ___ ${noun} ${place}.`, th.count, true, `quant:only:${i}`);
    }
  });
  return out;
}

/**
 * Things a home has one or two of: "There are only a few sofas in the living room", "How many cats are there
 * on the roof?" count what nobody counts (read as odd in blind rounds alongside "many bus stops in our street").
 */
const ONE_OR_TWO = /^(sofa|dog|cat|lamp|spider)$/;

export const quantifiersTopic: TopicDef = makeTopic(copy, { target: 1200, build: items });
