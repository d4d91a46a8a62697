/**
 * Reported questions (issue 16): statement order after asked / wanted to know (where she lived, not where
 * did she live) and if for a yes/no question. Authored bases with the person asked varied (me, him, Anna…);
 * the embedded subject and its forms follow that person through lexicon/subject.ts and morph/verbs.ts.
 * The present ("where she lives") is never offered as wrong: it is right when the fact still holds; only
 * question order is. "Whether" is never offered beside if, as both are right.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import { bePast, bePresent, doFor, pronounFor, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, participle, past, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import copy from './reported-questions.json' with { type: 'json' };

type Kind = 'do' | 'did' | 'be' | 'modal' | 'if';
interface Base {
  t: string;
  k: Kind;
  /** The verb (do, did) or the modal's past (modal). */
  v: string;
  cue: string;
}
const W = (t: string, v: string, cue: string): Base => ({ t, k: 'do', v, cue });
const P = (t: string, v: string, cue: string): Base => ({ t, k: 'did', v, cue });
const B = (t: string, cue: string): Base => ({ t, k: 'be', v: 'be', cue });
const M = (t: string, v: 'could' | 'would', cue: string): Base => ({ t, k: 'modal', v, cue });
const I = (t: string, cue: string): Base => ({ t, k: 'if', v: '', cue });

export const RQ_BASES: Base[] = [
  W('The receptionist asked {obj} how long {} to stay.', 'plan', 'asked … how long'),
  W('The new neighbour asked {obj} where {}.', 'work', 'asked … where'),
  W('The taxi driver asked {obj} where {} to go.', 'want', 'asked … where'),
  W('The bank clerk asked {obj} how much money {} to borrow.', 'need', 'asked … how much'),
  W('The waiter asked {obj} what {} to drink.', 'want', 'asked … what'),
  W('The interviewer asked {obj} why {} the job.', 'want', 'asked … why'),
  W('The doctor asked {obj} what time {} to bed.', 'go', 'asked … what time'),
  W('The teacher asked {obj} which book {} best.', 'like', 'asked … which book'),
  W('A tourist asked {obj} where {} the best coffee in town.', 'get', 'asked … where'),
  W('The estate agent asked {obj} how much {} to spend on a flat.', 'hope', 'asked … how much'),
  W('The shop assistant asked {obj} what size {}.', 'need', 'asked … what size'),
  W('The coach asked {obj} how often {} each week.', 'train', 'asked … how often'),
  W('The landlord asked {obj} when {} to move in.', 'want', 'asked … when'),
  W('The nurse asked {obj} what time {} breakfast.', 'eat', 'asked … what time'),
  W('The journalist asked {obj} what {} about the new law.', 'think', 'asked … what'),
  W('The guide wanted to know which museum {} to see first.', 'want', 'wanted to know which museum'),
  W('The police officer asked {obj} where {} the car.', 'park', 'asked … where'),
  W('The tailor asked {obj} how {} the sleeves.', 'like', 'asked … how'),
  W('The vet asked {obj} what {} the dog to eat.', 'give', 'asked … what'),
  W('The librarian asked {obj} what kind of books {}.', 'enjoy', 'asked … what kind of books'),
  W('The manager wanted to know why {} the report so late.', 'send', 'wanted to know why'),
  W('The border guard asked {obj} where {} from.', 'come', 'asked … where'),
  W('The optician asked {obj} how often {} glasses.', 'wear', 'asked … how often'),
  W('The trainer asked {obj} how far {} every week.', 'run', 'asked … how far'),
  W('The dentist asked {obj} how often {} {poss} teeth.', 'brush', 'asked … how often'),
  W('The mechanic asked {obj} how many kilometres {} a day.', 'drive', 'asked … how many kilometres'),
  W('The flight attendant asked {obj} what {} for dinner, chicken or fish.', 'prefer', 'asked … what'),
  W('The hotel manager asked {obj} what time {} the room.', 'need', 'asked … what time'),
  W('The pharmacist asked {obj} how many tablets {} a day.', 'take', 'asked … how many tablets'),
  W('The salesman asked {obj} which colour {}.', 'prefer', 'asked … which colour'),
  W('The survey asked {obj} how much {} on food each week.', 'spend', 'asked … how much'),
  W('The wedding planner asked {obj} how many guests {}.', 'expect', 'asked … how many guests'),
  W('The school secretary asked {obj} when {} the children up.', 'pick', 'asked … when'),
  W('The baker asked {obj} what {} on the cake.', 'want', 'asked … what'),
  // A question about the past: had + past participle.
  P('The police officer asked {obj} where {} the night before.', 'be', 'the night before'),
  P('The doctor asked {obj} what {} for lunch the day before.', 'eat', 'the day before'),
  P('The teacher asked {obj} why {} the lesson the week before.', 'miss', 'the week before'),
  P('The detective asked {obj} who {} at the party the previous night.', 'see', 'the previous night'),
  P('The manager asked {obj} why {} so early the previous afternoon.', 'leave', 'the previous afternoon'),
  P('The insurance agent asked {obj} how {} the phone the week before.', 'break', 'the week before'),
  P('The customs officer asked {obj} where {} the bags the day before.', 'buy', 'the day before'),
  P('The interviewer asked {obj} why {} {poss} last job two years earlier.', 'quit', 'two years earlier'),
  P('The nurse asked {obj} when {} the first tablet that morning.', 'take', 'that morning'),
  P('The guide asked {obj} which cities {} on the trip the year before.', 'visit', 'the year before'),
  P('The security officer asked {obj} when {} the bag unattended that afternoon.', 'leave', 'that afternoon'),
  P('The coach asked {obj} why {} training the previous Saturday.', 'skip', 'the previous Saturday'),
  // Be: the embedded subject before was/were.
  B('The teacher asked {obj} why {} late.', 'asked … why'),
  B('The doctor asked {obj} how {} feeling.', 'asked … how'),
  B('The receptionist asked {obj} who {} waiting for.', 'asked … who'),
  B('The tourist officer asked {obj} where {} staying.', 'asked … where'),
  B('The man at the door asked {obj} who {}.', 'asked … who'),
  B('The nurse asked {obj} how old {}.', 'asked … how old'),
  B('The organiser asked {obj} why {} so quiet at the meeting.', 'asked … why'),
  B('The reporter asked {obj} how {} going to spend the prize money.', 'asked … how'),
  B('The flight attendant asked {obj} where {} travelling to.', 'asked … where'),
  B('The coach asked {obj} why {} so tired after the warm-up.', 'asked … why'),
  B('The landlord asked {obj} when {} going to pay the rent.', 'asked … when'),
  B('The driver asked {obj} which stop {} getting off at.', 'asked … which stop'),
  B('The host asked {obj} what {} doing at the weekend.', 'asked … what'),
  B('The teacher asked {obj} what {} laughing at.', 'asked … what'),
  B('The shop assistant asked {obj} what {} looking for.', 'asked … what'),
  B('The guard asked {obj} what {} doing in the building so late.', 'asked … what'),
  // Could / would: the subject before the modal.
  M('The builder asked {obj} when {} pay for the materials.', 'could', 'asked … when'),
  M('The receptionist asked {obj} what time {} like breakfast.', 'would', 'asked … what time'),
  M('The organiser asked {obj} how many tickets {} sell.', 'could', 'asked … how many tickets'),
  M('The waiter asked {obj} where {} like to sit.', 'would', 'asked … where'),
  M('The manager asked {obj} when {} start the new job.', 'could', 'asked … when'),
  M('The travel agent asked {obj} which hotel {} prefer.', 'would', 'asked … which hotel'),
  M('The teacher asked {obj} how {} solve the problem.', 'could', 'asked … how'),
  M('The host asked {obj} what {} like to drink.', 'would', 'asked … what'),
  M('The landlord asked {obj} how soon {} move out.', 'could', 'asked … how soon'),
  M('The photographer asked {obj} where {} like the photos taken.', 'would', 'asked … where'),
  M('The coach asked {obj} how fast {} run a hundred metres.', 'could', 'asked … how fast'),
  M('The hairdresser asked {obj} how {} like {poss} hair cut.', 'would', 'asked … how'),
  M('The editor asked {obj} when {} send the last chapter.', 'could', 'asked … when'),
  M('The shop assistant asked {obj} which size {} like to try.', 'would', 'asked … which size'),
  // Yes/no questions: if.
  I('The nurse asked {obj} {} {pro} had any allergies.', 'asked … had any allergies'),
  I('The receptionist asked {obj} {} {pro} had a reservation.', 'asked … had a reservation'),
  I('The waiter asked {obj} {} {pro} wanted some more bread.', 'asked … wanted some more bread'),
  I('The teacher asked {obj} {} {pro} had finished the exercise.', 'asked … had finished'),
  I('The police officer asked {obj} {} {pro} had seen the accident.', 'asked … had seen'),
  I('The shop assistant asked {obj} {} {pro} needed a bag.', 'asked … needed a bag'),
  I('The doctor asked {obj} {} {pro} smoked at all.', 'asked … smoked at all'),
  I('The interviewer asked {obj} {} {pro} could speak German.', 'asked … could speak German'),
  I('The flight attendant asked {obj} {} {pro} would like a blanket.', 'asked … would like a blanket'),
  I('The landlord asked {obj} {} {pro} had any pets.', 'asked … had any pets'),
  I('The guide asked {obj} {} {pro} had been to Lviv before.', 'asked … had been … before'),
  I('The mechanic asked {obj} {} {pro} had checked the oil recently.', 'asked … had checked'),
  I('The customs officer asked {obj} {} {pro} had anything to declare.', 'asked … had anything to declare'),
  I('The librarian asked {obj} {} {pro} had a library card.', 'asked … had a library card'),
  I('The hotel manager asked {obj} {} {pro} had enjoyed the stay.', 'asked … had enjoyed'),
  I('The bank clerk asked {obj} {} {pro} had brought a passport.', 'asked … had brought'),
  I('The coach wanted to know {} {pro} could play on Saturday.', 'wanted to know … could play'),
  I('The taxi driver asked {obj} {} {pro} minded the music.', 'asked … minded the music'),
  I('The dentist asked {obj} {} {pro} felt any pain.', 'asked … felt any pain'),
  I('The organiser asked {obj} {} {pro} would help with the tickets.', 'asked … would help'),
  I('The neighbour asked {obj} {} {pro} could water the plants that week.', 'asked … could water'),
  I('The tour guide asked {obj} {} {pro} {was} afraid of heights.', 'asked … was afraid'),
  I('The host asked {obj} {} {pro} ate meat.', 'asked … ate meat'),
  I('The trainer asked {obj} {} {pro} had done any exercise that week.', 'asked … had done'),
  I('The pharmacist asked {obj} {} {pro} {was} taking any other medicine.', 'asked … was taking'),
  I('The shop assistant asked {obj} {} {pro} would like it gift-wrapped.', 'asked … would like'),
  I('The manager wanted to know {} {pro} had read the new rules.', 'wanted to know … had read'),
  I('The hairdresser asked {obj} {} {pro} wanted a fringe.', 'asked … wanted a fringe'),
  I('The vet asked {obj} {} the cat had eaten anything unusual.', 'asked … had eaten'),
  I('The driver asked {obj} {} {pro} {was} getting off at the next stop.', 'asked … was getting off'),
  // Grown for issue 16 (full catalogue).
  W('The cashier asked {obj} how {} to pay, by card or in cash.', 'want', 'asked … how'),
  W('The host asked {obj} how {} {poss} coffee.', 'take', 'asked … how'),
  W('The farmer asked {obj} which road {} to the village.', 'take', 'asked … which road'),
  W('The landlady asked {obj} what time {} home from work.', 'get', 'asked … what time'),
  W(
    'The teacher asked {obj} how much time {} on homework in the evenings.',
    'spend',
    'asked … how much time',
  ),
  W('The cook asked {obj} how hot {} {poss} curry.', 'like', 'asked … how hot'),
  W('The bus driver asked {obj} where {} to get off.', 'need', 'asked … where'),
  P('The doctor asked {obj} when {} the pain for the first time.', 'feel', 'for the first time'),
  P('The lost-property officer asked {obj} where {} the keys the day before.', 'lose', 'the day before'),
  P('The hotel manager asked {obj} what time {} the night before.', 'arrive', 'the night before'),
  P(
    'The insurance company asked {obj} where {} the car on the night of the theft.',
    'park',
    'on the night of the theft',
  ),
  B('The taxi driver asked {obj} which hotel {} staying at.', 'asked … which hotel'),
  B('The teacher asked {obj} what {} worried about.', 'asked … what'),
  B('Grandma asked {obj} when {} coming to visit.', 'asked … when'),
  M('The plumber asked {obj} when {} be at home.', 'would', 'asked … when'),
  M('The agent asked {obj} how soon {} sign the contract.', 'could', 'asked … how soon'),
  M('The chef asked {obj} how {} like {poss} steak.', 'would', 'asked … how'),
  M('The organisers asked {obj} how many people {} bring.', 'could', 'asked … how many people'),
  I('The receptionist asked {obj} {} {pro} needed a taxi.', 'asked … needed a taxi'),
  I('The teacher asked {obj} {} {pro} had any questions.', 'asked … had any questions'),
  I('The shop assistant asked {obj} {} {pro} wanted to pay by card.', 'asked … wanted to pay by card'),
  I('The neighbour asked {obj} {} {pro} had heard the storm in the night.', 'asked … had heard the storm'),
  I('The guide asked {obj} {} {pro} {was} ready to go.', 'asked … ready to go'),
  I('The mechanic asked {obj} {} {pro} {was} in a hurry.', 'asked … in a hurry'),
  I('The waiter asked {obj} {} {pro} {was} enjoying the meal.', 'asked … enjoying the meal'),
];

/** The people asked: the speaker, one person, or several (their forms come from lexicon/subject.ts). */
const ASKED: Subject[] = TENSE_SUBJECTS.filter((s) => ['I', 'he', 'she', 'we', 'they'].includes(s.text));

/** Questions about one body, one taste or one CV (a doctor's, a hairdresser's, an interviewer's) ask one person. */
export const ONE_PERSON_BASE =
  /doctor|nurse|dentist|optician|pharmacist|hairdresser|tailor|interviewer|what size|which size|how old|{poss} (coffee|curry|steak|hair|last job)/;
const askedFor = (t: string): Subject[] =>
  ONE_PERSON_BASE.test(t) ? ASKED.filter((s) => s.person === '1sg' || s.person === '3sg') : ASKED;

function build(b: Base, s: Subject): Item {
  const text = fillSubject(b.t, s);
  const pro = pronounFor(s);
  const P = pro;
  if (b.k === 'if') {
    return {
      text,
      answer: 'if',
      wrong: [d('that', 'that-for-if'), d('what', 'wh-word-for-if')],
      ruleId: 'rq-if',
      trigger: [b.cue],
      skeleton: `rq-${b.t}`,
    };
  }
  const [answer, wrong]: [string, Item['wrong']] =
    b.k === 'do'
      ? [
          `${P} ${past(b.v)}`,
          [
            d(`did ${P} ${b.v}`, 'question-order-in-reported-question', { aux: 'did' }),
            d(`${doFor(s)} ${P} ${b.v}`, 'question-order-in-reported-question', { aux: doFor(s) }),
          ],
        ]
      : b.k === 'did'
        ? [
            `${P} had ${participle(b.v)}`,
            [
              d(`had ${P} ${participle(b.v)}`, 'question-order-in-reported-question', { aux: 'had' }),
              b.v === 'be'
                ? d(`${bePast(s)} ${P}`, 'question-order-in-reported-question', { aux: bePast(s) })
                : d(`did ${P} ${b.v}`, 'question-order-in-reported-question', { aux: 'did' }),
            ],
          ]
        : b.k === 'be'
          ? [
              `${P} ${bePast(s)}`,
              [
                d(`${bePast(s)} ${P}`, 'question-order-in-reported-question', { aux: bePast(s) }),
                d(`${bePresent(s)} ${P}`, 'question-order-in-reported-question', { aux: bePresent(s) }),
              ],
            ]
          : [
              `${P} ${b.v}`,
              [
                d(`${b.v} ${P}`, 'question-order-in-reported-question', { aux: b.v }),
                d(`${b.v === 'could' ? 'can' : 'will'} ${P}`, 'question-order-in-reported-question', {
                  aux: b.v === 'could' ? 'can' : 'will',
                }),
              ],
            ];
  return { text, answer, wrong, ruleId: 'rq-order', trigger: [b.cue], skeleton: `rq-${b.t}` };
}

export const reportedQuestions: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) => RQ_BASES.flatMap((b) => someOf(rng, askedFor(b.t), 5, b.t).map((s) => build(b, s))),
});
