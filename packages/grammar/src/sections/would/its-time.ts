import { d, finish, type Item, L, makeTopic, rule } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/**
 * It's time: + subject + past simple (It's time we went), + for someone + to (It's time for us to go),
 * + to (It's time to go). Each base is a situation that calls for the action now, said four ways: with a
 * subject, with "high time", with "for + object", with no one named. "Go" (it's time we go) is never
 * offered as wrong: some speakers accept it, so the wrong choices are will, the -ing form, to after a
 * subject and the past after for/no subject.
 * [context sentence, subject, object, verb phrase (base first)].
 */
const BASES: [string, string, string, string][] = [
  ["It's nearly midnight.", 'we', 'us', 'go to bed'],
  ['Look at the clock!', 'you', 'you', 'leave for the airport'],
  ['My shoes have got holes in them.', 'I', 'me', 'buy a new pair'],
  ['The children are yawning.', 'they', 'them', 'have a rest'],
  ['He is thirty and still lives with his parents.', 'he', 'him', 'find a flat of his own'],
  ['Her old car breaks down every week.', 'she', 'her', 'get a new one'],
  ["We've been driving for five hours.", 'we', 'us', 'stop for a break'],
  ["You've been playing computer games all day.", 'you', 'you', 'do your homework'],
  ['The grass is really long.', 'I', 'me', 'cut it'],
  ['The guests are arriving at seven.', 'we', 'us', 'start cooking'],
  ["It's eight o'clock and the shop is still closed.", 'they', 'them', 'open the doors'],
  ['Your hair is getting in your eyes.', 'you', 'you', 'get a haircut'],
  ['The fridge is empty.', 'we', 'us', 'go shopping'],
  ["I haven't seen my grandparents for months.", 'I', 'me', 'visit them'],
  ['The baby is rubbing her eyes.', 'she', 'her', 'sleep'],
  ['The meeting has gone on for three hours.', 'we', 'us', 'finish'],
  ['Your room is a mess.', 'you', 'you', 'tidy it'],
  ['The exams start next week.', 'they', 'them', 'start revising'],
  ['This computer is ten years old.', 'I', 'me', 'replace it'],
  ['The plants look very dry.', 'we', 'us', 'water them'],
  ['Tom has been at the same company for twenty years.', 'he', 'him', 'look for a new challenge'],
  ['The film starts in ten minutes.', 'we', 'us', 'take our seats'],
  ["You've been coughing for a month.", 'you', 'you', 'see a doctor'],
  ['The sun is going down.', 'we', 'us', 'head back to the hotel'],
  ['Everyone is hungry.', 'we', 'us', 'order some food'],
  ["Anna has been studying since six o'clock.", 'she', 'her', 'take a break'],
  ["I've been in this job for too long.", 'I', 'me', 'try something new'],
  ["The kids' bikes are far too small for them.", 'they', 'them', 'get bigger ones'],
  ['The rent has gone up again.', 'we', 'us', 'move'],
  ["You're always tired.", 'you', 'you', 'go to bed earlier'],
  ['The dog keeps looking at the door.', 'I', 'me', 'take him out'],
  ['The party is over.', 'they', 'them', 'go home'],
  ['My passport expires next month.', 'I', 'me', 'renew it'],
  ['The milk smells bad.', 'we', 'us', 'throw it away'],
  ['He has failed the test twice.', 'he', 'him', 'study properly'],
  ['The walls look grey and dirty.', 'we', 'us', 'paint the kitchen'],
  ["You've been talking about learning Spanish for years.", 'you', 'you', 'start'],
  ['The train leaves at nine.', 'we', 'us', 'go to the station'],
  ['She has been saving for years.', 'she', 'her', 'buy that house'],
  ['The students look bored.', 'I', 'me', 'change the activity'],
  ["It's getting dark.", 'the children', 'the children', 'come inside'],
  ['The players look exhausted.', 'the coach', 'the coach', 'change the team'],
  ['The cat is crying in the kitchen.', 'someone', 'someone', 'feed her'],
  ["We've talked about it enough.", 'we', 'us', 'make a decision'],
  ['These jeans are too tight.', 'I', 'me', 'give them away'],
  ['The leaves are falling.', 'we', 'us', 'bring the garden chairs in'],
  ["You're eighteen now.", 'you', 'you', 'learn to drive'],
  ['The government has ignored the problem for years.', 'it', 'it', 'act'],
  ['Our old sofa is falling apart.', 'we', 'us', 'get a new one'],
  ['My brother is always borrowing money from me.', 'he', 'him', 'pay me back'],
  ["It's already half past seven.", 'you', 'you', 'get up'],
  ['The snow has stopped.', 'we', 'us', 'clear the path'],
  ["They've been engaged for six years.", 'they', 'them', 'set a date for the wedding'],
  ['The printer is out of ink again.', 'I', 'me', 'order a new cartridge'],
  ['Maria has been working on her thesis for five years.', 'she', 'her', 'finish it'],
  ['The bread is nearly ready.', 'I', 'me', 'take it out of the oven'],
  ["It's half past twelve.", 'we', 'us', 'have lunch'],
  ["You haven't called your mother all week.", 'you', 'you', 'phone her'],
  ['The car is making a strange noise.', 'we', 'us', 'take it to a garage'],
  ['The kids have been watching TV all afternoon.', 'they', 'them', 'go outside'],
  ['He spends every evening alone.', 'he', 'him', 'make some friends'],
  ['Spring is here.', 'we', 'us', 'plant the tomatoes'],
  ['The tea has gone cold.', 'I', 'me', 'make a fresh pot'],
  ["You've had that cold for two weeks.", 'you', 'you', 'stay at home and rest'],
  ['The bins are full.', 'someone', 'someone', 'empty them'],
  ["Everyone's here.", 'we', 'us', 'start the meeting'],
  ['My phone keeps switching itself off.', 'I', 'me', 'buy a new battery'],
  ['The shop closes in five minutes.', 'we', 'us', 'pay'],
  ['Olena has been a junior designer for six years.', 'she', 'her', 'ask for a promotion'],
  ['The ice on the lake is melting.', 'we', 'us', 'stop skating'],
  ['Your visa runs out in May.', 'you', 'you', 'apply for a new one'],
  ['The band has been playing for hours.', 'they', 'them', 'finish'],
  ['My glasses are scratched.', 'I', 'me', 'get new ones'],
  ['The baby is hungry again.', 'I', 'me', 'feed him'],
  ['The sky is getting darker.', 'we', 'us', 'put up the tent'],
  ["You've been sitting at that desk since lunch.", 'you', 'you', 'go for a walk'],
];

function items(): Item[] {
  const out: Item[] = [];
  BASES.forEach(([context, subj, obj, vp], i) => {
    const [verb = '', ...rest] = vp.split(' ');
    const f = verbForms(verb);
    const tail = rest.join(' ');
    const withTail = (form: string) => (tail ? `${form}` : form);
    const skeleton = `its-time-${i}`;
    const past = withTail(f.past);
    const toInf = `to ${verb}`;
    const ing = f.ing;
    const gap = `___${tail ? ` ${tail}` : ''}`;
    // With a subject: It's time we went / It's high time we went.
    for (const high of [false, true]) {
      out.push({
        text: finish(`${context} It's ${high ? 'high ' : ''}time ${subj} ${gap}`),
        answer: past,
        wrong: [
          d(`will ${verb}`, 'will-after-its-time', {}),
          d(ing, 'ing-after-its-time', {}),
          d(toInf, 'to-after-its-time-subject', {}),
        ],
        ruleId: 'time-subject-past',
        trigger: [`time ${subj}`],
        features: { frame: high ? 'high-time-subject' : 'time-subject' },
        skeleton,
      });
    }
    // No subject after time: It's time for us to go / It's time to go.
    for (const forObj of [true, false]) {
      out.push({
        text: finish(`${context} It's time ${forObj ? `for ${obj} ` : ''}${gap}`),
        answer: toInf,
        wrong: [d(f.past, 'past-after-time-to', {}), d(ing, 'ing-after-its-time', {})],
        ruleId: 'time-to',
        trigger: [forObj ? `time for ${obj}` : "It's time"],
        features: { frame: forObj ? 'time-for-object' : 'time-to' },
        skeleton,
      });
    }
  });
  return out;
}

export const itsTime: TopicDef = makeTopic(
  {
    slug: 'its-time',
    sectionSlug: 'would',
    name: L("It's time: we went / for us to go", 'It’s time: we went / for us to go'),
    level: 'intermediate',
    possibleAnswers: ['went', 'to go'],
    card: {
      rule: L(
        "It's time + subject + past simple says that something should happen now (and is a little late): It's time we went home. With no subject, or with for + person, use to + base form: It's time to go. It's time for us to go. It's high time stresses that it is late.",
        'It’s time + підмет + past simple означає, що щось пора зробити вже зараз (а то й запізно): It’s time we went home. Коли підмета немає або є for + особа, ставимо to + початкова форма: It’s time to go. It’s time for us to go. It’s high time підкреслює, що давно пора.',
      ),
      signals: L(
        'time + we/you/he… → past simple; time (for us) → to + base form',
        'time + we/you/he… → past simple; time (for us) → to + початкова форма',
      ),
      examples: [
        "It's nearly midnight. It's time we went to bed.",
        "It's nearly midnight. It's time for us to go to bed.",
      ],
    },
    rules: [
      rule(
        'time-subject-past',
        "After it's time / it's high time + a subject, the verb is in the past simple, though we mean now.",
        'Після it’s time / it’s high time + підмет дієслово стоїть у past simple, хоч ідеться про теперішнє.',
      ),
      rule(
        'time-to',
        "After it's time with no subject, or it's time for + person, use to + base form.",
        'Після it’s time без підмета або it’s time for + особа ставимо to + початкова форма.',
      ),
    ],
    target: 400,
  },
  () => items(),
);
