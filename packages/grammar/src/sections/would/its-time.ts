import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './its-time.json' with { type: 'json' };

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
  // Issue 16: more situations, each its own base (its-time-76 onwards).
  ['The kids have school tomorrow.', 'they', 'them', 'go to bed'],
  ["We've been waiting for the bus for forty minutes.", 'we', 'us', 'call a taxi'],
  ['Your cough is getting worse.', 'you', 'you', 'stop smoking'],
  ["I've been wearing these glasses for ten years.", 'I', 'me', 'have my eyes tested'],
  ['The car is filthy.', 'we', 'us', 'wash it'],
  ["He's been sitting on the sofa all weekend.", 'he', 'him', 'get some exercise'],
  ["She's been talking about that job for months.", 'she', 'her', 'apply for it'],
  ['The hotel wants the rooms by eleven.', 'we', 'us', 'pack our bags'],
  ['The kitchen tap has been dripping for weeks.', 'someone', 'someone', 'fix it'],
  ["You've been arguing for an hour.", 'you', 'you', 'make up'],
  ["It's already eight o'clock.", 'I', 'me', 'start dinner'],
  ['The shelves are covered in dust.', 'I', 'me', 'clean the flat'],
  ['The baby has grown out of all her clothes.', 'we', 'us', 'buy her some new ones'],
  ["My laptop is so slow that I can't work.", 'I', 'me', 'get a new one'],
  ["We've been renting for fifteen years.", 'we', 'us', 'buy a place of our own'],
  ['Our team has lost ten games in a row.', 'the club', 'the club', 'find a new manager'],
  ['The children have been indoors all day.', 'they', 'them', 'get some fresh air'],
  ["You've worn the same coat for ten winters.", 'you', 'you', 'buy a new one'],
  ['The neighbours have been complaining about the noise.', 'we', 'us', 'turn the music down'],
  ["I've got an exam on Monday and I haven't opened a book.", 'I', 'me', 'start studying'],
  ['Dad has been working seven days a week.', 'he', 'him', 'take a holiday'],
  ['The flowers in that vase are dead.', 'someone', 'someone', 'throw them out'],
  ['The boys have been playing football in the rain for hours.', 'they', 'them', 'come home'],
  ["We've lived in this tiny flat since the twins were born.", 'we', 'us', 'look for a bigger place'],
  ['The last guests have just left.', 'we', 'us', 'do the washing-up'],
  ["He's twenty-five and he can't even boil an egg.", 'he', 'him', 'learn to cook'],
  ['My hair is down to my waist.', 'I', 'me', 'have it cut'],
  ['The dog is getting fat.', 'we', 'us', 'walk him more often'],
  ['The ticket office opens in five minutes.', 'we', 'us', 'join the queue'],
  ["You've been staring at your screen since breakfast.", 'you', 'you', 'give your eyes a rest'],
  ['The Christmas tree is still up in February.', 'we', 'us', 'take it down'],
  ["She's been ill for a week.", 'she', 'her', 'go to the doctor'],
  ["I've been promising to visit Aunt Lida since summer.", 'I', 'me', 'keep my promise'],
  ['The fence fell down in the storm.', 'we', 'us', 'build a new one'],
  ["We've been talking about a holiday for years.", 'we', 'us', 'book one'],
  ['Your phone screen has been broken since March.', 'you', 'you', 'get it repaired'],
  ['The boss keeps forgetting our names.', 'she', 'her', 'learn them'],
  ["They've been going out for ten years.", 'they', 'them', 'get married'],
  ['The washing machine has stopped working again.', 'we', 'us', 'call the repair man'],
  ['My boots are letting in water.', 'I', 'me', 'buy some new ones'],
  ["He hasn't had a haircut since New Year.", 'he', 'him', 'go to the barber'],
  ["The kids' toys are all over the floor.", 'they', 'them', 'tidy up'],
  ['Mum has been doing everything in the house on her own.', 'we', 'us', 'help her'],
  ["You've been saying you'll give up sugar since January.", 'you', 'you', 'do it'],
  ["I've been in bed for twelve hours.", 'I', 'me', 'get up'],
  ['The road outside the school is really dangerous.', 'the council', 'the council', 'do something about it'],
  ["We've been lost for an hour.", 'we', 'us', 'ask for directions'],
  ['The students have been sitting still for two hours.', 'they', 'them', 'have a break'],
  ["You're not a child any more.", 'you', 'you', 'start acting like an adult'],
  ["I've been meaning to write to my old teacher for years.", 'I', 'me', 'send her a letter'],
  ['The battery warning light has been on all week.', 'we', 'us', 'change the battery'],
  ["She's had the same hairstyle since school.", 'she', 'her', 'try something different'],
  ['The guests have finished their main course.', 'we', 'us', 'serve the dessert'],
  ['The old tree in the garden is leaning towards the house.', 'we', 'us', 'cut it down'],
  ["He's been borrowing his dad's car for years.", 'he', 'him', 'buy his own'],
  ['The fridge is full of old food.', 'I', 'me', 'clear it out'],
  ["It's our last day here.", 'we', 'us', 'buy some presents for the family'],
  ["They've been living with her parents since the wedding.", 'they', 'them', 'find a home of their own'],
  ['The swimming pool closes at nine.', 'we', 'us', 'get out of the water'],
  ["You've had that headache all day.", 'you', 'you', 'take something for it'],
  ["I've been doing this crossword for an hour.", 'I', 'me', 'look at the answers'],
  ['The restaurant is nearly empty.', 'we', 'us', 'ask for the bill'],
  ["You've been on the phone for two hours.", 'you', 'you', 'hang up'],
  ["Our website looks like it's from 2005.", 'we', 'us', 'redesign it'],
  ["He's been late for work five times this month.", 'he', 'him', 'buy an alarm clock'],
  ['The children have outgrown their bunk beds.', 'they', 'them', 'have a room each'],
  ["I've been thinking about a new career for ages.", 'I', 'me', 'do something about it'],
  ['The lights are going off in the library.', 'we', 'us', 'pack up our things'],
  ['The wallpaper in the hall is peeling off.', 'we', 'us', 'redecorate'],
  ["You've been telling that joke since we were at school.", 'you', 'you', 'find a new one'],
  ["She's been looking after her sister's kids every weekend.", 'she', 'her', 'have a weekend to herself'],
  ['The tyres on my bike are completely flat.', 'I', 'me', 'pump them up'],
  [
    "It's almost two in the morning and the party is still going.",
    'the neighbours',
    'the neighbours',
    'turn the music off',
  ],
  ["We've been sitting in this traffic jam for an hour.", 'we', 'us', 'find another way home'],
  ['The old curtains have faded in the sun.', 'I', 'me', 'replace them'],
  ['The chicken has been in the oven for two hours.', 'you', 'you', 'take it out'],
  ['The kids are bored with their games.', 'we', 'us', 'buy them a new one'],
  ["He's been promising to call his grandmother for weeks.", 'he', 'him', 'ring her'],
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

export const itsTime: TopicDef = makeTopic(copy, { target: 700, build: () => items() });
