/**
 * If only (issue 16, B2): if only + past simple (a wish about now: If only I had a car), + had + past
 * participle (a regret about the past: If only I had listened), + would (someone else's annoying habit:
 * If only he would stop shouting). Authored bases with a context sentence that fixes the time: the person
 * varies through lexicon/subject.ts (a wish about one's own situation takes I, we or another person; an
 * annoying habit is always someone else's), forms come from morph/verbs.ts.
 * Second-answer guards: no be (If only I were / was are both said), no past simple against would for a
 * habit (If only he stopped shouting is also heard), no past perfect against the past simple in a wish
 * about now; wrong choices are those no reading allows: the present, will, would for a state or for the
 * past, the past simple for a regret about yesterday.
 */
import type { CuedBase } from '../../core/cued-base.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import { doFor, type Subject } from '../../lexicon/subject.ts';
import { thirdPerson } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, participle, past, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import copy from './if-only.json' with { type: 'json' };

type Kind = 'now' | 'regret' | 'habit';
/** A base whose cue is the words that fix the time or the habit. */
export interface IfOnlyBase extends CuedBase {
  k: Kind;
}
const Now = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'now', cue });
const Reg = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'regret', cue });
const Hab = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'habit', cue });

export const IF_ONLY_BASES: IfOnlyBase[] = [
  // A wish about now: past simple (states: have, know, can, live, speak…).
  Now(
    '{S} {do}n’t have a car, so the trip takes hours by bus. If only {pro} {} a car!',
    'have',
    '{do}n’t have a car',
  ),
  Now('{S} {do}n’t know her number. If only {pro} {} it!', 'know', '{do}n’t know'),
  Now('{S} can’t swim, and everyone else is in the sea. If only {pro} {} swim!', 'can', 'can’t swim'),
  Now(
    '{S} live{-s} two hours from the office. If only {pro} {} closer!',
    'live',
    'live{-s} two hours from the office',
  ),
  Now(
    '{S} {do}n’t speak Italian, and nobody here speaks English. If only {pro} {} Italian!',
    'speak',
    '{do}n’t speak Italian',
  ),
  Now('{S} {do}n’t have any free time at the moment. If only {pro} {} more time!', 'have', 'at the moment'),
  Now('{S} can’t drive, so {pro} always need{-s} a lift. If only {pro} {} drive!', 'can', 'can’t drive'),
  Now('{S} {do}n’t own a washing machine. If only {pro} {} one!', 'own', '{do}n’t own'),
  Now(
    '{S} {do}n’t understand the contract at all. If only {pro} {} the legal words!',
    'understand',
    '{do}n’t understand',
  ),
  Now('{S} {do}n’t have a garden. If only {pro} {} one for the summer!', 'have', '{do}n’t have a garden'),
  Now('{S} can’t cook, so {pro} eat{-s} out every day. If only {pro} {} cook!', 'can', 'can’t cook'),
  Now('{S} work{-s} every Saturday. If only {pro} {} the weekends off!', 'have', 'work{-s} every Saturday'),
  Now(
    '{S} {do}n’t know anyone in this city. If only {pro} {} a few people here!',
    'know',
    '{do}n’t know anyone',
  ),
  Now('{S} can’t find the keys anywhere. If only {pro} {} where they are!', 'know', 'can’t find the keys'),
  Now('{S} {do}n’t play any instrument. If only {pro} {} the guitar!', 'play', '{do}n’t play any instrument'),
  Now(
    '{S} live{-s} on a noisy street. If only {pro} {} somewhere quieter!',
    'live',
    'live{-s} on a noisy street',
  ),
  Now('{S} {do}n’t earn much at the moment. If only {pro} {} a bit more!', 'earn', 'at the moment'),
  Now('{S} can’t afford a new laptop. If only {pro} {} afford one!', 'can', 'can’t afford'),
  Now(
    '{S} {do}n’t have a dishwasher, and the sink is full. If only {pro} {} one!',
    'have',
    '{do}n’t have a dishwasher',
  ),
  Now('{S} {do}n’t remember the password. If only {pro} {} it!', 'remember', '{do}n’t remember'),
  Now(
    '{S} can’t sleep because of the heat. If only {pro} {} air conditioning!',
    'have',
    'because of the heat',
  ),
  Now(
    '{S} {do}n’t speak any Spanish yet. If only {pro} {} a few words!',
    'know',
    '{do}n’t speak any Spanish yet',
  ),
  Now('{S} {do}n’t have an umbrella, and it’s pouring. If only {pro} {} one!', 'have', 'it’s pouring'),
  Now('{S} can’t see the stage from here. If only {pro} {} closer seats!', 'have', 'from here'),
  Now(
    '{S} {do}n’t like {poss} job much. If only {pro} {} something more interesting!',
    'do',
    '{do}n’t like {poss} job',
  ),
  Now('{S} can’t come to the party tonight. If only {pro} {} come!', 'can', 'tonight'),
  Now(
    '{S} {do}n’t have enough money for the concert. If only {pro} {} enough!',
    'have',
    '{do}n’t have enough money',
  ),
  Now('{S} live{-s} far from the sea. If only {pro} {} by the beach!', 'live', 'live{-s} far from the sea'),
  Now('{S} {do}n’t know how to fix the tap. If only {pro} {} how!', 'know', '{do}n’t know how'),
  Now('{S} can’t take a day off this week. If only {pro} {} a short break!', 'can take', 'this week'),
  // A regret about the past: had + past participle.
  Reg('{S} failed the exam last week. If only {pro} {} harder!', 'study', 'failed the exam last week'),
  Reg('{S} missed the train this morning. If only {pro} {} home earlier!', 'leave', 'this morning'),
  Reg('{S} forgot {poss} passport yesterday. If only {pro} {} it the night before!', 'pack', 'yesterday'),
  Reg('{S} lost all the photos last month. If only {pro} {} a copy!', 'make', 'last month'),
  Reg('{S} got sunburnt at the beach yesterday. If only {pro} {} some sun cream!', 'use', 'yesterday'),
  Reg('{S} bought the wrong size last week. If only {pro} {} the shoes on first!', 'try', 'last week'),
  Reg('The tickets sold out on Monday. If only {s} {} them on Sunday!', 'buy', 'sold out on Monday'),
  Reg('{S} said something silly at dinner last night. If only {pro} {} quiet!', 'keep', 'last night'),
  Reg(
    '{S} sold the flat five years ago, and now prices are double. If only {pro} {} it!',
    'keep',
    'five years ago',
  ),
  Reg('{S} got lost on the way yesterday. If only {pro} {} a map!', 'take', 'yesterday'),
  Reg(
    '{S} overslept this morning and missed the interview. If only {pro} {} an alarm!',
    'set',
    'this morning',
  ),
  Reg('{S} ate too much cake at the party. If only {pro} {} at one piece!', 'stop', 'at the party'),
  Reg(
    '{S} didn’t go to the concert last Saturday, and it was brilliant. If only {pro} {}!',
    'go',
    'last Saturday',
  ),
  Reg(
    '{S} didn’t see the message until it was too late. If only {pro} {} {poss} phone earlier!',
    'check',
    'until it was too late',
  ),
  Reg('{S} left {poss} umbrella at home and got soaked. If only {pro} {} it!', 'take', 'got soaked'),
  Reg('{S} signed the contract without reading it. If only {pro} {} it first!', 'read', 'without reading it'),
  Reg(
    '{S} didn’t save the file, and the computer crashed. If only {pro} {} it!',
    'save',
    'the computer crashed',
  ),
  Reg('{S} shouted at {poss} best friend yesterday. If only {pro} {} calm!', 'stay', 'yesterday'),
  Reg('{S} spent all {poss} savings on a car last year. If only {pro} {} more careful!', 'be', 'last year'),
  Reg('{S} didn’t take the job in Lviv two years ago. If only {pro} {} yes!', 'say', 'two years ago'),
  Reg('{S} forgot Mum’s birthday last week. If only {pro} {} it in the calendar!', 'write', 'last week'),
  Reg('{S} arrived late for the wedding on Saturday. If only {pro} {} a taxi!', 'get', 'on Saturday'),
  Reg('{S} broke {poss} leg skiing last winter. If only {pro} {} at home!', 'stay', 'last winter'),
  Reg('{S} didn’t learn English at school. If only {pro} {} more attention then!', 'pay', 'at school'),
  Reg('{S} threw away the receipt last week. If only {pro} {} it!', 'keep', 'last week'),
  Reg(
    '{S} didn’t book a table on Friday, and the restaurant was full. If only {pro} {}!',
    'book',
    'the restaurant was full',
  ),
  Reg(
    '{S} drank coffee late last night and couldn’t sleep. If only {pro} {} tea instead!',
    'have',
    'last night',
  ),
  Reg(
    '{S} told Anna the secret yesterday, and now everyone knows. If only {pro} {} nothing!',
    'say',
    'yesterday',
  ),
  Reg('{S} didn’t check the weather before the hike. If only {pro} {} a coat!', 'bring', 'before the hike'),
  Reg('{S} moved to a flat without a lift last year. If only {pro} {} a lower floor!', 'choose', 'last year'),
  // Someone else's annoying habit: would + base form.
  Hab('{S} always leave{-s} the door open. If only {pro} {} it!', 'close', 'always'),
  Hab('{S} keep{-s} interrupting me. If only {pro} {} me finish!', 'let', 'keep{-s} interrupting'),
  Hab('{S} play{-s} loud music every night. If only {pro} {} it down!', 'turn', 'every night'),
  Hab('{S} never answer{-s} {poss} phone. If only {pro} {} it just once!', 'answer', 'never'),
  Hab('{S} always talk{-s} during the film. If only {pro} {} quiet!', 'keep', 'always'),
  Hab('{S} keep{-s} borrowing my things without asking. If only {pro} {} first!', 'ask', 'without asking'),
  Hab('{S} never wash{-es} the dishes. If only {pro} {} just once!', 'help', 'never'),
  Hab('{S} always arrive{-s} late for meetings. If only {pro} {} on time just once!', 'come', 'always'),
  Hab('{S} keep{-s} sending me chain messages. If only {pro} {}!', 'stop', 'keep{-s} sending'),
  Hab('{S} never listen{-s} to my advice. If only {pro} {} to me just once!', 'listen', 'never'),
  Hab('{S} always leave{-s} dirty socks on the floor. If only {pro} {} them away!', 'put', 'always'),
  Hab('{S} keep{-s} parking in my space. If only {pro} {} somewhere else!', 'park', 'keep{-s} parking'),
  Hab('{S} always complain{-s} about the food. If only {pro} {} complaining!', 'stop', 'always'),
  Hab('{S} never tell{-s} me when {pro} {be} going out. If only {pro} {} me!', 'tell', 'never'),
  Hab(
    '{S} keep{-s} eating my yoghurts from the fridge. If only {pro} {} {poss} own!',
    'buy',
    'keep{-s} eating',
  ),
  Hab('{S} always drive{-s} too fast. If only {pro} {} down!', 'slow', 'always'),
  Hab('{S} keep{-s} calling me during work. If only {pro} {} in the evening!', 'call', 'keep{-s} calling'),
  Hab('{S} never reply{-ies} to my emails. If only {pro} {} just once!', 'reply', 'never'),
  Hab('{S} always take{-s} the last biscuit. If only {pro} {} some for others!', 'leave', 'always'),
  Hab('{S} keep{-s} leaving the lights on. If only {pro} {} them off!', 'switch', 'keep{-s} leaving'),
  Hab('{S} never clean{-s} the bathroom. If only {pro} {} it just once!', 'clean', 'never'),
  Hab('{S} always shout{-s} on the phone. If only {pro} {} more quietly!', 'speak', 'always'),
  Hab('{S} keep{-s} telling the same jokes. If only {pro} {} some new ones!', 'learn', 'keep{-s} telling'),
  Hab('{S} always forget{-s} to lock the door. If only {pro} {}!', 'remember', 'always'),
  Hab('{S} never help{-s} with the shopping. If only {pro} {} a hand!', 'lend', 'never'),
  Hab('{S} keep{-s} changing the plans. If only {pro} {} up {poss} mind!', 'make', 'keep{-s} changing'),
  // Issue 16: more bases (appended, so the first ones keep their subjects and ids).
  Now('{S} {do}n’t have a printer at home. If only {pro} {} one!', 'have', '{do}n’t have a printer'),
  Now(
    '{S} can’t find a parking space anywhere. If only {pro} {} a garage!',
    'have',
    'can’t find a parking space',
  ),
  Now(
    '{S} can’t speak French, and the waiter doesn’t speak English. If only {pro} {} speak a little!',
    'can',
    'can’t speak French',
  ),
  Now('{S} {do}n’t have a key, and nobody is at home. If only {pro} {} one!', 'have', 'nobody is at home'),
  Now(
    '{S} live{-s} on the fifth floor with no lift. If only {pro} {} on the ground floor!',
    'live',
    'with no lift',
  ),
  Now(
    '{S} {do}n’t know anybody at this party. If only {pro} {} someone here!',
    'know',
    '{do}n’t know anybody',
  ),
  Now('{S} can’t hear the speaker from the back. If only {pro} {} hear properly!', 'can', 'can’t hear'),
  Now(
    '{S} {do}n’t have any cash, and the café only takes cash. If only {pro} {} some!',
    'have',
    'only takes cash',
  ),
  Now(
    '{S} {do}n’t understand these Japanese instructions. If only {pro} {} some Japanese!',
    'know',
    '{do}n’t understand',
  ),
  Now('{S} can’t reach the top shelf. If only {pro} {} a ladder!', 'have', 'can’t reach'),
  Now(
    '{S} {do}n’t own a suit, and the interview is tomorrow. If only {pro} {} one!',
    'own',
    '{do}n’t own a suit',
  ),
  Now(
    '{S} can’t afford the rent in the city centre. If only {pro} {} earn a bit more!',
    'can earn',
    'can’t afford',
  ),
  Now('{S} work{-s} nights at the moment. If only {pro} {} a day job!', 'have', 'at the moment'),
  Now(
    '{S} {do}n’t have a charger, and the battery is almost dead. If only {pro} {} one!',
    'have',
    'the battery is almost dead',
  ),
  Now('{S} can’t play chess, and everyone here loves it. If only {pro} {} play!', 'can', 'can’t play chess'),
  Now(
    '{S} {do}n’t speak the language, so {pro} feel{-s} lonely here. If only {pro} {} it!',
    'speak',
    '{do}n’t speak the language',
  ),
  Now(
    '{S} {do}n’t have a balcony, and the flat is so hot. If only {pro} {} one!',
    'have',
    '{do}n’t have a balcony',
  ),
  Now(
    '{S} live{-s} miles from the nearest shop. If only {pro} {} in town!',
    'live',
    'live{-s} miles from the nearest shop',
  ),
  Now(
    '{S} {do}n’t have time to cook during the week. If only {pro} {} more free evenings!',
    'have',
    'during the week',
  ),
  Now(
    '{S} {do}n’t know any plumbers, and the kitchen is flooding. If only {pro} {} one!',
    'know',
    'the kitchen is flooding',
  ),
  Now('{S} can’t sing, but {pro} love{-s} karaoke. If only {pro} {} sing!', 'can', 'can’t sing'),
  Now(
    '{S} {do}n’t understand a word the doctor says. If only {pro} {} more medical English!',
    'know',
    '{do}n’t understand a word',
  ),
  Now(
    '{S} {do}n’t earn enough for a holiday this year. If only {pro} {} a better salary!',
    'have',
    'this year',
  ),
  Now('{S} can’t find a good job in this town. If only {pro} {} somewhere bigger!', 'live', 'in this town'),
  Now(
    '{S} {do}n’t know the Wi-Fi password, and {pro} need{-s} to send a file now. If only {pro} {} it!',
    'know',
    'now',
  ),
  Now(
    '{S} can’t ride a bike, and all {poss} friends are cycling to the lake. If only {pro} {} ride one!',
    'can',
    'can’t ride a bike',
  ),
  Now('{S} {do}n’t have a good coat, and it’s snowing. If only {pro} {} one!', 'have', 'it’s snowing'),
  Now(
    '{S} work{-s} in an office with no windows. If only {pro} {} a desk by a window!',
    'have',
    'with no windows',
  ),
  Reg('{S} lost {poss} keys last night. If only {pro} {} them in {poss} bag!', 'keep', 'last night'),
  Reg('{S} missed the last bus on Friday. If only {pro} {} the party earlier!', 'leave', 'on Friday'),
  Reg('{S} didn’t wear a coat yesterday and caught a cold. If only {pro} {} one!', 'wear', 'yesterday'),
  Reg('{S} paid too much for the flat last year. If only {pro} {} a bit longer!', 'wait', 'last year'),
  Reg(
    '{S} deleted all the photos by mistake this morning. If only {pro} {} a backup!',
    'make',
    'this morning',
  ),
  Reg('{S} didn’t bring a map on the walk last weekend. If only {pro} {} one!', 'bring', 'last weekend'),
  Reg('{S} trusted the wrong people last year. If only {pro} {} to {poss} parents!', 'listen', 'last year'),
  Reg('{S} forgot to charge {poss} phone last night. If only {pro} {} it!', 'charge', 'last night'),
  Reg('{S} didn’t learn to drive at eighteen. If only {pro} {} lessons then!', 'take', 'at eighteen'),
  Reg('{S} burnt the cake on Sunday. If only {pro} {} the oven!', 'check', 'on Sunday'),
  Reg(
    '{S} bought a cheap phone last month, and it has already broken. If only {pro} {} a better one!',
    'buy',
    'last month',
  ),
  Reg('{S} stayed up until three last night. If only {pro} {} to bed earlier!', 'go', 'last night'),
  Reg(
    '{S} sent the email to the wrong person yesterday. If only {pro} {} the address!',
    'check',
    'yesterday',
  ),
  Reg(
    '{S} painted the bedroom dark brown last month. If only {pro} {} a lighter colour!',
    'choose',
    'last month',
  ),
  Reg('{S} missed the deadline for the job last Friday. If only {pro} {} sooner!', 'apply', 'last Friday'),
  Reg(
    '{S} didn’t go to the doctor when the pain started last month. If only {pro} {} straight away!',
    'go',
    'last month',
  ),
  Reg(
    '{S} parked on a yellow line this morning and got a fine. If only {pro} {} the sign!',
    'see',
    'this morning',
  ),
  Reg(
    '{S} didn’t take any photos at the wedding on Saturday. If only {pro} {} a camera!',
    'bring',
    'on Saturday',
  ),
  Reg(
    '{S} left the window open last night, and the rain came in. If only {pro} {} it!',
    'close',
    'last night',
  ),
  Reg('{S} failed the driving test last month. If only {pro} {} more!', 'practise', 'last month'),
  Reg(
    '{S} ignored the warning light on the way home yesterday. If only {pro} {} at a garage!',
    'stop',
    'yesterday',
  ),
  Reg(
    '{S} gave the wrong answer in the quiz last night. If only {pro} {} for a moment!',
    'think',
    'last night',
  ),
  Reg(
    '{S} booked the cheapest hotel for the trip last month, and it was awful. If only {pro} {} a bit more!',
    'pay',
    'last month',
  ),
  Reg('{S} missed a friend’s wedding in June. If only {pro} {} the flight earlier!', 'book', 'in June'),
  Reg(
    '{S} didn’t back up the laptop before it was stolen last week. If only {pro} {} it!',
    'do',
    'last week',
  ),
  Reg(
    '{S} cut {poss} hair very short last week, and {pro} hate{-s} it. If only {pro} {} it long!',
    'leave',
    'last week',
  ),
  Hab('{S} always leave{-s} the milk out of the fridge. If only {pro} {} it back!', 'put', 'always'),
  Hab('{S} keep{-s} using my shampoo. If only {pro} {} {poss} own!', 'buy', 'keep{-s} using'),
  Hab('{S} never lock{-s} the back door. If only {pro} {} to!', 'remember', 'never'),
  Hab('{S} always play{-s} games on {poss} phone at dinner. If only {pro} {} it away!', 'put', 'always'),
  Hab('{S} keep{-s} promising to fix the fence. If only {pro} {} it!', 'do', 'keep{-s} promising'),
  Hab('{S} always leave{-s} wet towels on the bed. If only {pro} {} them up!', 'hang', 'always'),
  Hab('{S} keep{-s} waking me up with loud music. If only {pro} {} headphones!', 'use', 'keep{-s} waking'),
  Hab('{S} never say{-s} thank you. If only {pro} {} it just once!', 'say', 'never'),
  Hab(
    '{S} keep{-s} asking me the same question. If only {pro} {} to my answer!',
    'listen',
    'keep{-s} asking',
  ),
  Hab('{S} always leave{-s} things until the last minute. If only {pro} {} earlier!', 'start', 'always'),
  Hab('{S} never put{-s} the lid back on the toothpaste. If only {pro} {} it back!', 'put', 'never'),
  Hab(
    '{S} keep{-s} checking {poss} phone while I’m talking. If only {pro} {} attention!',
    'pay',
    'keep{-s} checking',
  ),
  Hab('{S} keep{-s} slamming the door. If only {pro} {} it gently!', 'close', 'keep{-s} slamming'),
  Hab('{S} always cheat{-s} at cards. If only {pro} {} fair!', 'play', 'always'),
  Hab(
    '{S} always finish{-es} the coffee without making more. If only {pro} {} a fresh pot!',
    'make',
    'always',
  ),
  Hab('{S} never take{-s} the rubbish out. If only {pro} {} it out just once!', 'take', 'never'),
  Hab(
    '{S} keep{-s} sending me voice messages at midnight. If only {pro} {} a text instead!',
    'send',
    'keep{-s} sending',
  ),
  Hab('{S} always eat{-s} with {poss} mouth open. If only {pro} {} it!', 'close', 'always'),
  Hab('{S} never turn{-s} off the lights in the bathroom. If only {pro} {} to!', 'remember', 'never'),
  Hab(
    '{S} keep{-s} giving the kids sweets before dinner. If only {pro} {} them fruit!',
    'give',
    'keep{-s} giving',
  ),
];

/** Who wishes about their own situation: the speaker, a pronoun, a name, a household. */
const WISHERS: Subject[] = TENSE_SUBJECTS;
/** Whose habit annoys the speaker: never the speaker (I, we). */
const OTHERS: Subject[] = TENSE_SUBJECTS.filter((s) => s.text !== 'I' && s.text !== 'we');

/** "play{-s}", "wash{-es}", "reply{-ies}": third person by morph/verbs.ts. */
function agree(t: string, s: Subject): string {
  return t.replace(/([a-z]+)\{-(?:es|ies)\}/g, (_m, w: string) => (s.person === '3sg' ? thirdPerson(w) : w));
}

const PRESENT_CAN = 'can';
/** Verbs of state, which never take would after if only. */
const STATES = new Set(['have', 'know', 'own', 'understand', 'remember']);

export function buildIfOnly(b: IfOnlyBase, s: Subject): Item {
  const text = fillSubject(agree(b.t, s), s).replace(/\{do\}/g, doFor(s));
  const cue = fillSubject(agree(b.cue, s), s);
  const threeS = s.person === '3sg';
  const [head = '', ...rest] = b.v.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const present = head === PRESENT_CAN ? 'can' : threeS ? thirdPerson(head) : head;
  const skeleton = `ifonly-${b.t}`;
  if (b.k === 'now') {
    const answer = head === 'can' ? `could${tail}` : phrase(b.v, past);
    return {
      text,
      answer,
      wrong: [
        d(`${present}${tail}`, 'present-after-if-only', { cue }),
        // would only with a state: with an action (If only he would live closer) it can ask for a change.
        ...(STATES.has(head) ? [d(`would ${b.v}`, 'would-after-if-only-state', { cue })] : []),
      ],
      ruleId: 'ifonly-now',
      trigger: [cue],
      skeleton,
    };
  }
  if (b.k === 'regret') {
    return {
      text,
      answer: `had ${phrase(b.v, participle)}`,
      wrong: [
        d(
          b.v === 'be' ? (threeS || s.text === 'I' ? 'was' : 'were') : phrase(b.v, past),
          'past-simple-after-if-only-regret',
          { cue },
        ),
        d(`would ${b.v}`, 'would-after-if-only-regret', { cue }),
      ],
      ruleId: 'ifonly-past',
      trigger: [cue],
      skeleton,
    };
  }
  return {
    text,
    answer: `would ${b.v}`,
    wrong: [
      d(`${present}${tail}`, 'present-after-if-only', { cue }),
      d(`will ${b.v}`, 'will-after-if-only', { cue }),
    ],
    ruleId: 'ifonly-would',
    trigger: [cue],
    skeleton,
  };
}

export const ifOnly: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) =>
    IF_ONLY_BASES.flatMap((b) =>
      someOf(
        rng,
        (b.k === 'habit' ? OTHERS : WISHERS).filter((s) => !b.t.includes(` ${s.text} `)),
        4,
        b.t,
      ).map((s) => buildIfOnly(b, s)),
    ),
});
