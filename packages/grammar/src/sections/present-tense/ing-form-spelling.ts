import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, restFor } from '../../lexicon/actions.ts';
import { bePresent, subjectStart } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './ing-form-spelling.json' with { type: 'json' };

/** Extra verbs whose -ing spelling is worth practising, each with a phrase that reads naturally. */
const EXTRA: [string, string][] = [
  ['lie', 'on the beach'],
  ['tie', '{poss} shoelaces'],
  ['open', 'the windows'],
  ['listen', 'to the radio'],
  ['visit', '{poss} aunt in Odesa'],
  ['sit', 'in the garden'],
  ['shop', 'for new shoes'],
  ['plan', 'a trip to Spain'],
  ['get', 'ready for the party'],
  ['put', 'on {poss} coat'],
  ['dance', 'in the kitchen'],
  ['smile', 'at the baby'],
  ['get', 'on the bus'],
  ['leave', 'the office'],
  ['come', 'home'],
  ['stop', 'for a rest'],
  ['hit', 'the ball'],
  ['win', 'the game'],
  ['dig', 'a hole in the garden'],
  ['rain', 'again'],
  ['enjoy', 'the concert'],
  ['fix', 'the tap'],
  ['cry', 'in the next room'],
  ['study', 'in the library'],
  ['enter', 'the building'],
  ['panic', 'about the exam'],
  ['picnic', 'in the park'],
];

/**
 * Issue 16 bases: a verb in a situation of its own (not one frame with a phrase swapped), said by two
 * subjects each. Only verbs whose wrong spelling is a non-word (no hoping/taping/moping/planing/coping/
 * marring, no queuing/queueing pair, no babysit).
 */
export const AUTHORED: [verb: string, subjects: [string, string], rest: string][] = [
  ['write', ['Anna is', 'My wife is'], '___ a long email to the bank, so don’t disturb her.'],
  ['bake', ['My grandmother is', 'Olena is'], '___ bread, and the whole flat smells wonderful.'],
  ['drive', ['My dad is', 'Tom is'], '___, so he can’t answer the phone.'],
  ['ride', ['The kids are', 'Max and Lily are'], '___ their bikes in the park until lunch.'],
  ['hide', ['The cat is', 'Our dog is'], '___ under the bed again. It hates thunder.'],
  ['shake', ['Look, that man is', 'Oh no, the driver is'], '___ his fist at us.'],
  ['wave', ['Look! Anna is', 'Look! Your friends are'], '___ at us from the bus.'],
  ['chase', ['The dog is', 'Our puppy is'], '___ a cat around the garden again.'],
  ['skate', ['The children are', 'Lots of people are'], '___ on the frozen lake today.'],
  ['type', ['Shh, Olena is', 'Shh, the secretary is'], '___ an important letter.'],
  ['prepare', ['The chef is', 'My uncle is'], '___ a special dinner for the wedding guests.'],
  ['decorate', ['We are', 'My parents are'], '___ the living room, so everything is covered in sheets.'],
  ['arrive', ['Hurry up! The guests are', 'Quick! Our visitors are'], '___ and the table isn’t ready.'],
  ['argue', ['The neighbours are', 'Those two are'], '___ again. I can hear them through the wall.'],
  [
    'die',
    ['The plants on the balcony are', 'The flowers in the garden are'],
    '___ because nobody waters them.',
  ],
  ['tie', ['Wait a second, I’m', 'Wait a moment, I’m'], '___ my shoelaces.'],
  ['lie', ['The kids are', 'Half the guests are'], '___ on the grass in the sun.'],
  ['agree', ['I’m not', 'We’re not'], '___ to anything until we’ve read the contract.'],
  ['free', ['The firefighters are', 'Two men are'], '___ a cat that got stuck in a tree.'],
  ['swim', ['Look, the kids are', 'Look, a few people are'], '___ in the sea already. It must be warm.'],
  ['run', ['Tom is', 'My dad is'], '___ for the bus. I hope he catches it.'],
  ['jog', ['My neighbour is', 'Oleh is'], '___ in the park, as he does every morning.'],
  ['chat', ['The girls are', 'My colleagues are'], '___ in the kitchen instead of working.'],
  ['shop', ['My wife is', 'My sister is'], '___ for a dress for the wedding.'],
  ['begin', ['Look at the clouds. It is', 'Take a coat. It is'], '___ to rain.'],
  ['cut', ['My dad is', 'The gardener is'], '___ the grass, so it’s very noisy outside.'],
  ['put', ['Anna is', 'Olena is'], '___ the baby to bed, so please be quiet.'],
  ['get', ['It is', 'Come inside. It is'], '___ dark, and the children are still outside.'],
  ['sit', ['My grandfather is', 'Uncle Oleh is'], '___ in his favourite chair by the window.'],
  ['set', ['The sun is', 'Look, the sun is'], '___. Let’s take a photo of the sky.'],
  ['hit', ['The boys are', 'Someone is'], '___ a ball against the wall outside.'],
  ['stop', ['Look, a taxi is', 'Look, the bus is'], '___ outside our house.'],
  ['dig', ['The builders are', 'The workers are'], '___ up the road outside our house.'],
  ['stir', ['Keep', 'Don’t stop'], '___ the soup or it will burn.'],
  ['skip', ['The girls are', 'Two little girls are'], '___ in the playground.'],
  ['clap', ['Everyone is', 'The whole audience is'], '___. The concert was a success.'],
  ['nod', ['The teacher is', 'The manager is'], '___, so I think she agrees.'],
  ['grin', ['Why are you', 'Why is Tom'], '___? Did something funny happen?'],
  ['beg', ['The dog is', 'Our puppy is'], '___ for food again. Don’t give it anything.'],
  ['drag', ['The kids are', 'The boys are'], '___ a huge box across the floor.'],
  ['drop', ['Careful! The waiter is', 'Look out! The waiter is'], '___ the plates!'],
  ['wrap', ['Anna is', 'We are'], '___ the presents for Christmas Eve.'],
  ['chop', ['My dad is', 'The cook is'], '___ onions, so his eyes are watering.'],
  ['knit', ['My grandmother is', 'My aunt is'], '___ a warm hat for the baby.'],
  ['scrub', ['Olena is', 'Tom is'], '___ the kitchen floor, so don’t walk on it.'],
  ['rub', ['The baby is', 'The little boy is'], '___ his eyes. He must be sleepy.'],
  ['visit', ['My parents are', 'Anna is'], '___ friends in Lviv this weekend.'],
  ['open', ['The new café is', 'A new bakery is'], '___ on our street next week.'],
  ['listen', ['Shh! I’m', 'Be quiet! I’m'], '___ to the news.'],
  ['happen', ['What is', 'Do you know what is'], '___ outside? There are police cars everywhere.'],
  ['offer', ['The shop is', 'The supermarket is'], '___ two coffees for the price of one this week.'],
  ['enter', ['The runners are', 'The team is'], '___ the stadium now.'],
  ['order', ['We are', 'My friends are'], '___ pizza tonight. Do you want some?'],
  ['answer', ['Nobody is', 'Nobody at the office is'], '___ the phone. They must be at lunch.'],
  ['wonder', ['I’m', 'We’re'], '___ if you could help us with the boxes.'],
  ['edit', ['The journalist is', 'Olena is'], '___ her article before she sends it.'],
  ['cover', ['Snow is', 'Thick snow is'], '___ the cars in the street.'],
  ['gather', ['People are', 'A crowd is'], '___ in the square for the concert.'],
  ['deliver', ['The postman is', 'A courier is'], '___ a parcel next door.'],
  ['suffer', ['My dad is', 'My grandmother is'], '___ from a bad back at the moment.'],
  ['panic', ['My sister is', 'Anna is'], '___ because her exam starts in ten minutes.'],
  ['mimic', ['The parrot is', 'Our parrot is'], '___ my voice again.'],
  ['cry', ['The baby is', 'The baby next door is'], '___ again. Maybe he’s hungry.'],
  ['try', ['I’m', 'Sorry, I’m'], '___ to concentrate. Can you turn the music down?'],
  ['carry', ['Tom is', 'The man next door is'], '___ a heavy sofa up the stairs.'],
  ['hurry', ['People are', 'Everyone is'], '___ home before the storm starts.'],
  ['worry', ['Call your mother. She is', 'Please phone home. Your parents are'], '___ about you.'],
  ['fry', ['My dad is', 'Tom is'], '___ eggs for breakfast.'],
  ['dry', ['The washing is', 'Our towels are'], '___ on the balcony.'],
  ['reply', ['The company isn’t', 'Nobody is'], '___ to my messages.'],
  ['apply', ['Anna is', 'My brother is'], '___ for a job in a bank.'],
  ['pay', ['Wait, I’m', 'Hang on, I’m'], '___ for the taxi. I’ll be there in a minute.'],
  ['stay', ['We are', 'My cousins are'], '___ at a small hotel by the sea.'],
  ['see', ['Are you', 'Is Anna'], '___ the doctor this afternoon?'],
  ['shine', ['The sun is', 'Look, the sun is'], '___. Let’s go to the beach!'],
  ['leave', ['Hurry up! The train is', 'Quick! The bus is'], '___.'],
  ['make', ['My dad is', 'Anna is'], '___ pancakes for everyone.'],
  ['come', ['Get ready! Your taxi is', 'Look! The bus is'], '___.'],
  ['close', ['Hurry! The shop is', 'Quick! The bank is'], '___ in five minutes.'],
  ['move', ['Our neighbours are', 'My best friend is'], '___ to another city next month.'],
  ['dance', ['Everyone is', 'All the guests are'], '___ at the wedding party.'],
  ['sneeze', ['Poor Tom is', 'The little girl is'], '___ all the time. I think it’s the cat.'],
  ['freeze', ['Close the window! I’m', 'Can I have a blanket? I’m'], '___.'],
  ['give', ['The shop is', 'The café is'], '___ free coffee to the first ten customers.'],
  ['take', ['Anna is', 'Oleh is'], '___ the dog to the vet this afternoon.'],
  ['use', ['Sorry, I’m', 'Sorry, Tom is'], '___ the printer right now. Can you wait a minute?'],
  ['smile', ['Look, the baby is', 'Look, the bride is'], '___ at the camera.'],
  ['have', ['Sorry, we’re', 'Sorry, they’re'], '___ lunch. Can you call back later?'],
  ['change', ['Wait for me, I’m', 'Give me a minute, I’m'], '___ into something warmer.'],
];

const RULE_OF: Record<string, string> = {
  'drop-e': 'ing-drop-e',
  double: 'ing-double',
  'no-double': 'ing-no-double',
  ie: 'ing-ie',
  'keep-ee': 'ing-keep-ee',
  ck: 'ing-ck',
  plain: 'ing-plain',
};

/** The rule an -ing spelling follows, and the non-words learners write by missing it. */
export function ingMistakes(verb: string): { rule: string; wrong: string[] } {
  const right = ingForm(verb);
  if (verb.endsWith('ie')) return { rule: 'ie', wrong: [`${verb}ing`, `${verb.slice(0, -1)}ing`] };
  if (/ee$/.test(verb)) return { rule: 'keep-ee', wrong: [`${verb.slice(0, -1)}ing`] };
  if (right.endsWith('cking') && verb.endsWith('c')) return { rule: 'ck', wrong: [`${verb}ing`] };
  if (verb.endsWith('e')) return { rule: 'drop-e', wrong: [`${verb}ing`] };
  if (right === `${verb}${verb.at(-1)}ing`) return { rule: 'double', wrong: [`${verb}ing`] };
  // Two-syllable verbs stressed on the first syllable: no doubling (visiting, opening).
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(verb) && /^[^aeiou]*[aeiou]+[^aeiou]+[aeiou]/.test(verb))
    return { rule: 'no-double', wrong: [`${verb}${verb.at(-1)}ing`] };
  return { rule: 'plain', wrong: /y$/.test(verb) ? [`${verb.slice(0, -1)}ing`] : [] };
}

function build(rng: Rng): Item[] {
  const phrases: { id: string; verb: string; rest: string; adult: boolean }[] = [
    ...ACTIONS.filter((a) => a.p).map((a) => ({ id: a.id, verb: a.verb, rest: a.rest, adult: a.adult })),
    ...EXTRA.map(([verb, rest]) => ({ id: `x-${verb}`, verb, rest, adult: false })),
  ];
  const items: Item[] = [];
  for (const p of phrases) {
    // Travel-type verbs have two accepted spellings (travelling/traveling): never used here.
    if (['travel', 'cancel', 'label', 'model'].includes(p.verb)) continue;
    const { rule, wrong } = ingMistakes(p.verb);
    if (wrong.length === 0 && rule !== 'plain') continue;
    const right = ingForm(p.verb);
    const ws: Wrong[] = wrong
      .filter((w) => w !== right)
      .map((w) => ({ choice: w, errorType: 'spelling-ing', params: { rule, needed: right } }));
    if (ws.length === 0) continue;
    for (const s of someSubjects(rng, rule === 'plain' ? 3 : 12, p.adult)) {
      const rest = restFor({ rest: p.rest } as Parameters<typeof restFor>[0], s.poss);
      if (p.verb === 'rain') {
        // Weather has "it" as its subject.
        items.push({
          text: `Take an umbrella. It is ___ ${rest}.`,
          answer: right,
          wrong: ws,
          ruleId: RULE_OF[rule] ?? 'ing-plain',
          trigger: [p.verb],
          skeleton: `ing:${p.id}`,
        });
        break;
      }
      items.push({
        text: `${subjectStart(s)} ${bePresent(s)} ___ ${rest} ${rng.pick(['at the moment', 'right now'])}.`,
        answer: right,
        wrong: ws,
        ruleId: RULE_OF[rule] ?? 'ing-plain',
        trigger: [p.verb],
        skeleton: `ing:${p.id}`,
      });
    }
  }
  AUTHORED.forEach(([verb, subjects, rest], i) => {
    const { rule, wrong } = ingMistakes(verb);
    const right = ingForm(verb);
    const ws: Wrong[] = wrong
      .filter((w) => w !== right)
      .map((w) => ({ choice: w, errorType: 'spelling-ing', params: { rule, needed: right } }));
    if (ws.length === 0) return;
    for (const subject of subjects)
      items.push({
        text: `${subject} ${rest}`,
        answer: right,
        wrong: ws,
        ruleId: RULE_OF[rule] ?? 'ing-plain',
        trigger: [verb],
        skeleton: `ing:auth:${i}`,
      });
  });
  return items;
}

export const ingSpelling: TopicDef = makeTopic(copy, { target: 800, build: build });
