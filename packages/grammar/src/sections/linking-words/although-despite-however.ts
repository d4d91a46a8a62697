import { cap, finish, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './although-despite-however.json' with { type: 'json' };
import { formMismatch, gapItem } from './gap.ts';
import { fill, forTwoPeople, linkerSlot, PEOPLE, wordsAfterGap } from './people.ts';

/**
 * although / though + clause, despite / in spite of + noun or -ing, however at the start of a new
 * sentence. One base is one contrast: [the clause, the same fact as a noun phrase (or null), the main
 * clause]. What follows the gap forces the word: a clause → although/though, a noun or -ing →
 * despite/in spite of, a comma after a full stop → However. Each item offers one word of each pair only
 * (never "though" against "although", never "in spite of" against "despite"): both of a pair are right.
 * A base with `start` is said only with the contrast first (its main clause names what the contrast
 * refers to: "Despite the long meeting, nothing was decided").
 */
interface Contrast {
  clause: string;
  noun: string | null;
  main: string;
  start?: boolean;
  who?: readonly Subject[];
}
const C = (clause: string, noun: string | null, main: string, start = false): Contrast => ({
  clause,
  noun,
  main,
  start,
});

const W = (c: Contrast, who: readonly Subject[]): Contrast => ({ ...c, who });
/** One person (a headache, a ticket, a job are one person's); people other than the speaker; the old. */
const ONE = PEOPLE.filter((p) => p.person === '1sg' || p.person === '3sg');
const OTHERS = PEOPLE.filter((p) => p.person === '3sg');
const WE = PEOPLE.filter((p) => p.text === 'we');
const OLD: readonly Subject[] = [
  { text: 'my grandmother', person: '3sg', poss: 'her', adult: true },
  { text: 'my grandfather', person: '3sg', poss: 'his', adult: true },
  { text: 'our neighbour Mrs Green', person: '3sg', poss: 'her', adult: true },
];

const CONTRASTS: Contrast[] = [
  C('it was raining', 'the rain', '{X} went for a walk'),
  C('it was very cold', 'the cold', '{X} went swimming in the lake'),
  W(C('{X} {was} very tired', 'being very tired', '{X} finished the report'), ONE),
  C('{X} felt ill', 'feeling ill', '{X} went to work'),
  C('the tickets were expensive', 'the high price of the tickets', '{X} went to the concert'),
  C('the traffic was heavy', 'the heavy traffic', '{X} arrived on time'),
  C('{X} had a map', 'having a map', '{X} got lost'),
  C('the food was excellent', 'the excellent food', 'the restaurant was almost empty'),
  W(C('{X} studied hard', 'studying hard', '{X} failed the exam'), ONE),
  C('the reviews were good', 'the good reviews', "{X} didn't enjoy the film"),
  C('the hotel was cheap', 'the low price', 'the rooms were clean and comfortable', true),
  W(C('{X} {was} nervous', 'being nervous', '{X} gave a great speech'), ONE),
  W(C('{X} had a headache', 'having a headache', '{X} stayed at the party until midnight'), ONE),
  C('the water was cold', 'the cold water', '{X} swam for an hour'),
  C('{X} left home early', 'leaving home early', '{X} missed the train'),
  C('the instructions were clear', 'the clear instructions', '{X} made a mistake'),
  C('the weather was terrible', 'the terrible weather', 'the match went ahead'),
  C('{X} had very little money', 'having very little money', '{X} travelled around Europe'),
  C('the queue was long', 'the long queue', '{X} waited to see the exhibition'),
  C("{X} didn't speak Italian", 'not speaking Italian', '{X} had a great time in Rome'),
  C('the flight was delayed', 'the delay', '{X} got to the meeting on time'),
  W(C('{X} had a bad cold', 'having a bad cold', '{X} ran in the race'), ONE),
  C('the task was difficult', 'the difficulty of the task', '{X} finished it in an hour', true),
  W(C('{X} {was} on a diet', 'being on a diet', '{X} ate two pieces of cake'), ONE),
  C('the street was noisy', 'the noise from the street', '{X} slept well'),
  C('the shop was crowded', 'the crowds', '{X} found everything {X} needed'),
  C('the road was icy', 'the icy road', '{X} drove to work'),
  C('{X} {was} afraid of heights', 'being afraid of heights', '{X} climbed to the top of the tower'),
  C(
    '{X} had lived in London for years',
    'having lived in London for years',
    '{X} still got lost on the Underground',
  ),
  C('{X} had an umbrella', 'having an umbrella', '{X} got wet'),
  C('the meeting lasted three hours', 'the long meeting', 'nothing was decided'),
  C('{X} got up early', 'getting up early', '{X} {was} late for work'),
  W(C('the salary was low', 'the low salary', '{X} took the job'), ONE),
  C('the beach was crowded', 'the crowds', '{X} found a quiet place to sit'),
  C('the sun was shining', 'the sunshine', 'it was quite cold'),
  C('{X} had never cooked before', 'never having cooked before', '{X} made a delicious dinner'),
  W(C('{X} trained every day', 'training every day', "{X} didn't win the race"), ONE),
  W(C('{X} knew the answer', 'knowing the answer', '{X} said nothing'), ONE),
  C('the party was fun', null, '{X} left early'),
  C('the internet connection was slow', 'the slow internet connection', '{X} managed to send the files'),
  W(C('{X} {was} very busy', 'being very busy', '{X} found time to help us'), OTHERS),
  W(C('{X} had a ticket', 'having a ticket', "{X} couldn't get into the stadium"), ONE),
  W(C('{X} had a sore knee', 'a sore knee', '{X} finished the marathon'), ONE),
  C('it was a public holiday', 'the public holiday', '{X} had to work'),
  C('the forecast was bad', 'the bad forecast', '{X} went sailing'),
  W(C('{X} had a lot of experience', 'all {poss} experience', "{X} didn't get the job"), ONE),
  C('the wind was strong', 'the strong wind', 'the plane landed safely'),
  C('the book was very long', 'the length of the book', '{X} read it in two days', true),
  W(C('{X} had very little time', 'having very little time', '{X} cooked dinner for everyone'), ONE),
  C('the children were making a lot of noise', 'the noise the children were making', '{X} managed to work'),
  W(C('{X} missed the first lesson', 'missing the first lesson', '{X} passed the course easily'), ONE),
  C('the rent was high', 'the high rent', '{X} loved the flat'),
  C('the shop assistant was rude', 'the rude shop assistant', '{X} bought the shoes'),
  C('the play got bad reviews', 'the bad reviews', 'the theatre was full every night'),
  W(C("{X} didn't have much experience", 'having little experience', '{X} got the job'), ONE),
  C('there was a train strike', 'the train strike', '{X} got to work on time'),
  C('it was snowing heavily', 'the heavy snow', 'the schools stayed open'),
  C('{X} had eaten a big lunch', 'having eaten a big lunch', '{X} ordered a dessert'),
  C('the museum was free', null, 'very few people visited it', true),
  C('the hotel was expensive', 'the high price', 'the rooms were small and dirty', true),
  W(C('{X} had the address', 'having the address', "{X} couldn't find the house"), ONE),
  C('the exam was very hard', 'the difficulty of the exam', 'most students passed'),
  C('the music was very loud', 'the loud music', 'the baby slept all evening'),
  C('{X} {was} very hungry', 'being very hungry', "{X} didn't eat the soup"),
  W(C('{X} played badly', 'playing badly', '{X} won the match'), WE),
  W(C('the lift was broken', 'the broken lift', '{X} got the sofa up to the fifth floor'), WE),
  C('the film was in French', null, '{X} understood almost everything'),
  W(C('{X} {was} nearly seventy', 'being nearly seventy', '{X} ran up the stairs'), OLD),
  C('the coffee was very strong', 'the strong coffee', '{X} fell asleep during the lecture'),
  W(C('{X} had a broken arm', 'a broken arm', '{X} drove to the hospital'), ONE),
  C('the roads were busy', 'the busy roads', '{X} cycled to work'),
  C('the apartment was small', null, 'it felt bright and cosy', true),
  W(C('{X} set two alarms', 'setting two alarms', '{X} overslept'), ONE),
  C('the pizza was cold', 'the pizza being cold', '{X} ate every slice'),
  W(C('{X} said sorry', null, '{poss} boss was still angry'), ONE), // Issue 16: more contrasts, each its own skeleton.
  C('the sea was rough', 'the rough sea', 'the ferry left on time'),
  C('the restaurant was full', null, '{X} got a table'),
  C('the shop was crowded', 'the crowds', '{X} found everything on the list'),
  W(C('{X} had a sore throat', 'having a sore throat', '{X} sang at the concert'), ONE),
  C('the path was steep', 'the steep path', '{X} reached the top in an hour'),
  C('the bus was late', 'the late bus', '{X} got to the interview on time'),
  C('{X} had never cooked before', 'never having cooked before', '{X} made a delicious dinner'),
  C('the lecture was long', 'the length of the lecture', 'nobody fell asleep', true),
  C('the book was very long', null, '{X} finished it in two days', true),
  C('the wind was strong', 'the strong wind', '{X} went sailing'),
  C(
    '{X} had lived in London for years',
    'having lived in London for years',
    '{X} still got lost in the Underground',
  ),
  C('it was late', 'the late hour', '{X} went for a run'),
  C('the car was old', null, 'it never broke down', true),
  C('the tickets were sold out', null, '{X} got into the concert'),
  C('the room was dark', 'the darkness', '{X} found the light switch'),
  W(C('{X} had a bad knee', 'having a bad knee', '{X} walked ten kilometres'), ONE),
  C('the heating was on', null, '{X} felt cold all evening'),
  C('{X} had practised for weeks', 'weeks of practice', '{X} forgot the words on stage'),
  C('the forecast was good', 'the good forecast', 'it rained all day'),
  C('the beach was crowded', 'the crowds on the beach', '{X} found a quiet spot'),
  C('the instructions were hard to follow', null, '{X} managed to build the shelves'),
  C('the team played well', 'playing well', 'they lost the match', true),
  C('the flat was expensive', 'the high rent', '{X} decided to take it', true),
  W(C('{X} {was} afraid of heights', 'being afraid of heights', '{X} climbed the tower'), ONE),
  C('the reviews were bad', 'the bad reviews', '{X} loved the film'),
  C('the café was noisy', 'the noise', '{X} finished {poss} work there'),
  C('there was a long queue', 'the long queue', '{X} got a coffee before the train'),
  C('the water was deep', null, '{X} swam across the river'),
  W(C('{X} had a cold', 'having a cold', '{X} went to the wedding'), ONE),
  C('the soup was too spicy', null, '{X} ate it all', true),
  C('the hotel was far from the centre', 'the distance from the centre', '{X} walked everywhere'),
  W(C('{X} had slept badly', 'having slept badly', '{X} felt fine in the morning'), ONE),
  C('the shop was closing', null, '{X} managed to buy some bread'),
  C('the exam was easy', null, 'many students failed', true),
  C('the road was icy', 'the ice', '{X} drove to the airport'),
  C('the museum was crowded', 'the crowds in the museum', '{X} saw all the famous paintings'),
  C('the tea was hot', null, '{X} drank it straight away', true),
  C('the plane was delayed', 'the delay', '{X} made {poss} connection in Vienna'),
  C('the garden was tiny', 'the tiny garden', '{X} grew all {poss} own vegetables'),
  C('the meeting was short', null, '{X} made a lot of decisions'),
  C('the train was packed', 'the crowds on the train', '{X} found a seat by the window'),
  C('the house was old', null, 'it was warm in winter', true),
];

type Pair = 'although' | 'though';
type Prep = 'despite' | 'in spite of';

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  forTwoPeople(
    rng,
    CONTRASTS,
    (c) => `${c.main} ${c.clause}`,
    (c, i, s, k) => {
      const prep: Prep = (i + k) % 3 === 0 ? 'in spite of' : 'despite';
      const skeleton = `although-despite:${i}`;
      const start = c.start || (i + k) % 2 === 0;
      // Mid-sentence the parser misreads some "…, though" clauses, so there it is always although.
      const conj: Pair = start && (i + k) % 4 === 0 ? 'though' : 'although';
      // The linker opens the sentence or follows the main clause; at the start it takes a capital.
      const { at, gapBefore } = linkerSlot(start, c.main, s);
      // 1. A clause after the gap: although / though.
      {
        const text = gapBefore(c.clause);
        const wrong = [
          formMismatch(at(prep), 'noun', 'clause'),
          formMismatch(at('however'), 'comma', 'clause'),
        ];
        out.push(gapItem(text, at(conj), wrong, 'although', wordsAfterGap(text), skeleton));
      }
      // 2. A noun or -ing after the gap: despite / in spite of.
      if (c.noun) {
        const text = gapBefore(c.noun);
        const wrong = [
          formMismatch(at(conj), 'clause', 'noun'),
          formMismatch(at('however'), 'comma', 'noun'),
        ];
        out.push(gapItem(text, at(prep), wrong, 'despite', wordsAfterGap(text), skeleton));
      }
      // 3. A new sentence: However, …
      {
        const text = finish(fill(`${c.clause}. ___, ${c.main}`, s));
        const wrong = [formMismatch('Although', 'clause', 'comma'), formMismatch(cap(prep), 'noun', 'comma')];
        out.push(gapItem(text, 'However', wrong, 'however', text.split('. ')[0] ?? '', skeleton));
      }
    },
  );
  return out;
}

export const althoughDespiteHowever: TopicDef = makeTopic(copy, { target: 700, build: items });
