import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './during-for-while.json' with { type: 'json' };
import { type Line, lineItems, ln } from './lines.ts';

/**
 * during + a noun that names an event or a part of the day (during the film), for + a length of time
 * (for two hours), while + a clause (while I was cooking). What follows the gap forces the word. The
 * during lines name a short happening inside the event (the phone rang, someone coughed), so "for the
 * film" (for its whole length, or its purpose) cannot be meant; the for lines give a bare length ("two
 * hours", never "the two hours", which during could take).
 */
const DURING: Line[] = [
  ln('{P} phone rang ___ the meeting.', 'during', 'the meeting'),
  ln('{S} fell asleep ___ the film.', 'during', 'the film'),
  ln('Someone’s phone rang ___ the concert.', 'during', 'the concert'),
  ln('{S} broke {poss} leg ___ a football match.', 'during', 'a football match'),
  ln('It snowed heavily ___ the night.', 'during', 'the night'),
  ln('{S} met an old school friend ___ a trip to Spain.', 'during', 'a trip to Spain'),
  ln('{S} lost {poss} passport ___ the flight to Warsaw.', 'during', 'the flight'),
  ln('{S} asked a question ___ the lecture.', 'during', 'the lecture'),
  ln('The lights went out ___ the storm.', 'during', 'the storm'),
  ln('{S} cut {poss} finger ___ the cooking class.', 'during', 'the cooking class'),
  ln('Somebody sneezed loudly ___ the ceremony.', 'during', 'the ceremony'),
  ln('{S} spilt wine on {poss} shirt ___ the wedding.', 'during', 'the wedding'),
  ln('Our car broke down ___ the holidays.', 'during', 'the holidays'),
  ln('{S} woke up twice ___ the night.', 'during', 'the night'),
  ln('{S} laughed out loud ___ the funeral and felt terrible.', 'during', 'the funeral'),
  ln('Many buildings were damaged ___ the war.', 'during', 'the war'),
  ln('{S} made a lot of friends ___ {poss} first year at university.', 'during', 'first year'),
  ln('The fire alarm went off ___ lunch.', 'during', 'lunch'),
  ln('{S} dropped {poss} glasses ___ the dance.', 'during', 'the dance'),
  ln('There was a power cut ___ the match.', 'during', 'the match'),
  ln('{S} felt sick ___ the boat trip.', 'during', 'the boat trip'),
  ln('Two players were injured ___ the game.', 'during', 'the game'),
  ln('{S} called {poss} mother ___ the break.', 'during', 'the break'),
];

const FOR: Line[] = [
  ln('{S} waited for the bus ___ forty minutes.', 'for', 'forty minutes'),
  ln('{S} lived in Kraków ___ three years.', 'for', 'three years'),
  ln('{S} slept ___ ten hours after the trip.', 'for', 'ten hours'),
  ln('It rained ___ a week without stopping.', 'for', 'a week'),
  ln('{S} {has} worked here ___ six months.', 'for', 'six months'),
  ln('{S} talked on the phone ___ an hour.', 'for', 'an hour'),
  ln('Bake the bread ___ about forty minutes.', 'for', 'about forty minutes'),
  ln('{S} studied German ___ two years at school.', 'for', 'two years'),
  ln('{S} stayed in the hospital ___ five days.', 'for', 'five days'),
  ln('We were stuck in traffic ___ two hours.', 'for', 'two hours', undefined, 1),
  ln('{S} ran ___ half an hour before breakfast.', 'for', 'half an hour'),
  ln('{S} didn’t eat anything ___ twelve hours before the operation.', 'for', 'twelve hours'),
  ln('The shop was closed ___ a month for repairs.', 'for', 'a month'),
  ln('{S} played the piano ___ twenty minutes.', 'for', 'twenty minutes'),
  ln('Leave the tea to cool ___ a few minutes.', 'for', 'a few minutes'),
  ln('{S} {has} known {poss} neighbours ___ years.', 'for', 'years'),
  ln('The power was off ___ three hours.', 'for', 'three hours'),
  ln('{S} kept quiet ___ a long time.', 'for', 'a long time'),
  ln('{S} worked in a hotel ___ three months.', 'for', 'three months'),
  ln('{S} went to Italy ___ two weeks.', 'for', 'two weeks'),
  ln('The film went on ___ nearly three hours.', 'for', 'nearly three hours'),
  ln('{S} sat in the waiting room ___ ages.', 'for', 'ages'),
  ln('{S} practised the speech ___ a whole evening.', 'for', 'a whole evening'),
  ln('{S} {has} been a teacher ___ fifteen years.', 'for', 'fifteen years'),
];

const WHILE: Line[] = [
  ln('{S} fell asleep ___ {pron} {was} watching TV.', 'while', '{pron} {was} watching'),
  ln('{S} had {poss} bag stolen ___ {pron} {was} at the gym.', 'while', '{pron} {was} at the gym'),
  ln('{S} cut {poss} finger ___ {pron} {was} chopping onions.', 'while', '{pron} {was} chopping'),
  ln('The phone rang ___ I was in the shower.', 'while', 'I was in the shower'),
  ln('{S} met {poss} best friend ___ {pron} {was} studying in Kyiv.', 'while', '{pron} {was} studying'),
  ln('Please don’t talk to me ___ I’m driving.', 'while', 'I’m driving'),
  ln('{S} listened to a podcast ___ {pron} cooked dinner.', 'while', '{pron} cooked'),
  ln('{S} hurt {poss} back ___ {pron} {was} moving the sofa.', 'while', '{pron} {was} moving'),
  ln('Can you water my plants ___ I’m away?', 'while', 'I’m away'),
  ln('{S} read a book ___ {pron} waited for the train.', 'while', '{pron} waited'),
  ln('It started to rain ___ we were having a picnic.', 'while', 'we were having'),
  ln('{S} learnt Spanish ___ {pron} {was} living in Madrid.', 'while', '{pron} {was} living'),
  ln('Somebody called ___ you were out.', 'while', 'you were out'),
  ln('{S} saw an old friend ___ {pron} {was} shopping.', 'while', '{pron} {was} shopping'),
  ln('Never look at your phone ___ you are crossing the road.', 'while', 'you are crossing'),
  ln('{S} had an accident ___ {pron} {was} cycling to work.', 'while', '{pron} {was} cycling'),
  ln('The baby slept ___ we had lunch.', 'while', 'we had lunch'),
  ln('{S} sang ___ {pron} {was} doing the washing-up.', 'while', '{pron} {was} doing'),
  ln('{S} found some old photos ___ {pron} {was} cleaning the attic.', 'while', '{pron} {was} cleaning'),
  ln('The lights went out ___ we were eating.', 'while', 'we were eating'),
  ln('{S} got sunburnt ___ {pron} {was} sleeping on the beach.', 'while', '{pron} {was} sleeping'),
  ln('{S} lost {poss} keys ___ {pron} {was} running in the park.', 'while', '{pron} {was} running'),
  ln('Could you hold my coat ___ I try on this jacket?', 'while', 'I try on'),
  ln('{S} had a great idea ___ {pron} {was} having a shower.', 'while', '{pron} {was} having'),
];

/** Issue 16, second batch: said after the first lines so those keep their subjects (and ids). */
const MORE: Line[] = [
  ln('A dog ran onto the pitch ___ the second half.', 'during', 'the second half'),
  ln('{S} got a text from {poss} boss ___ the meal.', 'during', 'the meal'),
  ln('{S} lost {poss} umbrella ___ the festival.', 'during', 'the festival'),
  ln('Someone’s alarm went off ___ the exam.', 'during', 'the exam'),
  ln('{S} fainted ___ the ceremony.', 'during', 'the ceremony'),
  ln('{S} broke a tooth ___ a meal at a restaurant.', 'during', 'a meal'),
  ln('The speaker’s microphone stopped working ___ the talk.', 'during', 'the talk'),
  ln('A bird flew into the classroom ___ the lesson.', 'during', 'the lesson'),
  ln('Please don’t take photos ___ the performance.', 'during', 'the performance'),
  ln('{S} got stuck in the lift ___ the power cut.', 'during', 'the power cut'),
  ln('{S} hurt {poss} knee ___ a training session.', 'during', 'a training session'),
  ln('{S} started to feel ill ___ the journey home.', 'during', 'the journey home'),
  ln('A window was broken ___ the storm.', 'during', 'the storm'),
  ln('{S} lost {poss} voice ___ the concert.', 'during', 'the concert'),
  ln('{S} checked {poss} phone twice ___ the interview.', 'during', 'the interview'),
  ln('{S} {has} had this car ___ ten years.', 'for', 'ten years'),
  ln('The museum is closed ___ two weeks.', 'for', 'two weeks'),
  ln('{S} waited in line ___ an hour to get in.', 'for', 'an hour'),
  ln('{S} stayed in bed ___ three days with flu.', 'for', 'three days'),
  ln('{S} {has} been learning the guitar ___ six months.', 'for', 'six months'),
  ln('Boil the eggs ___ eight minutes.', 'for', 'eight minutes'),
  ln('{S} worked abroad ___ five years.', 'for', 'five years'),
  ln('{S} {was} unemployed ___ almost a year.', 'for', 'almost a year'),
  ln('{S} swam ___ forty minutes without stopping.', 'for', 'forty minutes'),
  ln('{S} looked at the painting ___ a long time.', 'for', 'a long time'),
  ln('{S} {has} lived next door to us ___ twenty years.', 'for', 'twenty years'),
  ln('{S} {was} on the phone to the bank ___ an hour.', 'for', 'an hour'),
  ln('The road will be closed ___ three days.', 'for', 'three days'),
  ln('{S} trained ___ six months before the race.', 'for', 'six months'),
  ln('{S} {has} been ill ___ a week.', 'for', 'a week'),
  ln('{S} let the milk boil over ___ {pron} {was} talking on the phone.', 'while', '{pron} {was} talking'),
  ln('{S} fell over ___ {pron} {was} getting off the bus.', 'while', '{pron} {was} getting off'),
  ln('{S} met {poss} partner ___ {pron} {was} working in London.', 'while', '{pron} {was} working'),
  ln('{S} broke a glass ___ {pron} {was} washing up.', 'while', '{pron} {was} washing up'),
  ln('{S} learnt to cook ___ {pron} {was} at university.', 'while', '{pron} {was} at university'),
  ln('{S} twisted {poss} ankle ___ {pron} {was} playing tennis.', 'while', '{pron} {was} playing'),
  ln('{S} waited in the car ___ {poss} friend bought the tickets.', 'while', '{poss} friend bought'),
  ln('The doorbell rang ___ we were having dinner.', 'while', 'we were having'),
  ln('{S} got lost ___ {pron} {was} walking in the forest.', 'while', '{pron} {was} walking'),
  ln('{S} took lots of photos ___ {pron} {was} in Japan.', 'while', '{pron} {was} in Japan'),
  ln(
    '{S} dropped {poss} phone ___ {pron} {was} getting out of the car.',
    'while',
    '{pron} {was} getting out',
  ),
  ln('{S} fell asleep ___ {pron} {was} reading to the children.', 'while', '{pron} {was} reading'),
  ln('{S} heard a strange noise ___ {pron} {was} locking the door.', 'while', '{pron} {was} locking'),
  ln(
    '{S} burned {poss} hand ___ {pron} {was} taking a tray out of the oven.',
    'while',
    '{pron} {was} taking',
  ),
];

/** What each word needs after it, and what the line has there. */
const NEEDS: Record<string, string> = { during: 'event', for: 'period', while: 'clause' };

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'during-for-while',
    [...DURING, ...FOR, ...WHILE, ...MORE],
    (key): Wrong[] =>
      ['during', 'for', 'while']
        .filter((w) => w !== key)
        .map((w) => d(w, 'linker-form-mismatch', { needs: NEEDS[w] ?? '', follows: NEEDS[key] ?? '' })),
    (key) => key,
  );
}

export const duringForWhile: TopicDef = makeTopic(copy, { target: 700, build: items });
