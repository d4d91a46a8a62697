/**
 * Prepositions of movement (issue 16): into, out of, across, along, through, over, under, up, down, past,
 * towards, where the scene leaves one. Authored bases, each with its own two wrong prepositions chosen so
 * that they cannot describe the scene (never through/across for a park, over/across for a bridge, along/
 * down/up for a street, nor in/on, which are not offered at all). The subject varies; the past form of the
 * verb comes from morph/verbs.ts.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, past, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import copy from './prepositions-of-movement.json' with { type: 'json' };

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
  /** A scene about one body (one head, one bath, one pocket): said of one person only. */
  one?: boolean;
}
const B = (t: string, v: string, key: Prep, wrong: [Prep, Prep], phrase: string, one?: boolean): Base => ({
  t,
  v,
  key,
  wrong,
  phrase,
  ...(one ? { one } : {}),
});

/** Scenes one a line, "text | verb | key | wrong, wrong | phrase", and "| one" where only one person fits. */
const ROWS: string[] = [
  '{S} {V} {} the lift and pressed the button for the fifth floor. | get | into | out of, past | the lift and pressed the button',
  '{S} {V} {} the car and walked to the front door. | get | out of | into, under | the car and walked to the front door',
  '{S} {V} {} the pool and swam two lengths. | dive | into | out of, past | the pool and swam',
  '{S} {V} {} the pool, dried off and got dressed. | climb | out of | into, under | the pool, dried off',
  '{S} {V} {} the stairs to the top floor. | walk | up | down, under | the stairs to the top floor',
  '{S} {V} {} the stairs to the basement. | walk | down | up, over | the stairs to the basement',
  '{S} {V} {} the hill to the castle at the top. | climb | up | down, under | the hill to the castle at the top',
  '{S} {V} {} the hill from the castle to the village below. | walk | down | up, under | the hill … to the village below',
  "{S} {V} {} the fence into the neighbours' garden. | climb | over | under, along | the fence into the neighbours' garden",
  '{S} {V} {} the table to find the ring that had rolled away. | crawl | under | over, up | the table to find the ring',
  '{S} {V} {} the low branch to avoid hitting {poss} head. | duck | under | over, up | to avoid hitting … head',
  '{S} {V} {} the puddle to keep {poss} shoes dry. | jump | over | into, through | to keep … shoes dry',
  '{S} {V} {} the puddle and got {poss} shoes wet. | step | into | over, past | and got … shoes wet',
  '{S} {V} {} the river bank for an hour, watching the boats. | walk | along | across, into | the river bank … watching the boats',
  '{S} {V} {} the beach, from one end to the other. | walk | along | into, under | from one end to the other',
  '{S} {V} {} the tunnel under the mountain and came out in Italy. | drive | through | over, past | came out in Italy',
  '{S} {V} {} the crowd to get to the front of the stage. | push | through | over, under | the crowd to get to the front',
  '{S} {V} {} the thick forest for hours before {pro} found the road. | walk | through | over, up | the thick forest',
  '{S} {V} {} the window to see what the noise was. | look | out of | into, under | to see what the noise was',
  '{S} {V} {} the shop window at the new phones. | look | into | out of, under | the shop window at the new phones',
  '{S} {V} {} the bakery without stopping, as it was closed. | walk | past | into, under | without stopping, as it was closed',
  '{S} {V} {} our house without stopping to say hello. | drive | past | into, under | without stopping to say hello',
  '{S} {V} {} the exit when {pro} heard the fire alarm. | run | towards | past, under | the exit when … heard the fire alarm',
  '{S} {V} {} the bus stop, but the bus left before {pro} got there. | run | towards | past, under | but the bus left before … got there',
  '{S} {V} {} the lake to the island in a small boat. | row | across | along, under | to the island',
  '{S} {V} {} the Channel from England to France. | swim | across | along, under | from England to France',
  '{S} {V} {} the building as soon as the alarm went off. | run | out of | into, towards | as soon as the alarm went off',
  '{S} {V} {} the room, turned on the light and sat down. | walk | into | out of, past | turned on the light and sat down',
  '{S} {V} {} the room without saying goodbye. | walk | out of | into, under | without saying goodbye',
  '{S} {V} {} the ladder to fix the roof. | climb | up | down, under | to fix the roof',
  '{S} {V} {} the ladder carefully when the job was done. | climb | down | up, over | when the job was done',
  '{S} {V} {} the bridge, and the boat passed just below. | drive | over | under, into | the boat passed just below',
  '{S} {V} {} the bridge in a small boat. | sail | under | over, up | in a small boat',
  '{S} {V} {} the taxi and asked for the station. | get | into | out of, past | and asked for the station',
  '{S} {V} {} the taxi and paid the driver at the door of the hotel. | get | out of | into, towards | at the door of the hotel',
  '{S} {V} {} the station and took a taxi to the hotel. | walk | out of | into, under | and took a taxi to the hotel',
  '{S} {V} {} the wall and jumped down on the other side. | climb | over | under, along | jumped down on the other side',
  '{S} {V} {} the mountain for two days to reach the top. | climb | up | down, under | to reach the top',
  '{S} {V} {} the slope on skis in less than a minute. | go | down | up, under | on skis in less than a minute',
  '{S} {V} the ball {} the net and into the crowd. | hit | over | under, along | the net and into the crowd',
  '{S} {V} the key {} the lock and turned it. | put | into | out of, over | the lock and turned it',
  '{S} {V} the keys {} {poss} bag and opened the door. | take | out of | into, under | and opened the door',
  '{S} {V} the milk {} the fridge and poured a glass. | take | out of | into, along | and poured a glass',
  '{S} {V} the shopping {} the fridge before {pro} sat down. | put | into | out of, past | before … sat down',
  '{S} {V} {} the corridor to the last door on the left. | walk | along | across, into | to the last door on the left',
  '{S} {V} {} the coast road from Odesa to the next town. | drive | along | across, into | from Odesa to the next town',
  '{S} {V} {} the field to the gate on the other side. | walk | across | along, into | to the gate on the other side',
  '{S} {V} {} the square to the café opposite. | walk | across | along, into | to the café opposite',
  '{S} {V} {} the open door and heard music. | walk | past | over, under | and heard music',
  '{S} {V} {} the police station on {poss} way to work. | drive | past | into, over | on … way to work',
  '{S} {V} {} the garden gate and up the path to the house. | walk | through | over, along | and up the path to the house',
  '{S} {V} {} the door and into the kitchen. | walk | through | over, along | and into the kitchen',
  '{S} {V} {} the tree to get the cat down. | climb | up | down, over | to get the cat down',
  '{S} {V} {} the tree when the cat was safe. | climb | down | up, over | when the cat was safe',
  '{S} {V} {} the water and swam towards the boat. | jump | into | out of, along | and swam towards the boat',
  '{S} {V} {} the cave and into the sunlight. | crawl | out of | into, past | and into the sunlight',
  '{S} {V} {} the cave with a torch to see how deep it was. | go | into | out of, past | with a torch to see how deep it was',
  '{S} {V} {} the kitchen to see if dinner was ready. | look | into | out of, under | to see if dinner was ready',
  '{S} {V} {} the sofa to find the remote control. | look | under | over, up | to find the remote control',
  '{S} {V} {} the escalator to the top floor of the shopping centre. | go | up | down, under | to the top floor',
  '{S} {V} {} the escalator to the underground platform. | go | down | up, over | to the underground platform',
  '{S} {V} {} the river on a narrow wooden bridge. | walk | across | along, under | on a narrow wooden bridge',
  '{S} {V} {} the canal path all the way to the old mill. | cycle | along | across, under | all the way to the old mill',
  '{S} {V} {} the smoke to get out of the burning house. | run | through | over, up | to get out of the burning house',
  "{S} {V} {} the sea at sunset, from the hotel to the water's edge. | walk | towards | past, under | from the hotel to the water's edge",
  '{S} {V} {} the fire to warm {poss} hands. | move | towards | past, over | to warm … hands',
  '{S} {V} {} the lorry on the motorway and then moved back into the slow lane. | drive | past | into, under | and then moved back into the slow lane',
  '{S} {V} {} the shop for a pint of milk and came out with a bag full. | go | into | out of, past | and came out with a bag full',
  '{S} {V} {} the cinema with everyone else when the film ended. | walk | out of | into, under | when the film ended',
  '{S} {V} {} the sleeping dog very quietly. | tiptoe | past | into, under | very quietly',
  '{S} {V} {} the bed to hide from {poss} little sister. | crawl | under | over, up | to hide',
  '{S} {V} {} the rope to the top of the gym wall. | climb | up | down, under | to the top of the gym wall',
  '{S} {V} the letter {} the envelope and posted it. | put | into | out of, over | and posted it',
  '{S} {V} the photo {} the envelope and smiled. | take | out of | into, over | and smiled',
  // Issue 16: more scenes, each its own base, with wrong prepositions that cannot describe the path.
  '{S} {V} {} the garage for the night. | drive | into | out of, under | for the night',
  '{S} {V} {} the garage and onto the road. | reverse | out of | into, under | and onto the road',
  '{S} {V} {} the river to cool off on a hot day. | jump | into | out of, along | to cool off',
  '{S} {V} {} the shower and reached for a towel. | step | out of | over, along | and reached for a towel | one',
  '{S} {V} {} the busy road at the zebra crossing. | walk | across | along, under | at the zebra crossing',
  '{S} {V} {} the high street, looking in the shop windows. | walk | along | across, into | looking in the shop windows',
  '{S} {V} {} the pond to see the fish. | look | into | out of, along | to see the fish',
  '{S} {V} {} the hedge to get the ball back. | crawl | through | over, up | to get the ball back',
  '{S} {V} {} the gap in the fence. | squeeze | through | over, along | the gap in the fence',
  '{S} {V} {} the steep hill and had to stop twice to catch {poss} breath. | cycle | up | down, under | had to stop twice to catch … breath',
  '{S} {V} {} the hill so fast that {pro} couldn’t stop at the bottom. | ride | down | up, over | couldn’t stop at the bottom',
  '{S} {V} {} the steps from the cliff top to the beach. | run | down | up, over | from the cliff top to the beach',
  '{S} {V} {} the gate and into the field. | jump | over | under, along | and into the field',
  '{S} {V} {} the fallen tree that was blocking the path. | step | over | under, into | that was blocking the path',
  '{S} {V} {} the barrier when the guard wasn’t looking. | duck | under | over, along | when the guard wasn’t looking',
  '{S} {V} the ball {} the goalkeeper’s head and into the net. | kick | over | under, along | the goalkeeper’s head',
  '{S} {V} {} the shopping centre to get out of the rain. | run | into | out of, past | to get out of the rain',
  '{S} {V} {} the house and into the pouring rain. | run | out of | into, towards | and into the pouring rain',
  '{S} {V} {} the river bank until {pro} reached the bridge. | cycle | along | across, into | until … reached the bridge',
  '{S} {V} {} the motorway for three hours without a break. | drive | along | across, into | for three hours',
  '{S} {V} {} the platform to the last carriage. | walk | along | across, into | to the last carriage',
  '{S} {V} {} the desert to the coast on the other side. | drive | across | along, under | to the coast on the other side',
  '{S} {V} {} the lake to the other shore. | swim | across | along, under | to the other shore',
  '{S} {V} {} the Atlantic in a small boat. | sail | across | along, under | the Atlantic in a small boat',
  '{S} {V} {} the shore when the storm started. | swim | towards | past, under | when the storm started',
  '{S} {V} {} the door when {pro} heard the bell. | walk | towards | past, under | when … heard the bell',
  '{S} {V} {} the photographers without saying a word. | walk | past | into, under | without saying a word',
  '{S} {V} {} the traffic jam on {poss} motorbike. | ride | past | over, under | on … motorbike',
  '{S} {V} {} the museum twice before {pro} found the entrance. | walk | past | into, under | before … found the entrance',
  '{S} {V} {} the stairs to answer the door. | run | down | up, over | to answer the door',
  '{S} {V} {} the stairs to the roof terrace. | climb | up | down, under | to the roof terrace',
  '{S} {V} {} the well to see how deep it was. | look | down | up, past | the well to see how deep',
  '{S} {V} the clothes {} the washing machine and hung them up. | take | out of | into, over | and hung them up',
  '{S} {V} the dirty clothes {} the washing machine and switched it on. | put | into | out of, over | and switched it on',
  '{S} {V} the cake {} the oven just in time. | take | out of | into, under | just in time',
  '{S} {V} the money {} {poss} pocket and paid the driver. | take | out of | into, under | and paid the driver | one',
  '{S} {V} {} the cold sea and swam for ten minutes. | run | into | out of, past | and swam for ten minutes',
  '{S} {V} {} the bath and dried {poss} hair. | get | out of | into, past | and dried … hair | one',
  '{S} {V} {} the old castle gate into the courtyard. | walk | through | over, along | into the courtyard',
  '{S} {V} {} the low doorway so that {pro} didn’t hit {poss} head. | duck | under | over, up | so that … didn’t hit … head | one',
  // Issue 16, "the full catalogue": more bases, each its own scene; the wrong two cannot describe it.
  '{S} {V} {} the kitchen to make a cup of tea. | walk | into | out of, over | to make a cup of tea',
  '{S} {V} {} the supermarket and loaded the shopping into the car. | walk | out of | into, over | and loaded the shopping into the car',
  '{S} {V} {} the taxi and gave the driver the address. | get | into | out of, past | and gave the driver the address',
  '{S} {V} {} the sleeping bag and zipped it up. | climb | into | out of, over | and zipped it up | one',
  '{S} {V} {} the hot bath and relaxed for an hour. | get | into | out of, under | and relaxed for an hour | one',
  '{S} {V} {} bed and opened the curtains. | get | out of | into, under | and opened the curtains',
  '{S} {V} {} the window to see who was at the door. | look | out of | into, under | to see who was at the door',
  '{S} {V} {} the keyhole and saw that the room was empty. | look | through | over, along | the keyhole and saw',
  '{S} {V} {} the wall and landed in the garden next door. | jump | over | under, along | and landed in the garden next door',
  '{S} {V} {} the barrier because {pro} didn’t have a ticket. | jump | over | under, along | the barrier',
  '{S} {V} {} the car to see where the oil was coming from. | crawl | under | over, up | to see where the oil was coming from',
  '{S} {V} {} the tree to get the kite back. | climb | up | down, under | to get the kite back',
  '{S} {V} {} the slide and landed in the sand. | slide | down | up, over | and landed in the sand',
  '{S} {V} {} the canal towpath to the next lock. | cycle | along | across, under | to the next lock',
  '{S} {V} {} the police station and asked for help. | walk | into | out of, under | and asked for help',
  '{S} {V} {} the meeting without saying goodbye. | walk | out of | into, under | without saying goodbye',
  '{S} {V} {} the tunnel and saw the sea in front of {obj}. | drive | out of | into, over | and saw the sea in front',
  '{S} {V} {} {poss} old school and remembered {poss} first teacher. | drive | past | under, over | and remembered … first teacher',
  '{S} {V} {} the bus, waving at the driver to stop. | run | towards | past, under | waving at the driver to stop',
  '{S} {V} {} the exit as soon as the film ended. | head | towards | past, under | as soon as the film ended',
  '{S} {V} {} the boat and swam to the beach. | jump | out of | into, under | and swam to the beach',
  '{S} {V} {} the canoe and paddled to the island. | get | into | out of, under | and paddled to the island',
  '{S} {V} the chicken {} the oven and let it rest. | take | out of | into, under | and let it rest',
  '{S} {V} the ice cream {} the freezer before it melted. | put | into | out of, over | the freezer before it melted',
  '{S} {V} {} the tunnel because the mountain pass was closed. | drive | through | over, along | because the mountain pass was closed',
  '{S} {V} {} the school gates and into the playground. | run | through | over, along | the school gates and into the playground',
  '{S} {V} {} the low bridge in a canoe. | paddle | under | over, up | the low bridge in a canoe',
  '{S} {V} {} the water and picked up a shell. | reach | into | out of, along | and picked up a shell | one',
  '{S} {V} {} the door and said hello to everyone. | walk | through | over, along | the door and said hello',
  '{S} {V} {} the long queue to the front. | walk | past | into, under | the long queue to the front',
  '{S} {V} {} the woods to the village on the other side. | walk | through | over, along | the woods to the village',
  '{S} {V} {} the car and drove off. | jump | into | out of, under | and drove off',
  '{S} {V} {} the lift on the ground floor and walked to reception. | get | out of | into, past | and walked to reception',
  '{S} {V} {} the hill without pedalling once. | ride | down | up, under | without pedalling once',
  '{S} {V} {} the hill, pushing {poss} bike because it was too steep. | walk | up | down, under | pushing … bike because it was too steep | one',
  '{S} {V} {} the car park to the main entrance. | walk | across | along, under | to the main entrance',
  '{S} {V} {} the river until {pro} reached the sea. | sail | down | across, under | until … reached the sea',
  '{S} {V} {} the ice-cream van without buying anything. | walk | past | into, under | without buying anything',
  '{S} {V} {} the water to cool down after the run. | jump | into | out of, over | to cool down',
  '{S} {V} {} the tower and looked down at the city. | climb | up | down, under | and looked down at the city',
  '{S} {V} {} the stadium with thousands of happy fans after the match. | walk | out of | into, under | after the match',
  '{S} {V} {} the garden gate and up the path to the house. | walk | through | over, along | the garden gate and up the path',
  '{S} {V} {} the pond to get the ball back. | wade | into | out of, over | to get the ball back',
  '{S} {V} {} the tent when the rain stopped. | crawl | out of | into, over | when the rain stopped',
  '{S} {V} {} the tent to get out of the rain. | crawl | into | out of, over | to get out of the rain',
  '{S} {V} {} the swimming pool and lay in the sun. | climb | out of | into, under | and lay in the sun',
  '{S} {V} {} the border into Poland late at night. | drive | across | along, under | the border into Poland',
  '{S} {V} {} the microscope at the tiny cells. | look | through | over, along | at the tiny cells',
  '{S} {V} {} the promenade after dinner. | stroll | along | across, into | the promenade after dinner',
  '{S} {V} {} the finishing line and fell to the ground. | run | across | along, under | the finishing line',
  '{S} {V} {} the shop for a minute to buy some water. | pop | into | out of, under | for a minute to buy some water',
  '{S} {V} {} the mountain road to the village at the top. | drive | up | down, under | to the village at the top',
  '{S} {V} {} the river on a raft. | float | down | up, under | on a raft',
  '{S} {V} {} the bakery and bought a loaf for breakfast. | go | into | past, under | and bought a loaf',
  '{S} {V} {} the plane window at the clouds below. | look | out of | into, under | at the clouds below',
  '{S} {V} {} the bathroom and locked the door. | go | into | out of, under | and locked the door | one',
  '{S} {V} {} the stream to the other bank. | wade | across | along, under | to the other bank',
  '{S} {V} {} the smoke to the door. | crawl | through | over, along | the smoke to the door',
  '{S} {V} {} the rocks to the top of the cliff. | scramble | up | down, under | to the top of the cliff',
  '{S} {V} {} the mountain to the valley before it got dark. | come | down | up, under | to the valley before it got dark',
  '{S} {V} {} the cake shop without stopping, because {pro} {was} on a diet. | walk | past | into, under | without stopping … on a diet',
];

const parse = (row: string): Base => {
  const [t = '', v = '', key = '', wrong = '', phrase = '', one] = row.split(' | ');
  return B(t, v, key as Prep, wrong.split(', ') as [Prep, Prep], phrase, one === 'one');
};

export const MOVE_BASES: Base[] = ROWS.map(parse);

export const prepositionsOfMovement: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) =>
    MOVE_BASES.flatMap((b, i) =>
      someOf(rng, b.one ? ONE_PERSON : TENSE_SUBJECTS, 4, b.t).map(
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
});
