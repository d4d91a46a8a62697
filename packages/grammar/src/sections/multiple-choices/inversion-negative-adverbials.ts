import { z } from 'zod';
import { d, expand, finish, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { bePast, bePresent, doFor, haveFor, type Person, type Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from '../linking-words/people.ts';
import data from './inversion-negative-adverbials.data.json' with { type: 'json' };
import copy from './inversion-negative-adverbials.json' with { type: 'json' };

/**
 * Inversion after negative and limiting adverbials (Never have I…, Not only did she…, Hardly had we…
 * when, Only then did I…), and its trap: openings that only look negative (No wonder, Never mind, Little
 * by little, In no time) keep the normal order. The gap holds the auxiliary and the subject; the key is
 * the inverted pair (or the normal one), one wrong choice swaps the order, the other puts an auxiliary
 * that the verb after the gap or the time of the sentence rules out ("did I seen", "has she … started").
 * Wrong choices never include another right inversion: have/had are never both offered, nor will/would.
 */
type Aux = 'have' | 'had' | 'did' | 'do' | 'should' | 'will' | 'can' | 'was' | 'is' | 'were';
/** The second wrong choice: an auxiliary the next word rules out (form), or the sentence's time (tense). */
type Other =
  | { aux: 'did' | 'had' | 'have'; why: 'form' }
  | { aux: 'did' | 'has'; why: 'tense'; marker: string }
  | null;

interface Base {
  text: string;
  adverbial: string;
  aux: Aux;
  other: Other;
  /** true: the opening is not negative, the key keeps the normal order. */
  normal?: boolean;
  who?: readonly Subject[];
}

const S = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });

const PersonSchema = z.enum(['1sg', '2', '3sg', '1pl', '3pl']);

const PRONOUNS: readonly Subject[] = table(
  'PRONOUNS',
  data.PRONOUNS,
  z.tuple([z.string(), PersonSchema, z.string()]),
).map((row) => S(...row));
const YOU: readonly Subject[] = [S('you', '2', 'your')];
const only = (...names: string[]) => PRONOUNS.filter((p) => names.includes(p.text));

const form = (aux: 'did' | 'had' | 'have'): Other => ({ aux, why: 'form' });
const tense = (aux: 'did' | 'has', marker: string): Other => ({ aux, why: 'tense', marker });
const B = (text: string, adverbial: string, aux: Aux, other: Other, who?: readonly Subject[]): Base => ({
  text,
  adverbial,
  aux,
  other,
  ...(who ? { who } : {}),
});
const N = (text: string, adverbial: string, aux: Aux, other: Other, who?: readonly Subject[]): Base => ({
  ...B(text, adverbial, aux, other, who),
  normal: true,
});
const people = (who: string): readonly Subject[] => {
  if (who === 'you') return YOU;
  const names = who.split(' ');
  return names.every((n) => PRONOUNS.some((p) => p.text === n)) ? only(...names) : [S(who, '3sg', 'its')];
};
const parse = (row: string): Base => {
  const [order, text = '', adverbial = '', aux = '', other = '-', who] = row.split(' | ');
  const [why, otherAux, ...marker] = other.split(' ');
  const o =
    why === 'form'
      ? form(otherAux as 'did' | 'had' | 'have')
      : why === 'tense'
        ? tense(otherAux as 'did' | 'has', marker.join(' '))
        : null;
  return (order === 'normal' ? N : B)(text, adverbial, aux as Aux, o, who ? people(who) : undefined);
};

/**
 * One base a row: "inverted|normal | text | adverbial | aux | other | who". other is "form did", "tense has
 * went off" or "-"; who, where the base is not said of every pronoun, is "you", some of the pronouns ("I she
 * he": one person, for a line about their own phone, bag or stage line), or another subject ("there").
 */
const BASES: Base[] = [
  'inverted | Never ___ seen such a {beautiful sunset|big crowd|mess}. | Never | have | form did',
  'inverted | Never ___ been so embarrassed in {poss} life. | Never | have | form did',
  'inverted | Never in {poss} life ___ eaten such delicious food. | Never in {poss} life | have | form did',
  'inverted | Never ___ heard such {nonsense|a strange story|beautiful music}. | Never | have | form did',
  'inverted | Seldom ___ seen him so happy. | Seldom | have | form did | I we she they',
  'inverted | Rarely ___ been to a better {concert|party|restaurant}. | Rarely | have | form did',
  'inverted | Not since {poss} school days ___ felt so nervous. | Not since | have | form did',
  'inverted | Only once ___ been late for {work|a lesson|a meeting}. | Only once | have | form did',
  'inverted | Not only ___ forget {poss} keys, but {X} also left {poss} phone on the bus. | Not only | did | form had | I she he',
  'inverted | Not only ___ win the race, but {X} also broke the record. | Not only | did | form had | I she he',
  'inverted | Not only ___ miss the train, but {X} also lost {poss} ticket. | Not only | did | form had | I she he',
  'inverted | Not only ___ cook dinner, but {X} also washed up afterwards. | Not only | did | form had',
  'inverted | Hardly ___ arrived when it started to {rain|snow}. | Hardly | had | form did',
  'inverted | No sooner ___ sat down than {the phone rang|the doorbell rang|the lights went out}. | No sooner | had | form did',
  'inverted | Scarcely ___ closed the door when {someone knocked|the phone rang}. | Scarcely | had | form did',
  'inverted | Hardly ___ started {poss} speech when the lights went out. | Hardly | had | tense has went out | I she he',
  'inverted | No sooner ___ paid for the car than it broke down. | No sooner | had | form did',
  'inverted | Barely ___ got into bed when the alarm went off. | Barely | had | tense has went off',
  'inverted | No sooner ___ left the house than it began to snow. | No sooner | had | tense has began',
  'inverted | Only then ___ realise how lucky {X} had been. | Only then | did | form had',
  'inverted | Only when {X} got home ___ notice the broken window. | Only when | did | form had',
  'inverted | Not until the next {morning|day} ___ find out what had happened. | Not until | did | form had',
  'inverted | Only after the meeting ___ reply to the email. | Only after | did | form had',
  'inverted | Not until {X} was thirty ___ learn to drive. | Not until | did | form had | I she he',
  'inverted | Only {later|much later|years later} ___ discover the truth. | Only later | did | form had',
  'inverted | Little ___ know that {poss} life was about to change. | Little | did | form had | I she he',
  'inverted | Little ___ realise how difficult it would be. | Little | did | form had',
  'inverted | Not once ___ {say thank you|ask for help|complain}. | Not once | did | form had',
  'inverted | Not a single word ___ say all {evening|day|morning}. | Not a single word | did | form had',
  'inverted | At no time ___ feel {in danger|afraid|lonely}. | At no time | did | form had',
  'inverted | Not until the plane landed ___ relax. | Not until | did | form had',
  'inverted | Rarely ___ {eat meat|watch TV|drive} these days. | Rarely | do | tense did these days',
  'inverted | Seldom ___ go out on weekdays now. | Seldom | do | tense did now',
  'inverted | Only now ___ understand why {poss} parents were so worried. | Only now | do | form have',
  'inverted | Never again ___ {trust a cheap airline|lend him money|buy a used car}. | Never again | will | form have',
  'inverted | Under no circumstances ___ {open this door|touch the red button|leave the children alone}. | Under no circumstances | should | - | you',
  'inverted | On no account ___ {tell anyone the password|give your PIN to anyone}. | On no account | should | - | you',
  'inverted | Nowhere else ___ find such {friendly people|good coffee|beautiful beaches}. | Nowhere else | will | form have | you',
  'inverted | Only if you book early ___ get {a seat|a good price|a room}. | Only if | will | form have | you',
  'inverted | Only by working together ___ {solve this problem|win this match|finish on time}. | Only by | can | form have | we',
  'inverted | In no way ___ responsible for the {accident|mistake|delay}. | In no way | was | -',
  'inverted | So tired ___ that {X} fell asleep on the bus. | So tired | was | -',
  'inverted | Only {in the morning|the next day} ___ noticed. | Only in the morning | was | - | the mistake',
  // Openings that only look negative or limiting: the order stays normal.
  'normal | No wonder ___ tired: {X} worked all night. | No wonder | is | -',
  'normal | Never mind, ___ try again tomorrow. | Never mind | can | form have | I we',
  'normal | No doubt ___ be {late again|back soon|tired after the trip}. | No doubt | will | form have',
  'normal | Little by little, ___ getting better at {it|cooking|English}. | Little by little | is | -',
  'normal | In no time ___ finished the whole {pizza|cake|job}. | In no time | had | -',
  'normal | Not surprisingly, ___ been offered the {job|part|place}. | Not surprisingly | have | form did',
  'normal | Not far from here ___ a lovely little {café|beach|bookshop}. | Not far from here | is | - | there',
  // Issue 16: more bases (appended, so the draws of the older ones and their ids stay), each its own
  // adverbial and situation, so a session rarely meets one twice.
  'inverted | Never ___ met such a kind {family|teacher|neighbour}. | Never | have | form did',
  'inverted | Never ___ tasted such {sweet strawberries|good coffee|fresh bread}. | Never | have | form did',
  'inverted | Rarely ___ seen such {heavy rain|a long queue|a busy station}. | Rarely | have | form did',
  'inverted | Seldom ___ had such a {good time|lovely holiday|quiet weekend}. | Seldom | have | form did',
  'inverted | Never before ___ flown in such a small plane. | Never before | have | form did',
  'inverted | Never ___ stayed in such a {noisy hotel|tiny room|comfortable hotel}. | Never | have | form did',
  'inverted | Not once ___ missed a {lesson|training session} this year. | Not once | have | form did',
  'inverted | Only twice ___ been abroad. | Only twice | have | form did',
  'inverted | Rarely ___ laughed so much at a film. | Rarely | have | form did',
  'inverted | Never ___ waited so long for a {bus|train|taxi}. | Never | have | form did',
  'inverted | Seldom ___ enjoyed a {book|film|meal} so much. | Seldom | have | form did',
  'inverted | Hardly ___ turned on the TV when the power went off. | Hardly | had | tense has went off',
  'inverted | No sooner ___ got home than it started to rain. | No sooner | had | form did',
  'inverted | Scarcely ___ sat down to dinner when the doorbell rang. | Scarcely | had | form did',
  'inverted | No sooner ___ finished one job than another one arrived. | No sooner | had | form did',
  'inverted | Hardly ___ fallen asleep when the baby started crying. | Hardly | had | form did',
  'inverted | Barely ___ opened the door when the dog ran out. | Barely | had | tense has ran out',
  'inverted | No sooner ___ hung up than the phone rang again. | No sooner | had | form did',
  'inverted | Hardly ___ left the office when {poss} phone rang. | Hardly | had | tense has rang | I she he',
  'inverted | No sooner ___ washed the car than it started to rain. | No sooner | had | form did',
  'inverted | Scarcely ___ sat down on the bus when {X} realised {X} had left {poss} bag at home. | Scarcely | had | form did | I she he',
  'inverted | Only then ___ understand what {X} had done wrong. | Only then | did | form had',
  'inverted | Not until {X} saw the photos ___ believe the story. | Not until | did | form had',
  'inverted | Only when the film ended ___ notice the time. | Only when | did | form had',
  'inverted | Little ___ guess who was waiting outside. | Little | did | form had',
  'inverted | Little ___ think that one day {X} would live abroad. | Little | did | form had',
  'inverted | Only after {X} had paid ___ notice the mistake on the bill. | Only after | did | form had',
  'inverted | Not until midnight ___ finish {poss} homework. | Not until | did | form had',
  'inverted | Only at the station ___ realise {X} had forgotten {poss} ticket. | Only at the station | did | form had | I she he',
  'inverted | Not once ___ look back as {X} walked away. | Not once | did | form had',
  'inverted | At no point ___ think of giving up. | At no point | did | form had',
  'inverted | Not until the end of the film ___ understand the title. | Not until | did | form had',
  'inverted | Only when the music stopped ___ hear the knocking. | Only when | did | form had',
  'inverted | Not only ___ pass the exam, but {X} also got the highest mark. | Not only | did | form had | I she he',
  'inverted | Not only ___ paint the kitchen, but {X} also fixed the roof. | Not only | did | form had',
  'inverted | Not only ___ arrive late, but {X} also forgot the tickets. | Not only | did | form had',
  'inverted | In no way ___ mean to upset anyone. | In no way | did | form had',
  'inverted | Never once ___ complain about the noise. | Never once | did | form had',
  'inverted | Only by chance ___ find out about the party. | Only by chance | did | form had',
  'inverted | Seldom ___ get up before nine on Sundays these days. | Seldom | do | tense did these days',
  'inverted | Rarely ___ take the car into town nowadays. | Rarely | do | tense did nowadays',
  'inverted | Only on Sundays ___ have time to cook properly these days. | Only on Sundays | do | tense did these days',
  'inverted | Not often ___ see {poss} cousins these days. | Not often | do | tense did these days',
  'inverted | Not until next year ___ have enough money for a new car. | Not until | will | form have',
  'inverted | Only when the work is finished ___ get paid. | Only when | will | form have | we they',
  'inverted | Only after the exam ___ have time to relax. | Only after | will | form have',
  'inverted | Only in the summer ___ swim in the lake. | Only in the summer | can | form have | you',
  'inverted | Nowhere else in town ___ buy such fresh fish. | Nowhere else | can | form have | you',
  'inverted | On no account ___ leave your bag unattended. | On no account | should | - | you',
  'inverted | At no time ___ leave the children alone in the pool. | At no time | should | - | you',
  'inverted | So excited ___ that {X} could not sleep. | So excited | was | -',
  'inverted | So hungry ___ that {X} ate the whole pizza. | So hungry | was | -',
  'inverted | Only then ___ able to relax. | Only then | was | -',
  'normal | No wonder ___ hungry: {X} skipped breakfast. | No wonder | is | -',
  'normal | No doubt ___ want to rest after the flight. | No doubt | will | form have | she he they',
  'normal | In no time ___ made a lot of new friends. | In no time | had | -',
  'normal | Not surprisingly, ___ won the prize again. | Not surprisingly | have | form did',
  'normal | Never mind, ___ catch the next bus. | Never mind | can | form have | I we',
  'inverted | Never ___ felt so welcome in a new place. | Never | have | form did',
  'inverted | Rarely ___ eaten such a big breakfast. | Rarely | have | form did',
  'inverted | Never ___ driven on such a narrow road. | Never | have | form did',
  'inverted | Hardly ___ reached the beach when it began to rain. | Hardly | had | tense has began',
  'inverted | No sooner ___ bought the tickets than the concert was cancelled. | No sooner | had | form did',
  'inverted | Only the next morning ___ hear the news. | Only the next morning | did | form had',
  'inverted | Not until {X} got home ___ open the letter. | Not until | did | form had',
  'inverted | Little ___ imagine how hard the first year would be. | Little | did | form had',
  'inverted | Only when {X} lost {poss} phone ___ realise how much {X} needed it. | Only when | did | form had | I she he',
  'inverted | Seldom ___ visit that part of town these days. | Seldom | do | tense did these days',
  'inverted | So nervous ___ that {X} forgot {poss} first line. | So nervous | was | - | I she he',
  'inverted | Not only ___ bake the cake, but {X} also made the decorations. | Not only | did | form had',
  'inverted | Under no circumstances ___ lend {poss} car to anyone. | Under no circumstances | will | form have | I we',
  'inverted | Rarely ___ met anyone so patient. | Rarely | have | form did',
  'inverted | Never ___ seen the sea so calm. | Never | have | form did',
  'inverted | Only after the storm ___ go outside. | Only after | did | form had',
  'inverted | Seldom ___ slept so well in a hotel. | Seldom | have | form did',
  'inverted | Never ___ walked so far in one day. | Never | have | form did',
  'inverted | Not until the rain stopped ___ leave the café. | Not until | did | form had',
  'inverted | Rarely ___ heard such a funny joke. | Rarely | have | form did',
  'inverted | No sooner ___ switched off the light than the baby woke up. | No sooner | had | form did',
  'inverted | Only in the evening ___ find time to answer the emails. | Only in the evening | did | form had',
  'inverted | Not until the last minute ___ pack {poss} suitcase. | Not until | did | form had | I she he',
  // alternatives and, where it names the subject's own people or things, by its subject.
  'inverted | Never ___ seen so many {people|cars|bikes|tourists|birds} in one place. | Never | have | form did',
  'inverted | Rarely ___ read such a {moving|funny|clever|sad|long} book. | Rarely | have | form did',
  'inverted | Never ___ felt so {tired|cold|hungry|happy|relaxed} after a walk. | Never | have | form did',
  'inverted | Seldom ___ met such {friendly|helpful|polite|kind|generous} people. | Seldom | have | form did',
  'inverted | Never ___ had such a {bad|long|strange|busy|quiet} day at work. | Never | have | form did',
  'inverted | Never in {poss} life ___ been so {scared|happy|surprised}. | Never in {poss} life | have | form did',
  'inverted | Not once ___ forgotten {poss} {mother’s|sister’s|best friend’s} birthday. | Not once | have | form did',
  'inverted | Rarely ___ seen {poss} {father|mother|grandmother} so angry. | Rarely | have | form did',
  'inverted | Never ___ heard {poss} {teacher|boss|coach} shout like that. | Never | have | form did',
  'inverted | Only once ___ travelled {abroad|by plane|by ship|by train|to the mountains} alone. | Only once | have | form did',
  'inverted | Never before ___ {seen snow|tried sushi|ridden a horse|been on a boat|slept in a tent}. | Never before | have | form did',
  'inverted | Hardly ___ got off the {bus|train|plane} when {poss} phone rang. | Hardly | had | tense has rang | I she he',
  'inverted | No sooner ___ started {eating|cooking|watching the film|reading|working} than the {phone|doorbell} rang. | No sooner | had | form did',
  'inverted | Scarcely ___ left the {house|office|shop|station|cinema} when it started to pour. | Scarcely | had | tense has started',
  'inverted | Hardly ___ put the kettle on when {the guests|our neighbours|the children|the plumber|the builders} arrived. | Hardly | had | tense has arrived',
  'inverted | No sooner ___ cleaned the {floor|kitchen|hall|carpet|sofa} than the dog came in covered in mud. | No sooner | had | form did',
  'inverted | Barely ___ finished {poss} {breakfast|coffee|lunch} when the taxi arrived. | Barely | had | tense has arrived',
  'inverted | No sooner ___ fixed the {roof|tap|heating|fence|car} than it broke again. | No sooner | had | form did',
  'inverted | Hardly ___ opened {poss} book when {poss} eyes began to close. | Hardly | had | tense has began',
  'inverted | Only then ___ realise {X} had left the {oven|iron|lights} on. | Only then | did | form had',
  'inverted | Not until {X} reached the airport ___ notice {X} had left {poss} passport at home. | Not until | did | form had | I she he',
  'inverted | Little ___ expect to win the {prize|competition|match|lottery|race}. | Little | did | form had',
  'inverted | Only after {X} had moved out ___ realise how much {X} missed {poss} parents. | Only after | did | form had | I she he',
  'inverted | Not until the {police|doctor|teacher|ambulance|fire brigade} arrived ___ calm down. | Not until | did | form had',
  'inverted | Only when the {music|engine|fan|TV|party} stopped ___ hear the rain. | Only when | did | form had',
  'inverted | Never once ___ ask for {help|a day off|more money|a lift|a favour}. | Never once | did | form had',
  'inverted | Not only ___ bring flowers, but {X} also cooked dinner. | Not only | did | form had',
  'inverted | Not only ___ forget the {map|tickets|tent}, but {X} also got lost. | Not only | did | form had',
  'inverted | Not only ___ clean the {house|flat|car}, but {X} also did the shopping. | Not only | did | form had',
  'inverted | At no point ___ {lose hope|think of going home|complain about the food|ask for help|stop smiling}. | At no point | did | form had',
  'inverted | Only by chance ___ meet {poss} old {teacher|neighbour|classmate} in the street. | Only by chance | did | form had',
  'inverted | Only after the {call|meeting|match} ___ notice that {poss} phone was missing. | Only after | did | form had | I she he',
  'inverted | Not until {poss} {fortieth|thirtieth|fiftieth} birthday ___ learn to swim. | Not until | did | form had',
  'inverted | Only in {poss} {second|third|last} year ___ start to enjoy the course. | Only in | did | form had',
  'inverted | Little ___ realise that the {stranger|old man|woman} on the train was a famous writer. | Little | did | form had',
  'inverted | Only the next {day|week|morning} ___ find the {keys|letter|ring|wallet|receipt}. | Only the next day | did | form had',
  'inverted | Rarely ___ {cook|eat out|watch films|go to bed early|go to the gym} on weekdays these days. | Rarely | do | tense did these days',
  'inverted | Seldom ___ {drive|take the bus|use cash|go out|eat sweets} now. | Seldom | do | tense did now',
  'inverted | Only at weekends ___ {have time to read|go to the market|sleep late|see friends|cook properly} these days. | Only at weekends | do | tense did these days',
  'inverted | Not often ___ {get a day off|go to the cinema|buy CDs|write letters} nowadays. | Not often | do | tense did nowadays',
  'inverted | Hardly ever ___ {watch TV|read a newspaper|go out|eat meat|take the car} these days. | Hardly ever | do | tense did these days',
  'inverted | Never again ___ {stay in that hotel|eat at that café|fly with that airline|buy shoes online|go camping in March}. | Never again | will | form have',
  'inverted | Under no circumstances ___ {open the door to strangers|give your password to anyone|leave the gate open}. | Under no circumstances | should | - | you',
  'inverted | On no account ___ {feed the animals|park in front of the gate|use your phone in the exam|leave the gate open|swim after dark}. | On no account | should | - | you',
  'inverted | Only if it stops raining ___ go for a {walk|swim|picnic}. | Only if | will | form have | we they',
  'inverted | Not until {poss} exams are over ___ {go on holiday|relax|have a party|go out|watch TV}. | Not until | will | form have',
  'inverted | Only by saving every month ___ {buy a flat|afford the trip|pay for the wedding}. | Only by | can | form have | we they',
  'inverted | So {surprised|shocked|delighted} ___ that {X} couldn’t say a word. | So surprised | was | -',
  'inverted | So busy ___ that {X} forgot to {eat lunch|call back|reply to the email|have a break|drink any water}. | So busy | was | -',
  'normal | No wonder ___ {tired|hungry|cold}: {X} walked all the way home. | No wonder | is | -',
  'normal | No doubt ___ {be hungry|want a shower|be tired|want to sleep|need a rest} after the long drive. | No doubt | will | form have | she he they',
  'normal | In no time ___ learned to {ski|skate|speak Polish|swim|drive}. | In no time | had | -',
  'normal | Not surprisingly, ___ been {chosen|picked} for the team again. | Not surprisingly | have | form did',
  'normal | Never mind, ___ {get another one|fix it tomorrow|ask someone else|try again later|buy a new one}. | Never mind | can | form have | I we',
  'inverted | Rarely ___ {enjoyed a party|slept so badly|eaten so well|worked so hard|felt so relaxed} on holiday. | Rarely | have | form did',
  'inverted | Not until the {bill|letter|email|parcel|invoice} arrived ___ understand what had happened. | Not until | did | form had',
  'inverted | Only when {X} saw the {price|bill|queue|weather|map} ___ change {poss} mind. | Only when | did | form had',
  'inverted | Hardly ___ {sat down|taken off {poss} coat|turned on the oven|opened the window|started the car} when the power went off. | Hardly | had | tense has went off',
  'inverted | Not only ___ {win the game|score twice|play well|stay calm|help the others}, but {X} also cheered up the whole team. | Not only | did | form had',
  'inverted | Seldom ___ {visited a city|seen a garden|stayed in a town|walked through a park|tasted bread} so beautiful. | Seldom | have | form did',
  'inverted | Only after {X} had {eaten|slept|rested|had a shower|had a coffee} ___ feel better. | Only after | did | form had',
].map(parse);

/** The auxiliary for a subject: have → has, do → does, was → were … */
function auxFor(aux: Aux | 'has', s: Subject): string {
  switch (aux) {
    case 'have':
    case 'has':
      return haveFor(s);
    case 'do':
      return doFor(s);
    case 'was':
    case 'were':
      return bePast(s);
    case 'is':
      return bePresent(s);
    default:
      return aux;
  }
}

/** The word after the gap ("seen", "forget"): what an auxiliary must agree with in form. */
const nextWord = (text: string): string => (text.split('___ ')[1] ?? '').split(/[\s,.]/)[0] ?? '';

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  BASES.forEach((b, i) => {
    const who = b.who ?? PRONOUNS;
    // {poss} and {X} are filled first: expand() would read them as one-word alternations.
    const pick = rng.shuffle(expand(b.text.replace(/\{(poss|X|is|was|has)\}/g, '<$1>')));
    rng
      .shuffle(who)
      .slice(0, 5)
      .forEach((s, k) => {
        const chosen = (pick[k % pick.length] ?? b.text).replace(/<(poss|X|is|was|has)>/g, '{$1}');
        const text = finish(fill(chosen, s));
        const aux = auxFor(b.aux, s);
        const inverted = `${aux} ${s.text}`;
        const plain = `${s.text} ${aux}`;
        const adverbial = fill(b.adverbial, s);
        const wrong: Wrong[] = [
          b.normal
            ? d(inverted, 'inversion-not-needed', { opener: adverbial })
            : d(plain, 'inversion-missing', { adverbial }),
        ];
        if (b.other) {
          const otherAux = auxFor(b.other.aux, s);
          const choice = b.normal ? `${s.text} ${otherAux}` : `${otherAux} ${s.text}`;
          wrong.push(
            b.other.why === 'form'
              ? d(choice, 'aux-before-wrong-form', { form: nextWord(text) })
              : d(choice, 'inversion-tense-mismatch', { marker: b.other.marker }),
          );
        }
        out.push({
          text,
          answer: b.normal ? plain : inverted,
          wrong,
          ruleId: b.normal ? 'no-inversion' : 'inversion',
          trigger: [adverbial],
          skeleton: `inversion:${i}`,
        });
      });
  });
  return out;
}

export const inversionNegativeAdverbials: TopicDef = makeTopic(copy, { target: 700, build: items });
