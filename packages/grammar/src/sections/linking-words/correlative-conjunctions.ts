import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './correlative-conjunctions.json' with { type: 'json' };
import { type Line, lineItems, ln } from './lines.ts';

/**
 * Paired conjunctions: both … and, either … or, neither … nor, not only … but (also). Most lines leave
 * the second word out, so the first word forces it (neither … nor, never "neither … or", which standard
 * grammars mark wrong although it is heard); some leave out the first word before "but also", "and",
 * "or", "nor". "Not only … but" without also is right, so "but" alone is never a wrong choice and the
 * not-only lines always keep "also" in the sentence. The pronoun topic both-either-neither asks only
 * for the first word of both/either/neither; this topic adds the second word and not only … but also.
 * Subjects joined by either/neither take a past or modal verb, so no agreement question arises.
 */
const PAIR: Record<string, string> = { both: 'and', either: 'or', neither: 'nor', 'not only': 'but also' };
const FIRST_OF: Record<string, string> = { and: 'both', or: 'either', nor: 'neither', but: 'not only' };

/** Lines whose gap is the second word: the key is and / or / nor / but. */
const SECOND: Line[] = [
  ln('{S} {v:read} both novels ___ poetry.', 'and', 'both'),
  ln('{S} will either rent a flat ___ stay with friends.', 'or', 'either'),
  ln('{S} not only {v:speak} Italian ___ also {v:teach} it.', 'but', 'not only'),
  ln('{S} neither {v:eat} ___ {v:sleep} well before an exam.', 'nor', 'neither'),
  ln('{S} {v:want} both a dog ___ a cat.', 'and', 'both'),
  ln('{S} will either call ___ send a message.', 'or', 'either'),
  ln('{S} neither called ___ wrote.', 'nor', 'neither'),
  ln('{S} not only fixed the tap ___ also painted the kitchen.', 'but', 'not only'),
  ln('{S} {v:enjoy} both cooking ___ baking.', 'and', 'both'),
  ln('{S} can either stay here ___ come with us.', 'or', 'either'),
  ln('{S} {has} visited neither Paris ___ Rome.', 'nor', 'neither'),
  ln('{S} not only lost the match ___ also hurt {poss} knee.', 'but', 'not only'),
  ln('{S} {v:speak} both Ukrainian ___ Polish.', 'and', 'both'),
  ln('The flat is both bright ___ quiet.', 'and', 'both'),
  ln('{S} {v:play} both the guitar ___ the piano.', 'and', 'both'),
  ln('Both {A} ___ {B} live abroad now.', 'and', 'Both'),
  ln('The course was both useful ___ fun.', 'and', 'both'),
  ln('Both the kitchen ___ the bathroom need painting.', 'and', 'Both'),
  ln('The job is both well paid ___ interesting.', 'and', 'both'),
  ln('The café serves both breakfast ___ lunch.', 'and', 'both'),
  ln('{S} {has} lived in both Kyiv ___ Kharkiv.', 'and', 'both'),
  ln('This phone is both cheap ___ reliable.', 'and', 'both'),
  ln('The museum is popular with both tourists ___ locals.', 'and', 'both'),
  ln('{S} {v:need} both a passport ___ a visa for this trip.', 'and', 'both'),
  ln('Both {A} ___ {B} were at the wedding.', 'and', 'Both'),
  ln('We can meet either on Monday ___ on Tuesday.', 'or', 'either'),
  ln('You can pay either in cash ___ by card.', 'or', 'either'),
  ln('{S} will call you either tonight ___ tomorrow morning.', 'or', 'either'),
  ln('Either {A} ___ {B} will pick you up from the station.', 'or', 'Either'),
  ln('{S} will study either medicine ___ law.', 'or', 'either'),
  ln('You can have either soup ___ salad with the main course.', 'or', 'either'),
  ln('We’ll either take a taxi ___ walk.', 'or', 'either'),
  ln('The parcel will arrive either on Thursday ___ on Friday.', 'or', 'either'),
  ln('{S} {v:want} to move either to Lviv ___ to Odesa.', 'or', 'either'),
  ln('You can sit either by the window ___ near the door.', 'or', 'either'),
  ln('My dad is either at work ___ at the gym right now.', 'or', 'either'),
  ln('Either {A} ___ {B} will come to the parents’ evening.', 'or', 'Either'),
  ln('Neither {A} ___ {B} came to the meeting.', 'nor', 'Neither'),
  ln('{S} {v:eat} neither meat ___ fish.', 'nor', 'neither'),
  ln('The hotel was neither clean ___ comfortable.', 'nor', 'neither'),
  ln('{S} neither {v:smoke} ___ {v:drink}.', 'nor', 'neither'),
  ln('The film was neither funny ___ exciting.', 'nor', 'neither'),
  ln('{S} {v:speak} neither French ___ German.', 'nor', 'neither'),
  ln('Neither the bus ___ the train goes to the village.', 'nor', 'Neither'),
  ln('{S} had neither the time ___ the money for a holiday.', 'nor', 'neither'),
  ln('Neither {A} ___ {B} remembered the keys.', 'nor', 'Neither'),
  ln('The shop had neither bread ___ milk left.', 'nor', 'neither'),
  ln('The weather was neither hot ___ cold: just perfect.', 'nor', 'neither'),
  ln('{S} {v:speak} not only English ___ also Chinese.', 'but', 'not only'),
  ln('The hotel was not only cheap ___ also very clean.', 'but', 'not only'),
  ln('The course is not only useful ___ also fun.', 'but', 'not only'),
  ln('{S} not only cooked dinner ___ also washed the dishes.', 'but', 'not only'),
  ln('The storm damaged not only the roof ___ also the garage.', 'but', 'not only'),
  ln('My aunt is not only a great teacher ___ also a talented painter.', 'but', 'not only'),
  ln('The app is not only free ___ also easy to use.', 'but', 'not only'),
  ln('{S} lost not only {poss} wallet ___ also {poss} passport.', 'but', 'not only'),
  ln('The festival attracts not only locals ___ also tourists from abroad.', 'but', 'not only'),
  ln('The new job is not only better paid ___ also more interesting.', 'but', 'not only'),
  ln('{S} not only passed the exam ___ also got the highest mark in the class.', 'but', 'not only'),
  ln('Not only the students ___ also the teachers enjoyed the trip.', 'but', 'Not only'),
];

/** Lines whose gap is the first word: the key is both / either / neither / not only. */
const FIRST: Line[] = [
  ln('{S} {has} ___ a cat and a dog.', 'both', 'and'),
  ln('{S} could ___ fix the car nor find a mechanic.', 'neither', 'nor'),
  ln('{S} {v:want} to learn ___ Spanish and Italian.', 'both', 'and'),
  ln('{S} will ___ take the bus or walk.', 'either', 'or'),
  ln('{S} ___ called nor texted.', 'neither', 'nor'),
  ln('{S} ___ cleaned the flat but also did the shopping.', 'not only', 'but also'),
  ln('{S} {v:play} ___ tennis and football.', 'both', 'and'),
  ln('The flat has ___ a balcony and a garden.', 'both', 'and'),
  ln('{S} will buy ___ a bike or a scooter, but not both.', 'either', 'or'),
  ln('{S} {v:drink} ___ tea nor coffee.', 'neither', 'nor'),
  ln('___ {A} nor {B} knew the answer.', 'neither', 'nor'),
  ln('The room was ___ small but also dark.', 'not only', 'but also'),
  ln('{S} forgot ___ {poss} keys but also {poss} phone.', 'not only', 'but also'),
  ln('You can come ___ on Saturday or on Sunday.', 'either', 'or'),
  ln('___ {A} and {B} work in the same hospital.', 'both', 'and'),
  ln('The car is ___ fast but also very safe.', 'not only', 'but also'),
  ln('___ {A} or {B} will meet you at the airport.', 'either', 'or'),
  ln('{S} {v:like} ___ the sea and the mountains.', 'both', 'and'),
  ln('The soup was ___ too salty nor too cold: it was just right.', 'neither', 'nor'),
  ln('{S} {v:know} ___ the city but also the villages around it.', 'not only', 'but also'),
];

/** Issue 16, second batch: said after the first lines so those keep their subjects (and ids). */
const MORE: Line[] = [
  ln('{S} {v:play} both the piano ___ the guitar.', 'and', 'both'),
  ln('{S} will either take the train ___ drive.', 'or', 'either'),
  ln('{S} neither {v:smoke} ___ {v:drink}.', 'nor', 'neither'),
  ln('{S} not only {v:cook} every day ___ also {v:bake} {poss} own bread.', 'but', 'not only'),
  ln('{S} {v:speak} both English ___ Polish.', 'and', 'both'),
  ln('{S} can either pay now ___ pay later.', 'or', 'either'),
  ln('{S} neither agreed ___ disagreed.', 'nor', 'neither'),
  ln('{S} not only passed the exam ___ also got the top mark.', 'but', 'not only'),
  ln('{S} bought both bread ___ milk.', 'and', 'both'),
  ln('{S} will either stay at home ___ go to the cinema tonight.', 'or', 'either'),
  ln('{S} {has} neither the time ___ the money for a holiday.', 'nor', 'neither'),
  ln('{S} not only forgot the meeting ___ also missed the deadline.', 'but', 'not only'),
  ln('{S} {v:need} both a passport ___ a visa.', 'and', 'both'),
  ln('{S} can either walk ___ take a taxi.', 'or', 'either'),
  ln('{S} neither saw ___ heard anything.', 'nor', 'neither'),
  ln('{S} not only {v:run} every morning ___ also {v:swim} at weekends.', 'but', 'not only'),
  ln('{S} {v:love} both cats ___ dogs.', 'and', 'both'),
  ln('{S} will either email ___ phone you tomorrow.', 'or', 'either'),
  ln('{S} not only cleaned the flat ___ also did the shopping.', 'but', 'not only'),
  ln('{S} can ___ come now or wait until tomorrow.', 'either', 'or'),
  ln('{S} {v:speak} ___ Spanish and French.', 'both', 'and'),
  ln('{S} ___ ate nor drank anything all day.', 'neither', 'nor'),
  ln('{S} ___ painted the room but also fixed the door.', 'not only', 'but also'),
  ln('___ {A} nor {B} could come to the meeting.', 'neither', 'nor'),
  ln('___ {A} or {B} can help you with the forms.', 'either', 'or'),
  ln('{S} {v:want} to visit ___ Kyiv and Lviv.', 'both', 'and'),
  ln('{S} {v:enjoy} ___ swimming and cycling.', 'both', 'and'),
  ln('{S} {has} ___ a car nor a bike.', 'neither', 'nor'),
  ln('{S} will ___ phone or text you later.', 'either', 'or'),
  ln('{S} ___ won the race but also broke the record.', 'not only', 'but also'),
  ln('___ {A} and {B} love skiing.', 'both', 'and'),
  ln('The hotel was ___ cheap and clean.', 'both', 'and'),
  ln('The film was ___ funny but also very moving.', 'not only', 'but also'),
  ln('{S} {v:drink} ___ tea nor coffee.', 'neither', 'nor'),
  ln('{S} can ___ sit here or over there.', 'either', 'or'),
  ln('{S} ___ {v:sing} but also {v:play} the guitar.', 'not only', 'but also'),
];

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'correlative-conjunctions',
    [...SECOND, ...FIRST, ...MORE],
    (key): Wrong[] => {
      // The second word: the two other words of and / or / nor ("but" alone is never wrong after not only).
      if (key in FIRST_OF)
        return ['and', 'or', 'nor']
          .filter((w) => w !== key)
          .slice(0, 2)
          .map((w) =>
            d(w, 'correlative-second-mismatch', {
              first: FIRST_OF[key] ?? '',
              wrongFirst: FIRST_OF[w] ?? '',
            }),
          );
      // The first word: every other first word of a pair.
      return Object.keys(PAIR)
        .filter((w) => w !== key)
        .map((w) => d(w, 'correlative-mismatch', { link: PAIR[key] ?? '', wrongLink: PAIR[w] ?? '' }));
    },
    (key) => (FIRST_OF[key] ?? key).replace(' ', '-'),
  );
}

export const correlativeConjunctions: TopicDef = makeTopic(copy, { target: 700, build: items });
