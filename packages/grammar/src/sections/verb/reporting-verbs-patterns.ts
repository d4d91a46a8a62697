/**
 * Reporting verbs and their patterns (issue 16, B2): offer / refuse / agree / promise / threaten + to;
 * advise / warn / remind / persuade / encourage / beg / invite + person + to; suggest / deny / admit + -ing;
 * apologise for / accuse someone of / insist on / thank someone for / blame someone for / congratulate
 * someone on + -ing. Authored bases; the reporting subject varies (lexicon/subject.ts, its {poss}/{pro}
 * agree), forms come from morph/verbs.ts.
 * Second-answer guards: the gap always comes straight after the verb (or its object), so the forms those
 * verbs also take are never offered: no "that" clause (suggest that we go, promise that…, admit that…),
 * no "to + -ing" (admit to doing), no other preposition; the advise/warn bases always name the person, as
 * "advised going" without a person is English; a wrong choice is a pattern the verb never takes.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, ONE_PERSON, phrase, someOf } from '../present-tense/kit.ts';
import copy from './reporting-verbs-patterns.json' with { type: 'json' };

type Kind = 'to' | 'obj-to' | 'ing' | 'prep';
export interface RvBase {
  t: string;
  v: string;
  k: Kind;
  /** The reporting verb as in the sentence (offered, warned…): the trigger. */
  cue: string;
  /** The preposition of a 'prep' base (for, of, on). */
  prep?: string;
}
const T = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'to', cue });
const O = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'obj-to', cue });
const G = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'ing', cue });
const R = (t: string, v: string, cue: string, prep: string): RvBase => ({ t, v, k: 'prep', cue, prep });

export const RV_BASES: RvBase[] = [
  // verb + to
  T('“I’ll drive you to the station.” {S} offered {} me to the station.', 'drive', 'offered'),
  T('“I’m not paying for this.” {S} refused {} for the cold soup.', 'pay', 'refused'),
  T('“OK, let’s meet on Thursday.” {S} agreed {} on Thursday.', 'meet', 'agreed'),
  T('“I’ll bring it back on Friday.” {S} promised {} the book back on Friday.', 'bring', 'promised'),
  T('“Turn it down, or I’ll call the police!” {S} threatened {} the police.', 'call', 'threatened'),
  T('“Let me carry that for you.” {S} offered {} my suitcase.', 'carry', 'offered'),
  T('“I won’t sign it.” {S} refused {} the contract.', 'sign', 'refused'),
  T('“Fine, I’ll work on Saturday.” {S} agreed {} on Saturday.', 'work', 'agreed'),
  T('“I’ll never be late again.” {S} promised never {} late again.', 'be', 'promised'),
  T('“Fix it, or I’ll leave.” {S} threatened {} if nobody fixed the heating.', 'leave', 'threatened'),
  T('“I can look after the kids tonight.” {S} offered {} after the kids.', 'look', 'offered'),
  T('“I’m not answering that question.” {S} refused {} the question.', 'answer', 'refused'),
  T('“All right, I’ll give a short speech.” {S} agreed {} a short speech.', 'give', 'agreed'),
  T('“I’ll call you as soon as I land.” {S} promised {} me as soon as {pro} landed.', 'call', 'promised'),
  T('“I want to see the manager!” {S} demanded {} the manager.', 'see', 'demanded'),
  T('“I’ll help you paint the kitchen.” {S} offered {} us paint the kitchen.', 'help', 'offered'),
  T('“I’m not leaving without my money.” {S} refused {} without {poss} money.', 'leave', 'refused'),
  T('“Yes, I’ll lend you the money.” {S} agreed {} me the money.', 'lend', 'agreed'),
  T('“I’ll write every week.” {S} promised {} every week.', 'write', 'promised'),
  T('“I’m going to tell your parents.” {S} threatened {} my parents.', 'tell', 'threatened'),
  T('“I can pick up the cake.” {S} offered {} up the cake.', 'pick', 'offered'),
  T('“I won’t wear a tie.” {S} refused {} a tie to the wedding.', 'wear', 'refused'),
  T('“I’ll keep quiet about it.” {S} promised {} quiet about it.', 'keep', 'promised'),
  T('“We want to speak to the director.” The parents demanded {} to the director.', 'speak', 'demanded'),
  T('“I’ll cook dinner tonight.” {S} offered {} dinner.', 'cook', 'offered'),
  T('“OK, I’ll take the night shift.” {S} agreed {} the night shift.', 'take', 'agreed'),
  T('“I won’t tell anyone.” {S} promised not {} anyone.', 'tell', 'promised'),
  T('“I’m not moving my car.” {S} refused {} {poss} car.', 'move', 'refused'),
  // verb + person + to
  O('“You should see a doctor.” {S} advised Tom {} a doctor.', 'see', 'advised'),
  O('“Drive slowly, the road is icy.” {S} warned the new driver {} slowly.', 'drive', 'warned'),
  O('“Don’t forget to buy milk.” {S} reminded Anna {} milk.', 'buy', 'reminded'),
  O('“Come on, apply for the job!” {S} encouraged Olena {} for the job.', 'apply', 'encouraged'),
  O('“Please stay a bit longer.” {S} begged the guests {} a bit longer.', 'stay', 'begged'),
  O('“Come to dinner on Friday.” {S} invited the neighbours {} to dinner on Friday.', 'come', 'invited'),
  O('“Take an umbrella.” {S} reminded the children {} an umbrella.', 'take', 'reminded'),
  O('“You should save some money.” {S} advised the students {} some money.', 'save', 'advised'),
  O('“Keep your bag closed on the metro.” {S} warned the tourists {} their bags closed.', 'keep', 'warned'),
  O('“Please, sing one more song.” {S} persuaded the singer {} one more song.', 'sing', 'persuaded'),
  O('“Call your mother.” {S} reminded Taras {} his mother.', 'call', 'reminded'),
  O('“You should read the contract first.” {S} advised the client {} the contract first.', 'read', 'advised'),
  O('“You should join the choir.” {S} encouraged the new girl {} the choir.', 'join', 'encouraged'),
  O('“Please, help me push the car.” {S} begged the neighbour {} {obj} push the car.', 'help', 'begged'),
  O('“Bring warm clothes.” {S} warned the group {} warm clothes.', 'bring', 'warned'),
  O('“Try the fish soup, it’s really good.” {S} persuaded Tom {} the fish soup.', 'try', 'persuaded'),
  O('“Join us for lunch.” {S} invited the new colleague {} us for lunch.', 'join', 'invited'),
  O('“You should take the train.” {S} advised the visitors {} the train.', 'take', 'advised'),
  O('“Lock the door when you leave.” {S} reminded the cleaner {} the door.', 'lock', 'reminded'),
  O('“Write to the director.” {S} urged the staff {} to the director.', 'write', 'urged'),
  O('“Tell the truth.” {S} begged {poss} son {} the truth.', 'tell', 'begged'),
  O('“Wear a helmet.” {S} warned the cyclists {} helmets.', 'wear', 'warned'),
  O('“Stay with us for a few days.” {S} invited the cousins {} for a few days.', 'stay', 'invited'),
  O(
    '“Check the tyres before the trip.” {S} advised Oksana {} the tyres before the trip.',
    'check',
    'advised',
  ),
  O('“Sign up for the course.” {S} persuaded the whole team {} up for the course.', 'sign', 'persuaded'),
  O('“Send the form today.” {S} reminded the staff {} the form that day.', 'send', 'reminded'),
  O('“Could you speak more slowly, please?” {S} asked the speaker {} more slowly.', 'speak', 'asked'),
  O('“Go and see the new museum.” {S} encouraged the tourists {} the new museum.', 'visit', 'encouraged'),
  // verb + -ing
  G('“Let’s take a taxi.” {S} suggested {} a taxi.', 'take', 'suggested'),
  G('“I didn’t take the money.” {S} denied {} the money.', 'take', 'denied'),
  G('“I broke the vase.” {S} admitted {} the vase.', 'break', 'admitted'),
  G('“Why don’t we eat out tonight?” {S} suggested {} out.', 'eat', 'suggested'),
  G('“I never said that.” {S} denied {} it.', 'say', 'denied'),
  G('“OK, I forgot to lock the door.” {S} admitted {} to lock the door.', 'forget', 'admitted'),
  G('“Let’s meet at the café.” {S} suggested {} at the café.', 'meet', 'suggested'),
  G('“I wasn’t at the party.” {S} denied {} at the party.', 'be', 'denied'),
  G('“I made a mistake.” {S} admitted {} a mistake.', 'make', 'admitted'),
  G('“Let’s go to the seaside.” {S} suggested {} to the seaside.', 'go', 'suggested'),
  G('“I didn’t read your messages.” {S} denied {} the messages.', 'read', 'denied'),
  G('“I ate the last biscuit.” {S} admitted {} the last biscuit.', 'eat', 'admitted'),
  G('“Let’s ask a waiter.” {S} suggested {} a waiter.', 'ask', 'suggested'),
  G('“I didn’t break the window.” {S} denied {} the window.', 'break', 'denied'),
  G('“I copied the answers.” The student admitted {} the answers.', 'copy', 'admitted'),
  G('“Why don’t we leave early?” {S} suggested {} early to miss the traffic.', 'leave', 'suggested'),
  G('“I didn’t see the red light.” The driver denied {} the red light.', 'see', 'denied'),
  G('“I lost the keys.” {S} admitted {} the keys.', 'lose', 'admitted'),
  G('“Let’s paint the kitchen yellow.” {S} suggested {} the kitchen yellow.', 'paint', 'suggested'),
  G('“I didn’t tell anyone your secret.” {S} denied {} anyone.', 'tell', 'denied'),
  G('“I was wrong.” {S} admitted {} wrong.', 'be', 'admitted'),
  G('“Let’s rent a flat together.” {S} suggested {} a flat together.', 'rent', 'suggested'),
  G('“I didn’t use your laptop.” {S} denied {} my laptop.', 'use', 'denied'),
  G('“I spent all the money.” {S} admitted {} all the money.', 'spend', 'admitted'),
  G('“Let’s start again.” {S} suggested {} again from the beginning.', 'start', 'suggested'),
  G('“I didn’t send that email.” {S} denied {} the email.', 'send', 'denied'),
  G('“I cheated in the game.” {S} admitted {} in the game.', 'cheat', 'admitted'),
  G('“Shall we walk home?” {S} suggested {} home.', 'walk', 'suggested'),
  G('“I never met him.” {S} denied ever {} him.', 'meet', 'denied'),
  G('“I took your umbrella.” {S} admitted {} my umbrella.', 'take', 'admitted'),
  G('“Let’s put the meeting off.” The manager suggested {} off the meeting.', 'put', 'suggested'),
  G('“I didn’t drive too fast.” The driver denied {} too fast.', 'drive', 'denied'),
  // verb (+ person) + preposition + -ing
  R('“I’m sorry for being late.” {S} apologised {} late.', 'be', 'apologised', 'for'),
  R('“You stole my phone!” {S} accused the boy {} {poss} phone.', 'steal', 'accused', 'of'),
  R('“I’ll pay, no discussion.” {S} insisted {} for everyone.', 'pay', 'insisted', 'on'),
  R('“Thank you for helping me.” {S} thanked the neighbours {} {obj}.', 'help', 'thanked', 'for'),
  R('“It’s your fault we lost.” {S} blamed the goalkeeper {} the game.', 'lose', 'blamed', 'for'),
  R('“Well done, you passed!” {S} congratulated {poss} friend {} the exam.', 'pass', 'congratulated', 'on'),
  R('“Sorry I forgot your birthday.” {S} apologised {} my birthday.', 'forget', 'apologised', 'for'),
  R('“You lied to me!” {S} accused {poss} flatmate {} to {obj}.', 'lie', 'accused', 'of'),
  R('“I’ll walk you home.” {S} insisted {} me home.', 'walk', 'insisted', 'on'),
  R('“Thank you for coming.” {S} thanked the guests {}.', 'come', 'thanked', 'for'),
  R('“You broke the printer.” {S} blamed the new intern {} the printer.', 'break', 'blamed', 'for'),
  R('“Congratulations on winning!” {S} congratulated the team {} the cup.', 'win', 'congratulated', 'on'),
  R('“I’m sorry I shouted.” {S} apologised {} at me.', 'shout', 'apologised', 'for'),
  R('“You read my diary!” {S} accused {poss} flatmate {} {poss} diary.', 'read', 'accused', 'of'),
  R('“I want to see the receipt.” {S} insisted {} the receipt.', 'see', 'insisted', 'on'),
  R('“Thank you for waiting.” {S} thanked the customers {}.', 'wait', 'thanked', 'for'),
  R('“You left the gate open.” {S} blamed the children {} the gate open.', 'leave', 'blamed', 'for'),
  R('“Well done for getting the job!” {S} congratulated Olena {} the job.', 'get', 'congratulated', 'on'),
  R('“Sorry we kept you waiting.” The receptionist apologised {} us waiting.', 'keep', 'apologised', 'for'),
  R('“You took the money!” {S} accused the cashier {} the money.', 'take', 'accused', 'of'),
  R('“I’ll do the washing-up.” {S} insisted {} the washing-up.', 'do', 'insisted', 'on'),
  R('“Thank you for the lift.” {S} thanked Tom {} {obj} home.', 'drive', 'thanked', 'for'),
  R('“The oven ruined the cake.” {S} blamed the oven {} the cake.', 'ruin', 'blamed', 'for'),
  R(
    '“Congratulations on the new baby!” {S} congratulated the couple {} a baby.',
    'have',
    'congratulated',
    'on',
  ),
  R('“I’m sorry I broke your cup.” {S} apologised {} my cup.', 'break', 'apologised', 'for'),
  R('“You cheated!” {S} accused the other player {}.', 'cheat', 'accused', 'of'),
  R('“I’m coming with you.” {S} insisted {} with me.', 'come', 'insisted', 'on'),
  R('“Thanks for fixing my bike.” {S} thanked the mechanic {} {poss} bike.', 'fix', 'thanked', 'for'),
  R('“You lost the tickets!” {S} blamed {poss} flatmate {} the tickets.', 'lose', 'blamed', 'for'),
  R(
    '“I’m sorry about the noise last night.” Our neighbour apologised {} so much noise.',
    'make',
    'apologised',
    'for',
  ),
  R('“You broke my glasses!” {S} accused the boy {} {poss} glasses.', 'break', 'accused', 'of'),
  R(
    '“No, I’m checking everything again myself.” The manager insisted {} everything again.',
    'check',
    'insisted',
    'on',
  ),
];

export function buildRv(b: RvBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const v = b.v;
  const ingV = phrase(v, ing);
  const verb = b.cue;
  const rv = (ruleId: string, answer: string, wrong: Item['wrong']): Item => ({
    text,
    answer,
    wrong,
    ruleId,
    trigger: [b.cue],
    skeleton: `rv-${b.t}`,
  });
  switch (b.k) {
    case 'to':
      return rv('rv-to', `to ${v}`, [
        d(ingV, 'gerund-for-infinitive', { verb }),
        d(v, 'bare-after-reporting-verb', { verb }),
      ]);
    case 'obj-to':
      return rv('rv-obj-to', `to ${v}`, [
        d(ingV, 'ing-after-tell-object', { verb }),
        d(v, 'missing-to-after-tell', { verb }),
      ]);
    case 'ing':
      return rv('rv-ing', ingV, [
        d(`to ${v}`, 'infinitive-for-gerund', { verb }),
        d(v, 'bare-after-reporting-verb', { verb }),
      ]);
    case 'prep': {
      const prep = b.prep ?? 'for';
      return rv('rv-prep', `${prep} ${ingV}`, [
        d(`to ${v}`, 'to-for-preposition-ing', { verb, prep }),
        d(`${prep} ${v}`, 'base-after-reporting-preposition', { prep }),
      ]);
    }
  }
}

/**
 * Who reports: one person, as the quotes say "I" (kit.someOf leaves the speaker out of bases that say "me",
 * "my" or "us" as someone else); a name is not put into a base that names the same person.
 */
const REPORTERS: Subject[] = ONE_PERSON;
const reportersFor = (t: string): Subject[] =>
  REPORTERS.filter((s) => !t.includes(s.text) || /^(I|he|she)$/.test(s.text));

export const reportingVerbsPatterns: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) =>
    RV_BASES.flatMap((b) =>
      /\{(S|s|poss|obj|pro)\}/.test(b.t)
        ? someOf(rng, reportersFor(b.t), 6, b.t).map((s) => buildRv(b, s))
        : [buildRv(b, null)],
    ),
});
