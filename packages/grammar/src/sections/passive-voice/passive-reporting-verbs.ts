/**
 * Passive reporting verbs (issue 16, C1): It is said that … / He is said to be … / is thought to have …
 * Five kinds of authored lines, each with the words that force its form: It + passive → that + clause;
 * a present or future state (now, at the moment, next spring, a general truth) → to be; a past state
 * (in 1789, as a child, at the time of the accident) → to have been; a past action with its own object
 * → to have + participle; a past action done to the subject → to have been + participle. A line names
 * its reporting verbs as "{said|thought|believed}", each a variant of one skeleton.
 */

import { z } from 'zod';
import { expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './passive-reporting-verbs.data.json' with { type: 'json' };
import copy from './passive-reporting-verbs.json' with { type: 'json' };

type Kind = 'it' | 'now' | 'past-state' | 'past-active' | 'past-passive';
/** [sentence with ___ and {verb|alternatives}, kind, the words that force the form, the subject] */
type Line = [string, Kind, string, string];

const SAY = '{said|thought|believed}';
const NEWS = '{said|believed|reported}';

export const REPORTING_LINES: Line[] = [
  // It + passive reporting verb + that-clause
  [`It is ${SAY} ___ the old castle is haunted.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the painting was stolen in the 1990s.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ about two hundred people were at the meeting.`, 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the president will visit Kyiv next month.`, 'it', 'It is', 'it'],
  ['It is {expected|thought|believed} ___ prices will rise again in the spring.', 'it', 'It is', 'it'],
  ['It is {known|thought|believed} ___ the bridge needs repairs.', 'it', 'It is', 'it'],
  ['It was {reported|said|announced} ___ three people had been injured.', 'it', 'It was', 'it'],
  [`It is ${SAY} ___ the fire started in the kitchen.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the restaurant serves the best borscht in town.`, 'it', 'It is', 'it'],
  ['It is {thought|hoped|expected} ___ the new law will help small businesses.', 'it', 'It is', 'it'],
  ['It is {understood|reported|believed} ___ the two companies are planning to merge.', 'it', 'It is', 'it'],
  ['It is {claimed|said|believed} ___ the new drug can cure a headache in ten minutes.', 'it', 'It is', 'it'],
  ['It was {announced|reported|confirmed} ___ the factory would close in May.', 'it', 'It was', 'it'],
  [
    'It is {generally agreed|widely accepted|now accepted} ___ the project was a success.',
    'it',
    'It is',
    'it',
  ],
  ['It is {estimated|thought|expected} ___ the repairs will cost a million euros.', 'it', 'It is', 'it'],
  ['It was once {thought|believed|said} ___ the Earth was flat.', 'it', 'It was', 'it'],
  ['It is {feared|thought|believed} ___ the storm will damage the harvest.', 'it', 'It is', 'it'],
  ['It is {hoped|expected|thought} ___ the road will reopen by Friday.', 'it', 'It is', 'it'],
  [
    'It has been {suggested|proposed|recommended} ___ the school day should start later.',
    'it',
    'It has been',
    'it',
  ],
  ['It is {known|believed|thought} ___ the city was founded in the fifth century.', 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the lake has no bottom.`, 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the singer has cancelled the tour.`, 'it', 'It is', 'it'],
  [
    'It is {thought|believed|estimated} ___ over a million people visited the exhibition.',
    'it',
    'It is',
    'it',
  ],
  // subject + is said … to be: a present or future state, a general truth
  [`The singer is ${NEWS} ___ very ill at the moment.`, 'now', 'at the moment', 'The singer'],
  [`The missing climbers are ${SAY} ___ still alive.`, 'now', 'still', 'The missing climbers'],
  [`He is ${SAY} ___ living in Spain now.`, 'now', 'now', 'He'],
  [
    'The new bridge is {expected|thought|believed} ___ ready next spring.',
    'now',
    'next spring',
    'The new bridge',
  ],
  [
    'The company is {reported|said|believed} ___ in serious financial trouble at the moment.',
    'now',
    'at the moment',
    'The company',
  ],
  [
    `Our new neighbour is ${SAY} ___ working on a new novel at the moment.`,
    'now',
    'at the moment',
    'Our new neighbour',
  ],
  [
    'The river is {known|said|thought} ___ dangerous after heavy rain.',
    'now',
    'after heavy rain',
    'The river',
  ],
  [`Mount Everest is ${SAY} ___ getting a little taller every year.`, 'now', 'every year', 'Mount Everest'],
  [
    `The prime minister is ${NEWS} ___ on holiday in Greece this week.`,
    'now',
    'this week',
    'The prime minister',
  ],
  [`The house is ${SAY} ___ worth over a million euros now.`, 'now', 'now', 'The house'],
  ['The band is {expected|said|thought} ___ on stage at nine tonight.', 'now', 'tonight', 'The band'],
  [
    'The two leaders are {reported|said|believed} ___ meeting in Geneva at this moment.',
    'now',
    'at this moment',
    'The two leaders',
  ],
  [
    'Dolphins are {known|thought|believed} ___ very intelligent animals.',
    'now',
    'very intelligent animals',
    'Dolphins',
  ],
  [
    'The new phone is {expected|said|thought} ___ in the shops next month.',
    'now',
    'next month',
    'The new phone',
  ],
  [
    'The suspect is {thought|believed|reported} ___ hiding somewhere in the city now.',
    'now',
    'now',
    'The suspect',
  ],
  [
    `The actress is ${NEWS} ___ in talks about a new film at the moment.`,
    'now',
    'at the moment',
    'The actress',
  ],
  ['Green tea is {thought|believed|said} ___ good for the heart.', 'now', 'good for the heart', 'Green tea'],
  // "on Saturday" alone does not say past or future, so "to have been" was right too (review 1601).
  ['The match is {expected|thought|said} ___ a sell-out next Saturday.', 'now', 'next Saturday', 'The match'],
  [`The island is ${SAY} ___ one of the quietest places in Europe today.`, 'now', 'today', 'The island'],
  [`The director is ${NEWS} ___ planning a sequel at the moment.`, 'now', 'at the moment', 'The director'],
  // "in summer" alone lets a past summer in ("to have been full"); "so book early" keeps it now.
  [`The hotel is ${SAY} ___ full every weekend, so book early.`, 'now', 'so book early', 'The hotel'],
  ['The concert is {expected|thought|said} ___ over by eleven tonight.', 'now', 'tonight', 'The concert'],
  [`The missing cat is ${SAY} ___ somewhere in the garden now.`, 'now', 'now', 'The missing cat'],
  // subject + is said … to have been: a past state
  [
    `The castle is ${SAY} ___ the home of a famous poet in the 18th century.`,
    'past-state',
    'in the 18th century',
    'The castle',
  ],
  [`He is ${SAY} ___ a brilliant student when he was young.`, 'past-state', 'when he was young', 'He'],
  [
    `The painter, who died in 1890, is ${SAY} ___ very poor all his life.`,
    'past-state',
    'who died in 1890',
    'The painter',
  ],
  [
    `The driver is ${NEWS} ___ very tired at the time of the accident.`,
    'past-state',
    'at the time of the accident',
    'The driver',
  ],
  [
    `The ship is ${SAY} ___ on its way to Lisbon when it sank in 1789.`,
    'past-state',
    'when it sank in 1789',
    'The ship',
  ],
  [
    `The house is ${SAY} ___ empty for years before the new owners bought it.`,
    'past-state',
    'before the new owners bought it',
    'The house',
  ],
  [
    `She is ${SAY} ___ the first woman in the town to drive a car, back in the 1920s.`,
    'past-state',
    'back in the 1920s',
    'She',
  ],
  [
    `Two men are ${NEWS} ___ in the building when the fire started last night.`,
    'past-state',
    'when the fire started last night',
    'Two men',
  ],
  [
    `The restaurant is ${SAY} ___ much better before the old chef left.`,
    'past-state',
    'before the old chef left',
    'The restaurant',
  ],
  [
    'The suspect is {known|thought|believed} ___ in the area on the night of the robbery.',
    'past-state',
    'on the night of the robbery',
    'The suspect',
  ],
  [
    `The king who ruled here in the 1500s is ${SAY} ___ a kind man.`,
    'past-state',
    'in the 1500s',
    'The king',
  ],
  [
    `The pilot is ${NEWS} ___ in good health before the flight.`,
    'past-state',
    'before the flight',
    'The pilot',
  ],
  [`The film star is ${SAY} ___ very shy as a child.`, 'past-state', 'as a child', 'The film star'],
  [
    `The old theatre is ${SAY} ___ the most popular place in town a hundred years ago.`,
    'past-state',
    'a hundred years ago',
    'The old theatre',
  ],
  [
    `The old factory is ${SAY} ___ the biggest employer in the town in the 1970s.`,
    'past-state',
    'in the 1970s',
    'The old factory',
  ],
  [
    'The victim is {believed|thought|reported} ___ alone when the attack happened.',
    'past-state',
    'when the attack happened',
    'The victim',
  ],
  // subject + is said … to have + participle: a past action with its own object
  [`He is ${SAY} ___ left the country last year.`, 'past-active', 'last year', 'He'],
  [`The thieves are ${SAY} ___ escaped in a stolen car.`, 'past-active', 'escaped', 'The thieves'],
  [`The writer is ${SAY} ___ written the novel in just six weeks.`, 'past-active', 'the novel', 'The writer'],
  [
    'The company is {reported|said|believed} ___ lost millions last year.',
    'past-active',
    'last year',
    'The company',
  ],
  [
    `The old professor is ${SAY} ___ read every book in the library.`,
    'past-active',
    'every book in the library',
    'The old professor',
  ],
  [`The explorer is ${SAY} ___ reached the coast in 1520.`, 'past-active', 'in 1520', 'The explorer'],
  [
    'The minister is {reported|said|believed} ___ resigned this morning.',
    'past-active',
    'this morning',
    'The minister',
  ],
  [
    `The burglar is ${SAY} ___ entered the house through the kitchen window.`,
    'past-active',
    'the house',
    'The burglar',
  ],
  [`The director is ${SAY} ___ spent ten years making the film.`, 'past-active', 'ten years', 'The director'],
  [
    'The ancient Egyptians are {known|thought|believed} ___ used this plant as medicine.',
    'past-active',
    'this plant',
    'The ancient Egyptians',
  ],
  [
    'The singer is {reported|said|believed} ___ cancelled the rest of the tour.',
    'past-active',
    'the rest of the tour',
    'The singer',
  ],
  [
    'The boy is {thought|believed|reported} ___ run away from home last Monday.',
    'past-active',
    'last Monday',
    'The boy',
  ],
  ['The police are {reported|said|believed} ___ arrested two men.', 'past-active', 'two men', 'The police'],
  [`The dog is ${SAY} ___ saved its owner’s life.`, 'past-active', 'its owner’s life', 'The dog'],
  [
    `The robbers are ${SAY} ___ taken jewellery worth a million euros.`,
    'past-active',
    'jewellery',
    'The robbers',
  ],
  [
    'The company’s boss is {reported|said|believed} ___ earned ten million euros last year.',
    'past-active',
    'ten million euros',
    'The company’s boss',
  ],
  [
    `The prince is ${SAY} ___ married a farmer’s daughter.`,
    'past-active',
    'a farmer’s daughter',
    'The prince',
  ],
  [
    'Dinosaurs are {thought|believed|known} ___ lived on Earth for about 165 million years.',
    'past-active',
    'for about 165 million years',
    'Dinosaurs',
  ],
  [
    `The composer is ${SAY} ___ written his first symphony at the age of nine.`,
    'past-active',
    'his first symphony',
    'The composer',
  ],
  [
    'The hackers are {thought|believed|reported} ___ stolen the data of two million customers.',
    'past-active',
    'the data',
    'The hackers',
  ],
  [
    'The footballer is {said|reported|believed} ___ signed a new contract yesterday.',
    'past-active',
    'a new contract',
    'The footballer',
  ],
  // subject + is said … to have been + participle: a past action done to the subject
  [
    `The castle is ${SAY} ___ built in the 12th century.`,
    'past-passive',
    'in the 12th century',
    'The castle',
  ],
  [`The painting is ${SAY} ___ stolen in 1990.`, 'past-passive', 'in 1990', 'The painting'],
  [`Three people are ${NEWS} ___ injured in the crash.`, 'past-passive', 'in the crash', 'Three people'],
  [
    `The letter is ${SAY} ___ written by the queen herself.`,
    'past-passive',
    'by the queen herself',
    'The letter',
  ],
  [`The ring is ${SAY} ___ lost at sea in the 1700s.`, 'past-passive', 'in the 1700s', 'The ring'],
  [
    'The church is {known|said|believed} ___ destroyed by fire in 1812.',
    'past-passive',
    'by fire in 1812',
    'The church',
  ],
  [
    `The old bridge is ${SAY} ___ designed by a famous engineer.`,
    'past-passive',
    'by a famous engineer',
    'The old bridge',
  ],
  [
    'The thief is {believed|reported|said} ___ caught by the police last night.',
    'past-passive',
    'by the police last night',
    'The thief',
  ],
  [`The documents are ${SAY} ___ destroyed in the fire.`, 'past-passive', 'in the fire', 'The documents'],
  [`The village is ${SAY} ___ founded by Cossacks.`, 'past-passive', 'by Cossacks', 'The village'],
  [
    `The statue is ${SAY} ___ made about two thousand years ago.`,
    'past-passive',
    'about two thousand years ago',
    'The statue',
  ],
  [`The song is ${SAY} ___ written in just ten minutes.`, 'past-passive', 'in just ten minutes', 'The song'],
  [
    'Two of the climbers are {reported|said|believed} ___ rescued this morning.',
    'past-passive',
    'this morning',
    'Two of the climbers',
  ],
  [
    'The house is {reported|said|believed} ___ sold for over two million euros last week.',
    'past-passive',
    'last week',
    'The house',
  ],
  [
    `The manuscript is ${SAY} ___ hidden in the monastery during the war.`,
    'past-passive',
    'during the war',
    'The manuscript',
  ],
  [`The poet is ${SAY} ___ born in a small village near Poltava.`, 'past-passive', 'born', 'The poet'],
  [
    'Hundreds of trees are {reported|said|believed} ___ damaged in last night’s storm.',
    'past-passive',
    'in last night’s storm',
    'Hundreds of trees',
  ],
  [
    `The treasure is ${SAY} ___ buried under the old oak tree centuries ago.`,
    'past-passive',
    'centuries ago',
    'The treasure',
  ],
  // Grown for issue 16 (full catalogue): a few more lines of the thinner kinds.
  [`The old lighthouse is ${SAY} ___ haunted to this day.`, 'now', 'to this day', 'The old lighthouse'],
  [
    'The new stadium is {expected|thought|said} ___ ready in time for next season.',
    'now',
    'next season',
    'The new stadium',
  ],
  [
    `The shop on the corner is ${SAY} ___ the cheapest place in town for fresh fruit these days.`,
    'now',
    'these days',
    'The shop on the corner',
  ],
  [
    `The composer is ${SAY} ___ deaf when he wrote his last symphony.`,
    'past-state',
    'when he wrote his last symphony',
    'The composer',
  ],
  [
    `The old mill is ${SAY} ___ the busiest building in the village in the 19th century.`,
    'past-state',
    'in the 19th century',
    'The old mill',
  ],
  [
    `The actor is ${NEWS} ___ very nervous before his first big role last year.`,
    'past-state',
    'last year',
    'The actor',
  ],
  [
    `The prisoners are ${NEWS} ___ escaped through a tunnel last night.`,
    'past-active',
    'last night',
    'The prisoners',
  ],
  [
    `The author is ${SAY} ___ written the novel in just six weeks.`,
    'past-active',
    'in just six weeks',
    'The author',
  ],
  [
    `The former manager is ${NEWS} ___ moved to Canada a few years ago.`,
    'past-active',
    'a few years ago',
    'The former manager',
  ],
  [`The bank is ${NEWS} ___ robbed twice last year.`, 'past-passive', 'twice last year', 'The bank'],
  [`The old theatre is ${SAY} ___ built in the 1890s.`, 'past-passive', 'in the 1890s', 'The old theatre'],
  [
    `The missing painting is ${NEWS} ___ found in a flat in Paris last week.`,
    'past-passive',
    'in a flat in Paris last week',
    'The missing painting',
  ],
  // Grown for issue 16 (the full catalogue, 339 -> 650+): each line its own situation, dated or timed by the
  // words that force its form.
  [`It is ${SAY} ___ the old well in the square never runs dry.`, 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the factory will close before Christmas.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the town got its name from the river.`, 'it', 'It is', 'it'],
  ['It is {expected|thought|hoped} ___ the new metro line will open in 2030.', 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the health minister has resigned.`, 'it', 'It is', 'it'],
  ['It is {known|believed|thought} ___ cats sleep for up to sixteen hours a day.', 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the house on the hill was built by a sea captain.`, 'it', 'It is', 'it'],
  ['It is {feared|thought|believed} ___ the fire will spread to the forest.', 'it', 'It is', 'it'],
  [
    'It is {widely believed|often said|generally thought} ___ breakfast is the most important meal of the day.',
    'it',
    'It is',
    'it',
  ],
  ['It was {reported|announced|said} ___ the talks had broken down.', 'it', 'It was', 'it'],
  ['It is {thought|believed|estimated} ___ about half the town works at the port.', 'it', 'It is', 'it'],
  [`It is ${SAY} ___ a famous writer once lived in this flat.`, 'it', 'It is', 'it'],
  ['It is {hoped|expected|thought} ___ the missing boy will be found soon.', 'it', 'It is', 'it'],
  [
    'It was once {thought|believed|said} ___ eating carrots helped you see in the dark.',
    'it',
    'It was',
    'it',
  ],
  [`It is ${NEWS} ___ the two actors got married in secret last year.`, 'it', 'It is', 'it'],
  ['It is {known|said|believed} ___ the old monastery has a secret tunnel.', 'it', 'It is', 'it'],
  ['It is {expected|thought|feared} ___ petrol prices will go up again next month.', 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the bakery by the station makes the best bread in Lviv.`, 'it', 'It is', 'it'],
  [
    'It was {announced|reported|confirmed} ___ the match would be played behind closed doors.',
    'it',
    'It was',
    'it',
  ],
  ['It is {estimated|thought|believed} ___ ten thousand people took part in the march.', 'it', 'It is', 'it'],
  [
    'It is {claimed|said|believed} ___ the new app can translate any language in seconds.',
    'it',
    'It is',
    'it',
  ],
  [`It is ${NEWS} ___ the company is looking for a new chief executive.`, 'it', 'It is', 'it'],
  ['It is {thought|believed|said} ___ the tradition goes back to the Middle Ages.', 'it', 'It is', 'it'],
  ['It is {expected|hoped|thought} ___ the talks will end in an agreement.', 'it', 'It is', 'it'],
  [
    'The new museum is {expected|thought|said} ___ open by the end of next year.',
    'now',
    'by the end of next year',
    'The new museum',
  ],
  [`The famous sword is ${SAY} ___ still somewhere in the castle.`, 'now', 'still', 'The famous sword'],
  [`The new boss is ${SAY} ___ very strict, so don’t be late.`, 'now', 'so don’t be late', 'The new boss'],
  [`The president is ${NEWS} ___ in good health now.`, 'now', 'now', 'The president'],
  [
    'The two companies are {reported|said|believed} ___ close to a deal at the moment.',
    'now',
    'at the moment',
    'The two companies',
  ],
  [
    'The water in the lake is {said|thought|known} ___ safe for swimming now.',
    'now',
    'now',
    'The water in the lake',
  ],
  ['Olive oil is {thought|believed|said} ___ good for your skin.', 'now', 'good for your skin', 'Olive oil'],
  [`The missing hikers are ${NEWS} ___ safe in a mountain hut now.`, 'now', 'now', 'The missing hikers'],
  [
    'The new film is {expected|tipped|predicted} ___ a huge hit next summer.',
    'now',
    'next summer',
    'The new film',
  ],
  [`The star player is ${NEWS} ___ unfit for tomorrow’s game.`, 'now', 'tomorrow’s game', 'The star player'],
  [`The oak in the park is ${SAY} ___ over five hundred years old now.`, 'now', 'now', 'The oak in the park'],
  [
    `The TV chef is ${NEWS} ___ opening a restaurant in Kyiv next spring.`,
    'now',
    'next spring',
    'The TV chef',
  ],
  [
    'Elephants are {known|thought|believed} ___ able to recognise themselves in a mirror.',
    'now',
    'able to recognise themselves',
    'Elephants',
  ],
  [`The old bridge is ${SAY} ___ unsafe for lorries now.`, 'now', 'now', 'The old bridge'],
  [
    'The strike is {expected|thought|said} ___ over by tomorrow morning.',
    'now',
    'tomorrow morning',
    'The strike',
  ],
  [
    'The new shopping centre is {expected|thought|said} ___ the biggest in the country when it opens next year.',
    'now',
    'when it opens next year',
    'The new shopping centre',
  ],
  [
    'The band’s new album is {expected|said|thought} ___ out next week.',
    'now',
    'next week',
    'The band’s new album',
  ],
  [`The mayor is ${NEWS} ___ currently on a visit to Poland.`, 'now', 'currently', 'The mayor'],
  [`The castle is ${SAY} ___ still home to the family’s descendants.`, 'now', 'still', 'The castle'],
  [
    'The new trains are {expected|thought|said} ___ in service next year.',
    'now',
    'next year',
    'The new trains',
  ],
  [`The escaped parrot is ${SAY} ___ living in the park now.`, 'now', 'now', 'The escaped parrot'],
  [`The forest fire is ${NEWS} ___ under control now.`, 'now', 'now', 'The forest fire'],
  ['Honey is {known|thought|said} ___ good for a sore throat.', 'now', 'good for a sore throat', 'Honey'],
  [`The old house is ${SAY} ___ a hospital during the war.`, 'past-state', 'during the war', 'The old house'],
  [
    `The writer is ${SAY} ___ very poor when she wrote her first book.`,
    'past-state',
    'when she wrote her first book',
    'The writer',
  ],
  [
    `The village is ${SAY} ___ much bigger two hundred years ago.`,
    'past-state',
    'two hundred years ago',
    'The village',
  ],
  [
    `The captain is ${NEWS} ___ asleep when the ship hit the rocks.`,
    'past-state',
    'when the ship hit the rocks',
    'The captain',
  ],
  [`The square is ${SAY} ___ a market in the Middle Ages.`, 'past-state', 'in the Middle Ages', 'The square'],
  [
    `The first owner of the house is ${SAY} ___ a rich merchant from Odesa in the 1880s.`,
    'past-state',
    'in the 1880s',
    'The first owner of the house',
  ],
  [
    `The old tower is ${SAY} ___ a prison in the 17th century.`,
    'past-state',
    'in the 17th century',
    'The old tower',
  ],
  [
    `The weather is ${NEWS} ___ very bad at the time of the crash.`,
    'past-state',
    'at the time of the crash',
    'The weather',
  ],
  [
    `The scientist is ${SAY} ___ only twenty-five when she made her great discovery.`,
    'past-state',
    'when she made her great discovery',
    'The scientist',
  ],
  [
    `The lake is ${SAY} ___ much deeper a thousand years ago.`,
    'past-state',
    'a thousand years ago',
    'The lake',
  ],
  [
    `The shop is ${SAY} ___ the first supermarket in the country in the 1950s.`,
    'past-state',
    'in the 1950s',
    'The shop',
  ],
  [
    `The bus is ${NEWS} ___ almost empty when the accident happened.`,
    'past-state',
    'when the accident happened',
    'The bus',
  ],
  [
    `The inventor is ${SAY} ___ a poor student when he was at school.`,
    'past-state',
    'when he was at school',
    'The inventor',
  ],
  [
    `The old road is ${SAY} ___ part of a trade route to Asia centuries ago.`,
    'past-state',
    'centuries ago',
    'The old road',
  ],
  [
    `The bridge is ${NEWS} ___ in poor condition before it collapsed.`,
    'past-state',
    'before it collapsed',
    'The bridge',
  ],
  [
    `The night guard is ${NEWS} ___ asleep at the time of the robbery.`,
    'past-state',
    'at the time of the robbery',
    'The night guard',
  ],
  [
    `The city is ${SAY} ___ the capital of the country in the 15th century.`,
    'past-state',
    'in the 15th century',
    'The city',
  ],
  [`The general is ${SAY} ___ afraid of horses as a child.`, 'past-state', 'as a child', 'The general'],
  [
    `The famous dancer is ${SAY} ___ terribly shy before her first show in 1965.`,
    'past-state',
    'before her first show in 1965',
    'The famous dancer',
  ],
  [
    `The hotel is ${SAY} ___ a palace before the revolution.`,
    'past-state',
    'before the revolution',
    'The hotel',
  ],
  [
    `The flat is ${NEWS} ___ empty at the time of the fire.`,
    'past-state',
    'at the time of the fire',
    'The flat',
  ],
  [
    `The billionaire is ${NEWS} ___ bought the football club last month.`,
    'past-active',
    'last month',
    'The billionaire',
  ],
  [
    `The artist is ${SAY} ___ painted the picture in a single night.`,
    'past-active',
    'in a single night',
    'The artist',
  ],
  [
    `The young woman is ${NEWS} ___ climbed the mountain without oxygen last May.`,
    'past-active',
    'last May',
    'The young woman',
  ],
  [
    `The former president is ${NEWS} ___ sold his house in Kyiv last year.`,
    'past-active',
    'last year',
    'The former president',
  ],
  [
    `The monks are ${SAY} ___ made wine here for eight hundred years.`,
    'past-active',
    'for eight hundred years',
    'The monks',
  ],
  [
    'The Vikings are {thought|believed|known} ___ reached America around the year 1000.',
    'past-active',
    'around the year 1000',
    'The Vikings',
  ],
  [
    `The gang is ${NEWS} ___ stolen three cars in the last week.`,
    'past-active',
    'in the last week',
    'The gang',
  ],
  [
    `The old woman is ${NEWS} ___ left all her money to her cat when she died.`,
    'past-active',
    'when she died',
    'The old woman',
  ],
  [
    `The coach is ${NEWS} ___ resigned after last night’s defeat.`,
    'past-active',
    'after last night’s defeat',
    'The coach',
  ],
  [
    `The famous chef is ${SAY} ___ cooked for three presidents in his career.`,
    'past-active',
    'in his career',
    'The famous chef',
  ],
  [
    `The students are ${NEWS} ___ raised ten thousand euros for the hospital last term.`,
    'past-active',
    'last term',
    'The students',
  ],
  [
    `The two brothers are ${SAY} ___ recorded their first album in a garage in 1994.`,
    'past-active',
    'in 1994',
    'The two brothers',
  ],
  [
    `The old sailor is ${SAY} ___ sailed around the world three times before he was forty.`,
    'past-active',
    'before he was forty',
    'The old sailor',
  ],
  [
    'The Romans are {thought|believed|known} ___ built the first road here two thousand years ago.',
    'past-active',
    'two thousand years ago',
    'The Romans',
  ],
  [
    `The mayor is ${NEWS} ___ spent the night in the flooded village last week.`,
    'past-active',
    'last week',
    'The mayor',
  ],
  [
    `The driver is ${NEWS} ___ fallen asleep at the wheel just before the crash.`,
    'past-active',
    'just before the crash',
    'The driver',
  ],
  [
    `The hackers are ${NEWS} ___ attacked the bank’s computers last weekend.`,
    'past-active',
    'last weekend',
    'The hackers',
  ],
  [`The queen is ${SAY} ___ planted this tree in 1953.`, 'past-active', 'in 1953', 'The queen'],
  [
    `The old fisherman is ${SAY} ___ caught a fish as big as a man years ago.`,
    'past-active',
    'years ago',
    'The old fisherman',
  ],
  [
    `The actor is ${NEWS} ___ turned down the role twice last year.`,
    'past-active',
    'twice last year',
    'The actor',
  ],
  [
    `The car maker is ${NEWS} ___ cut two hundred jobs last month.`,
    'past-active',
    'last month',
    'The car maker',
  ],
  [
    `The young pianist is ${SAY} ___ played her first concert at the age of six.`,
    'past-active',
    'at the age of six',
    'The young pianist',
  ],
  [
    `The town hall is ${SAY} ___ designed by an Italian architect in 1760.`,
    'past-passive',
    'in 1760',
    'The town hall',
  ],
  [
    `The jewels are ${NEWS} ___ stolen from the museum last night.`,
    'past-passive',
    'last night',
    'The jewels',
  ],
  [
    `The ancient coins are ${SAY} ___ found by a farmer in 1923.`,
    'past-passive',
    'in 1923',
    'The ancient coins',
  ],
  [
    `The cathedral is ${SAY} ___ completed in 1450 after a hundred years of work.`,
    'past-passive',
    'in 1450',
    'The cathedral',
  ],
  [
    `The stone wall is ${SAY} ___ built to keep out wolves centuries ago.`,
    'past-passive',
    'centuries ago',
    'The stone wall',
  ],
  [
    `The letters are ${SAY} ___ hidden behind a wall for a century before someone found them.`,
    'past-passive',
    'before someone found them',
    'The letters',
  ],
  [
    `The town’s first bicycle is ${SAY} ___ brought from Vienna in 1890.`,
    'past-passive',
    'in 1890',
    'The town’s first bicycle',
  ],
  [
    `The famous photo is ${SAY} ___ taken by a tourist in 1969.`,
    'past-passive',
    'in 1969',
    'The famous photo',
  ],
  [`Four fans are ${NEWS} ___ arrested after the match yesterday.`, 'past-passive', 'yesterday', 'Four fans'],
  [
    `The bridge over the river is ${NEWS} ___ damaged in last week’s floods.`,
    'past-passive',
    'in last week’s floods',
    'The bridge over the river',
  ],
  [`The school is ${SAY} ___ founded by a famous poet in 1908.`, 'past-passive', 'in 1908', 'The school'],
  [
    `The gold is ${SAY} ___ carried over the mountains on horses in 1919.`,
    'past-passive',
    'in 1919',
    'The gold',
  ],
  [
    `The first map of the city is ${SAY} ___ drawn by a monk in the 14th century.`,
    'past-passive',
    'in the 14th century',
    'The first map of the city',
  ],
  [
    `The shop windows are ${NEWS} ___ smashed by vandals during the night.`,
    'past-passive',
    'during the night',
    'The shop windows',
  ],
  [
    `The election is ${NEWS} ___ won by a very small margin last Sunday.`,
    'past-passive',
    'last Sunday',
    'The election',
  ],
  [
    `The mosaic is ${SAY} ___ made by Greek artists in the 11th century.`,
    'past-passive',
    'in the 11th century',
    'The mosaic',
  ],
  [
    `The tunnel is ${SAY} ___ dug by prisoners during the war.`,
    'past-passive',
    'during the war',
    'The tunnel',
  ],
  [
    `The missing girl is ${NEWS} ___ seen at a bus station yesterday.`,
    'past-passive',
    'yesterday',
    'The missing girl',
  ],
  [
    `The violin is ${NEWS} ___ bought by an American collector last year.`,
    'past-passive',
    'last year',
    'The violin',
  ],
  [
    `The village church is ${SAY} ___ struck by lightning three times in the last century.`,
    'past-passive',
    'in the last century',
    'The village church',
  ],
  [
    `The old cinema is ${NEWS} ___ bought by a local businessman last month.`,
    'past-passive',
    'last month',
    'The old cinema',
  ],
  [
    'The treaty is {known|said|believed} ___ signed in this room in 1918.',
    'past-passive',
    'in 1918',
    'The treaty',
  ],
  [
    `The boat is ${NEWS} ___ found empty near the coast yesterday morning.`,
    'past-passive',
    'yesterday morning',
    'The boat',
  ],
];

const KindSchema = z.enum(['it', 'now', 'past-state', 'past-active', 'past-passive']);

const ANSWER: Record<Kind, string> = record('ANSWER', data.ANSWER, z.string(), KindSchema);

/** Words that date a line; a trigger without one (an object: "jewellery", "the novel") is no time marker. */
const TIME =
  /\b(\d{4}|\d+(st|th)|\d{4}s|ago|yesterday|last|when|before|after|during|now|today|tonight|tomorrow|next|this (morning|week)|century|centuries|the age of|born|Middle Ages)\b/i;

/**
 * What "to be" is wrong against in a past line: the time words when the trigger has them, else the past
 * participle after the gap ("written the novel"), which says the action is over. Never the object itself.
 */
export function pastMarker(text: string, trigger: string): string {
  if (TIME.test(trigger)) return trigger;
  return text.match(/___ (\w+)/)?.[1] ?? trigger;
}

function wrongFor(kind: Kind, trigger: string, subject: string, text: string): Wrong[] {
  const marker = kind === 'past-active' || kind === 'past-passive' ? pastMarker(text, trigger) : trigger;
  switch (kind) {
    case 'it':
      return [
        { choice: 'to be', errorType: 'reporting-infinitive-after-it' },
        { choice: 'to have been', errorType: 'reporting-infinitive-after-it' },
      ];
    case 'now':
      return [
        { choice: 'to have been', errorType: 'reporting-perfect-for-present', params: { marker: trigger } },
        { choice: 'that', errorType: 'reporting-that-after-subject', params: { subject } },
      ];
    case 'past-state':
      return [
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker: trigger } },
        { choice: 'that', errorType: 'reporting-that-after-subject', params: { subject } },
      ];
    case 'past-active':
      return [
        { choice: 'to have been', errorType: 'reporting-passive-for-active', params: { subject } },
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker } },
      ];
    case 'past-passive':
      return [
        { choice: 'to have', errorType: 'reporting-active-for-passive', params: { subject } },
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker } },
      ];
  }
}

const RULE: Record<Kind, string> = record('RULE', data.RULE, z.string(), KindSchema);

function items(): Item[] {
  return REPORTING_LINES.flatMap(([template, kind, trigger, subject], i) =>
    expand(template).map((text) => ({
      text,
      answer: ANSWER[kind],
      wrong: wrongFor(kind, trigger, subject, text),
      ruleId: RULE[kind],
      trigger: [trigger],
      features: { kind },
      skeleton: `reporting-${i}`,
    })),
  );
}

export const passiveReportingVerbs: TopicDef = makeTopic(copy, { target: 700, build: items });
