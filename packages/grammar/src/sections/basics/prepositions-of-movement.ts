/**
 * Prepositions of movement (issue 16): into, out of, across, along, through, over, under, up, down, past,
 * towards, where the scene leaves one. Authored bases, each with its own two wrong prepositions chosen so
 * that they cannot describe the scene (never through/across for a park, over/across for a bridge, along/
 * down/up for a street, nor in/on, which are not offered at all). The subject varies; the past form of the
 * verb comes from morph/verbs.ts.
 */
import { d, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, past, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';

type Prep =
  | 'into'
  | 'out of'
  | 'across'
  | 'along'
  | 'through'
  | 'over'
  | 'under'
  | 'up'
  | 'down'
  | 'past'
  | 'towards';
interface Base {
  t: string;
  v: string;
  key: Prep;
  wrong: [Prep, Prep];
  /** The words after the blank that decide it. */
  phrase: string;
}
const B = (t: string, v: string, key: Prep, wrong: [Prep, Prep], phrase: string): Base => ({
  t,
  v,
  key,
  wrong,
  phrase,
});

export const MOVE_BASES: Base[] = [
  B(
    '{S} {V} {} the lift and pressed the button for the fifth floor.',
    'get',
    'into',
    ['out of', 'past'],
    'the lift and pressed the button',
  ),
  B(
    '{S} {V} {} the car and walked to the front door.',
    'get',
    'out of',
    ['into', 'under'],
    'the car and walked to the front door',
  ),
  B('{S} {V} {} the pool and swam two lengths.', 'dive', 'into', ['out of', 'past'], 'the pool and swam'),
  B(
    '{S} {V} {} the pool, dried off and got dressed.',
    'climb',
    'out of',
    ['into', 'under'],
    'the pool, dried off',
  ),
  B(
    '{S} {V} {} the stairs to the top floor.',
    'walk',
    'up',
    ['down', 'under'],
    'the stairs to the top floor',
  ),
  B('{S} {V} {} the stairs to the basement.', 'walk', 'down', ['up', 'over'], 'the stairs to the basement'),
  B(
    '{S} {V} {} the hill to the castle at the top.',
    'climb',
    'up',
    ['down', 'under'],
    'the hill to the castle at the top',
  ),
  B(
    '{S} {V} {} the hill from the castle to the village below.',
    'walk',
    'down',
    ['up', 'under'],
    'the hill … to the village below',
  ),
  B(
    "{S} {V} {} the fence into the neighbours' garden.",
    'climb',
    'over',
    ['under', 'along'],
    "the fence into the neighbours' garden",
  ),
  B(
    '{S} {V} {} the table to find the ring that had rolled away.',
    'crawl',
    'under',
    ['over', 'up'],
    'the table to find the ring',
  ),
  B(
    '{S} {V} {} the low branch to avoid hitting {poss} head.',
    'duck',
    'under',
    ['over', 'up'],
    'to avoid hitting … head',
  ),
  B(
    '{S} {V} {} the puddle to keep {poss} shoes dry.',
    'jump',
    'over',
    ['into', 'through'],
    'to keep … shoes dry',
  ),
  B(
    '{S} {V} {} the puddle and got {poss} shoes wet.',
    'step',
    'into',
    ['over', 'past'],
    'and got … shoes wet',
  ),
  B(
    '{S} {V} {} the river bank for an hour, watching the boats.',
    'walk',
    'along',
    ['across', 'into'],
    'the river bank … watching the boats',
  ),
  B(
    '{S} {V} {} the beach, from one end to the other.',
    'walk',
    'along',
    ['into', 'under'],
    'from one end to the other',
  ),
  B(
    '{S} {V} {} the tunnel under the mountain and came out in Italy.',
    'drive',
    'through',
    ['over', 'past'],
    'came out in Italy',
  ),
  B(
    '{S} {V} {} the crowd to get to the front of the stage.',
    'push',
    'through',
    ['over', 'under'],
    'the crowd to get to the front',
  ),
  B(
    '{S} {V} {} the thick forest for hours before {pro} found the road.',
    'walk',
    'through',
    ['over', 'up'],
    'the thick forest',
  ),
  B(
    '{S} {V} {} the window to see what the noise was.',
    'look',
    'out of',
    ['into', 'under'],
    'to see what the noise was',
  ),
  B(
    '{S} {V} {} the shop window at the new phones.',
    'look',
    'into',
    ['out of', 'under'],
    'the shop window at the new phones',
  ),
  B(
    '{S} {V} {} the bakery without stopping, as it was closed.',
    'walk',
    'past',
    ['into', 'under'],
    'without stopping, as it was closed',
  ),
  B(
    '{S} {V} {} our house without stopping to say hello.',
    'drive',
    'past',
    ['into', 'under'],
    'without stopping to say hello',
  ),
  B(
    '{S} {V} {} the exit when {pro} heard the fire alarm.',
    'run',
    'towards',
    ['past', 'under'],
    'the exit when … heard the fire alarm',
  ),
  B(
    '{S} {V} {} the bus stop, but the bus left before {pro} got there.',
    'run',
    'towards',
    ['past', 'under'],
    'but the bus left before … got there',
  ),
  B(
    '{S} {V} {} the lake to the island in a small boat.',
    'row',
    'across',
    ['along', 'under'],
    'to the island',
  ),
  B(
    '{S} {V} {} the Channel from England to France.',
    'swim',
    'across',
    ['along', 'under'],
    'from England to France',
  ),
  B(
    '{S} {V} {} the building as soon as the alarm went off.',
    'run',
    'out of',
    ['into', 'towards'],
    'as soon as the alarm went off',
  ),
  B(
    '{S} {V} {} the room, turned on the light and sat down.',
    'walk',
    'into',
    ['out of', 'past'],
    'turned on the light and sat down',
  ),
  B(
    '{S} {V} {} the room and closed the door behind {obj}.',
    'walk',
    'out of',
    ['into', 'under'],
    'closed the door behind',
  ),
  B('{S} {V} {} the ladder to fix the roof.', 'climb', 'up', ['down', 'under'], 'to fix the roof'),
  B(
    '{S} {V} {} the ladder carefully when the job was done.',
    'climb',
    'down',
    ['up', 'over'],
    'when the job was done',
  ),
  B(
    '{S} {V} {} the bridge, and the boat passed just below.',
    'drive',
    'over',
    ['under', 'into'],
    'the boat passed just below',
  ),
  B('{S} {V} {} the bridge in a small boat.', 'sail', 'under', ['over', 'up'], 'in a small boat'),
  B(
    '{S} {V} {} the taxi and asked for the station.',
    'get',
    'into',
    ['out of', 'past'],
    'and asked for the station',
  ),
  B(
    '{S} {V} {} the taxi and paid the driver at the door of the hotel.',
    'get',
    'out of',
    ['into', 'towards'],
    'at the door of the hotel',
  ),
  B(
    '{S} {V} {} the station and took a taxi to the hotel.',
    'walk',
    'out of',
    ['into', 'under'],
    'and took a taxi to the hotel',
  ),
  B(
    '{S} {V} {} the wall and jumped down on the other side.',
    'climb',
    'over',
    ['under', 'along'],
    'jumped down on the other side',
  ),
  B(
    '{S} {V} {} the mountain for two days to reach the top.',
    'climb',
    'up',
    ['down', 'under'],
    'to reach the top',
  ),
  B(
    '{S} {V} {} the slope on skis in less than a minute.',
    'go',
    'down',
    ['up', 'under'],
    'on skis in less than a minute',
  ),
  B(
    '{S} {V} the ball {} the net and into the crowd.',
    'hit',
    'over',
    ['under', 'along'],
    'the net and into the crowd',
  ),
  B(
    '{S} {V} the key {} the lock and turned it.',
    'put',
    'into',
    ['out of', 'over'],
    'the lock and turned it',
  ),
  B(
    '{S} {V} the keys {} {poss} bag and opened the door.',
    'take',
    'out of',
    ['into', 'under'],
    'and opened the door',
  ),
  B(
    '{S} {V} the milk {} the fridge and poured a glass.',
    'take',
    'out of',
    ['into', 'along'],
    'and poured a glass',
  ),
  B(
    '{S} {V} the shopping {} the fridge before {pro} sat down.',
    'put',
    'into',
    ['out of', 'past'],
    'before … sat down',
  ),
  B(
    '{S} {V} {} the corridor to the last door on the left.',
    'walk',
    'along',
    ['across', 'into'],
    'to the last door on the left',
  ),
  B(
    '{S} {V} {} the coast road from Odesa to the next town.',
    'drive',
    'along',
    ['across', 'into'],
    'from Odesa to the next town',
  ),
  B(
    '{S} {V} {} the field to the gate on the other side.',
    'walk',
    'across',
    ['along', 'into'],
    'to the gate on the other side',
  ),
  B(
    '{S} {V} {} the square to the café opposite.',
    'walk',
    'across',
    ['along', 'into'],
    'to the café opposite',
  ),
  B('{S} {V} {} the open door and heard music.', 'walk', 'past', ['over', 'under'], 'and heard music'),
  B(
    '{S} {V} {} the police station on {poss} way to work.',
    'drive',
    'past',
    ['into', 'over'],
    'on … way to work',
  ),
  B(
    '{S} {V} {} the garden gate and up the path to the house.',
    'walk',
    'through',
    ['over', 'along'],
    'and up the path to the house',
  ),
  B(
    '{S} {V} {} the door and into the kitchen.',
    'walk',
    'through',
    ['over', 'along'],
    'and into the kitchen',
  ),
  B('{S} {V} {} the tree to get the cat down.', 'climb', 'up', ['down', 'over'], 'to get the cat down'),
  B('{S} {V} {} the tree when the cat was safe.', 'climb', 'down', ['up', 'over'], 'when the cat was safe'),
  B(
    '{S} {V} {} the water and swam towards the boat.',
    'jump',
    'into',
    ['out of', 'along'],
    'and swam towards the boat',
  ),
  B(
    '{S} {V} {} the cave and into the sunlight.',
    'crawl',
    'out of',
    ['into', 'past'],
    'and into the sunlight',
  ),
  B(
    '{S} {V} {} the cave with a torch to see how deep it was.',
    'go',
    'into',
    ['out of', 'past'],
    'with a torch to see how deep it was',
  ),
  B(
    '{S} {V} {} the kitchen to see if dinner was ready.',
    'look',
    'into',
    ['out of', 'under'],
    'to see if dinner was ready',
  ),
  B(
    '{S} {V} {} the sofa to find the remote control.',
    'look',
    'under',
    ['over', 'up'],
    'to find the remote control',
  ),
  B(
    '{S} {V} {} the escalator to the top floor of the shopping centre.',
    'go',
    'up',
    ['down', 'under'],
    'to the top floor',
  ),
  B(
    '{S} {V} {} the escalator to the underground platform.',
    'go',
    'down',
    ['up', 'over'],
    'to the underground platform',
  ),
  B(
    '{S} {V} {} the river on a narrow wooden bridge.',
    'walk',
    'across',
    ['along', 'under'],
    'on a narrow wooden bridge',
  ),
  B(
    '{S} {V} {} the canal path all the way to the old mill.',
    'cycle',
    'along',
    ['across', 'under'],
    'all the way to the old mill',
  ),
  B(
    '{S} {V} {} the smoke to get out of the burning house.',
    'run',
    'through',
    ['over', 'up'],
    'to get out of the burning house',
  ),
  B(
    "{S} {V} {} the sea at sunset, from the hotel to the water's edge.",
    'walk',
    'towards',
    ['past', 'under'],
    "from the hotel to the water's edge",
  ),
  B('{S} {V} {} the fire to warm {poss} hands.', 'move', 'towards', ['past', 'over'], 'to warm … hands'),
  B(
    '{S} {V} {} the lorry on the motorway and then moved back into the slow lane.',
    'drive',
    'past',
    ['into', 'under'],
    'and then moved back into the slow lane',
  ),
  B(
    '{S} {V} {} the shop for a pint of milk and came out with a bag full.',
    'go',
    'into',
    ['out of', 'past'],
    'and came out with a bag full',
  ),
  B(
    '{S} {V} {} the cinema with everyone else when the film ended.',
    'walk',
    'out of',
    ['into', 'under'],
    'when the film ended',
  ),
  B('{S} {V} {} the sleeping dog very quietly.', 'tiptoe', 'past', ['into', 'under'], 'very quietly'),
  B('{S} {V} {} the bed to hide from {poss} little sister.', 'crawl', 'under', ['over', 'up'], 'to hide'),
  B(
    '{S} {V} {} the rope to the top of the gym wall.',
    'climb',
    'up',
    ['down', 'under'],
    'to the top of the gym wall',
  ),
  B('{S} {V} the letter {} the envelope and posted it.', 'put', 'into', ['out of', 'over'], 'and posted it'),
  B('{S} {V} the photo {} the envelope and smiled.', 'take', 'out of', ['into', 'over'], 'and smiled'),
];

export const prepositionsOfMovement: TopicDef = makeTopic(
  {
    slug: 'prepositions-of-movement',
    sectionSlug: 'basics',
    name: L('Prepositions of movement', 'Прийменники руху'),
    level: 'basic',
    possibleAnswers: [
      'into',
      'out of',
      'across',
      'along',
      'through',
      'over',
      'under',
      'up',
      'down',
      'past',
      'towards',
    ],
    card: {
      rule: L(
        'Prepositions of movement say where someone goes: into (from outside to inside), out of (from inside to outside), across (to the other side), along (following a line), through (in one side and out the other), over and under (above and below), up and down, past (by something without stopping), towards (in the direction of).',
        'Прийменники руху показують, куди рухається людина чи річ: into (усередину), out of (назовні), across (на інший бік), along (уздовж), through (крізь), over і under (понад і під), up і down (угору й униз), past (повз, не зупиняючись), towards (у напрямку до).',
      ),
      signals: L(
        'the lift, the pool → into / out of; the other side → across; the stairs, the hill → up / down; without stopping → past',
        'ліфт, басейн → into / out of; інший бік → across; сходи, пагорб → up / down; не зупиняючись → past',
      ),
      examples: [
        'She got into the lift and pressed the button.',
        'He walked past the bakery without stopping.',
      ],
    },
    rules: [
      rule(
        'move-preposition',
        'The preposition says the path: into, out of, across, along, through, over, under, up, down, past, towards.',
        'Прийменник показує шлях руху: into, out of, across, along, through, over, under, up, down, past, towards.',
      ),
    ],
    target: 320,
  },
  (rng) =>
    MOVE_BASES.flatMap((b, i) =>
      someOf(rng, TENSE_SUBJECTS, 4, b.t).map(
        (s): Item => ({
          text: fillSubject(b.t.replace('{V}', past(b.v)), s),
          answer: b.key,
          wrong: b.wrong.map((w) => d(w, 'wrong-preposition-movement', { phrase: b.phrase })),
          ruleId: 'move-preposition',
          trigger: [b.phrase],
          skeleton: `move-${i}`,
        }),
      ),
    ),
);
