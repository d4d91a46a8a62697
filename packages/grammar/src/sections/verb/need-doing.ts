import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, SPEAKER, splitCue, subjectsFor } from '../modal/people.ts';
import copy from './need-doing.json' with { type: 'json' };

/**
 * need + -ing / need to be done (a thing that something should be done to: The car needs washing / needs to
 * be washed) and need to + base form (a person who has to do something: I need to wash the car). The two
 * thing forms mean the same, so one is never offered against the other: a thing line is keyed with one of
 * them (the same for all its variants, half and half over the lines) and offered against need to + base
 * form (the thing would do it itself) and need + base form (not English). "Needs washed" (Scottish and
 * some American speech) is never offered at all. Thing verbs are never ergative (no cook, dry, charge,
 * update, move: "The phone needs to charge" is English); a person line always has an object after the
 * verb, so "needs washing" cannot be read as the person being washed. [[…]] is who or what needs it;
 * {T:verb} and {P:verb} are the gaps; forms come from morph (a phrasal verb's particle stays after it).
 */

/** A thing that something should be done to → -ing or to be + past participle. */
const THING: readonly string[] = [
  "[[{Whos} car]] needs {T:wash}; it's covered in mud",
  '[[The grass in {whos} garden]] needs {T:cut}',
  '[[{Whos} shirt]] needs {T:iron} before the interview',
  '[[The kitchen in {whos} flat]] needs {T:paint}',
  '[[{Whos} roof]] needs {T:repair} before the winter',
  '[[The plants on {whos} balcony]] need {T:water} every day in summer',
  '[[The brakes on {whos} bike]] need {T:check}',
  '[[{Whos} report]] needs {T:check} before it goes to the boss',
  '[[The contract]] needs {T:sign} by Friday',
  "[[{Whos} hair]] needs {T:cut}; it's in {poss} eyes all the time",
  '[[The windows in {whos} office]] need {T:clean}',
  '[[{Whos} old bike]] needs {T:fix} before the summer',
  "[[The bins outside {whos} house]] need {T:empty}; they're full",
  '[[This kitchen knife]] needs {T:sharpen}',
  '[[The fence around {whos} garden]] needs {T:paint}',
  "[[{Whos} essay]] needs {T:shorten}; it's far too long",
  '[[{Whos} washing machine]] needs {T:repair} again',
  "[[The dishes]] need {T:wash}; there's nothing clean left",
  '[[The kitchen floor]] needs {T:sweep}',
  '[[The squeaky door in {whos} bedroom]] needs {T:oil}',
  '[[The heating in {whos} flat]] needs {T:repair}',
  '[[These letters]] need {T:post} today',
  '[[{Whos} room]] needs {T:tidy}; there are clothes everywhere',
  "[[{Whos} curtains]] need {T:wash}; they're grey with dust",
  '[[The oven]] needs {T:clean} after the party',
  '[[The tap in {whos} bathroom]] needs {T:fix}; it drips all night',
  '[[The hedge in front of {whos} house]] needs {T:cut} back',
  '[[The garden]] needs {T:weed} before the spring',
  '[[The battery in {whos} watch]] needs {T:replace}',
  '[[These old files]] need {T:sort} out',
  '[[This email from the bank]] needs {T:answer} today',
  '[[{Whos} boots]] need {T:polish}',
  '[[The light bulb in the hall]] needs {T:replace}',
  '[[The walls in {whos} living room]] need {T:paint}',
  "[[{Whos} carpet]] needs {T:clean}; the dog's been on it",
  '[[{Whos} CV]] needs {T:update} before {pron} applies',
  '[[The new software]] needs {T:test} before we use it',
  '[[This letter]] needs {T:translate} into Ukrainian',
  '[[The bathroom]] needs {T:clean} before the guests arrive',
  '[[The tyres on {whos} car]] need {T:change}',
  '[[The lock on {whos} front door]] needs {T:change}',
  '[[{Whos} piano]] needs {T:tune}; it sounds terrible',
  "[[{Whos} coat]] needs {T:clean}; there's coffee on it",
  '[[The broken window in {whos} kitchen]] needs {T:replace}',
  '[[{Whos} car]] needs {T:service} before the long drive',
  '[[{Whos} old shoes]] need {T:mend}',
  '[[The sofa cushions]] need {T:wash}',
  '[[The old photos in {whos} drawer]] need {T:scan} before they fade',
];

/** A person who has to do something (with an object after the verb) → to + base form. */
const PERSON: readonly string[] = [
  '[[{Who}]] need{s} {P:wash} the car before the trip',
  '[[{Who}]] need{s} {P:call} {poss} mother tonight',
  '[[{Who}]] need{s} {P:finish} the report by Friday',
  '[[{Who}]] need{s} {P:buy} a new coat for the winter',
  '[[{Who}]] need{s} {P:book} a table for Saturday',
  '[[{Who}]] need{s} {P:renew} {poss} passport before the trip',
  '[[{Who}]] need{s} {P:take} the medicine three times a day',
  '[[{Who}]] need{s} {P:find} a new flat soon',
  '[[{Who}]] need{s} {P:pay} the electricity bill this week',
  '[[{Who}]] need{s} {P:practise} the speech a few more times',
  '[[{Who}]] need{s} {P:clean} the kitchen before the guests arrive',
  '[[{Who}]] need{s} {P:check} the train times',
  '[[{Who}]] need{s} {P:reply} to the landlord today',
  '[[{Who}]] need{s} {P:learn} the new system by Monday',
  '[[{Who}]] need{s} {P:send} the invitations this week',
  '[[{Who}]] need{s} {P:charge} {poss} phone; the battery is almost dead',
  '[[{Who}]] need{s} {P:fill} in this form',
  '[[{Who}]] need{s} {P:ask} the manager about the holiday',
  '[[{Who}]] need{s} {P:save} some money for the summer',
  '[[{Who}]] need{s} {P:get} a visa for the trip',
  '[[{Who}]] need{s} {P:water} the tomatoes every evening',
  '[[{Who}]] need{s} {P:print} the tickets before we go',
  '[[{Who}]] need{s} {P:cancel} the dentist appointment',
  '[[{Who}]] need{s} {P:return} the library books by Friday',
  '[[{Who}]] need{s} {P:change} {poss} password',
  '[[{Who}]] need{s} {P:sign} the contract by Friday',
  '[[{Who}]] need{s} {P:bring} {poss} passport to the bank',
  '[[{Who}]] need{s} {P:repair} the fence before the winter',
  '[[{Who}]] need{s} {P:tell} the boss about the problem',
  '[[{Who}]] need{s} {P:write} a cover letter for the job',
  '[[{Who}]] need{s} {P:pack} {poss} suitcase tonight',
  '[[{Who}]] need{s} {P:fix} the printer before the meeting',
  '[[{Who}]] need{s} {P:order} more paper for the office',
  "[[{Who}]] need{s} {P:move} {poss} car; it's blocking the gate",
  '[[{Who}]] need{s} {P:iron} {poss} shirt for tomorrow',
  '[[{Who}]] need{s} {P:cut} the grass this weekend',
];

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older ones
 * so their exercises keep their ids. The same rule for the thing verbs: never one that can be intransitive
 * with the thing as its subject (no dry, cook, charge, restart, defrost, walk, feed, air, sell, lock, clear).
 */
const THING_2: readonly string[] = [
  '[[The windows of {whos} car]] need {T:clean}; {pron} can hardly see through them',
  "[[{Whos} new jeans]] need {T:take} up; they're too long",
  '[[The lamp in {whos} study]] needs {T:fix}',
  '[[The floor in {whos} hall]] needs {T:vacuum}',
  '[[The onions for {whos} soup]] need {T:chop}',
  '[[The presents for {whos} nieces]] need {T:wrap}',
  '[[The gutters on {whos} house]] need {T:clean} out',
  '[[The sink in {whos} kitchen]] needs {T:unblock}',
  '[[The wooden floor in {whos} flat]] needs {T:sand}',
  '[[{Whos} wedding photos]] need {T:frame}',
  '[[The spelling in {whos} letter]] needs {T:correct}',
  '[[The hole in {whos} jeans]] needs {T:patch}',
  '[[The screws on {whos} desk]] need {T:tighten}',
  '[[The tiles in {whos} bathroom]] need {T:scrub}',
  '[[The roses in {whos} garden]] need {T:prune}',
  '[[The chain on {whos} bike]] needs {T:oil}',
  '[[The attic in {whos} house]] needs {T:insulate}',
  '[[{Whos} passport]] needs {T:renew} before the trip',
  "[[{Whos} kitchen table]] needs {T:wipe}; it's sticky",
  '[[The old fence behind {whos} house]] needs {T:take} down',
  '[[The exam papers on {whos} desk]] need {T:mark}',
  '[[{Whos} guitar]] needs {T:tune}',
  '[[The broken tiles on {whos} roof]] need {T:replace}',
  '[[The back door of {whos} house]] needs {T:paint}',
  '[[The leaves on {whos} lawn]] need {T:rake} up',
  '[[The cushions on {whos} sofa]] need {T:wash}',
  '[[The curtains in {whos} bedroom]] need {T:iron}',
  '[[The printer in {whos} office]] needs {T:repair}',
];

const PERSON_2: readonly string[] = [
  '[[{Who}]] need{s} {P:call} the bank about {poss} card',
  '[[{Who}]] need{s} {P:buy} a present for {poss} boss',
  '[[{Who}]] need{s} {P:book} a flight to Lisbon',
  '[[{Who}]] need{s} {P:finish} {poss} presentation tonight',
  '[[{Who}]] need{s} {P:find} a babysitter for Saturday',
  '[[{Who}]] need{s} {P:take} the car in for a service',
  '[[{Who}]] need{s} {P:update} {poss} CV',
  '[[{Who}]] need{s} {P:wash} {poss} sports kit for tomorrow',
  '[[{Who}]] need{s} {P:paint} the garden fence',
  '[[{Who}]] need{s} {P:clean} the windows before the party',
  '[[{Who}]] need{s} {P:mend} {poss} jacket',
  '[[{Who}]] need{s} {P:collect} a parcel from the post office',
  '[[{Who}]] need{s} {P:answer} some emails before lunch',
  '[[{Who}]] need{s} {P:translate} the letter into English',
  '[[{Who}]] need{s} {P:empty} the dishwasher',
  '[[{Who}]] need{s} {P:water} the garden tonight',
  '[[{Who}]] need{s} {P:sharpen} the knives before dinner',
  '[[{Who}]] need{s} {P:sort} out the paperwork for the visa',
  '[[{Who}]] need{s} {P:check} the tyres before the long drive',
  '[[{Who}]] need{s} {P:tidy} {poss} desk before the boss comes back',
];

const PEOPLE: readonly Subject[] = [...NAMED, ...SPEAKER, LISTENER];

/** "look at" → look + " at": the verb and the particle or preposition after it. */
const split = (phrase: string): [string, string] => {
  const [verb = phrase, ...rest] = phrase.split(' ');
  return [verb, rest.length ? ` ${rest.join(' ')}` : ''];
};

export const needDoing: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...THING.map((line, i) => ({ line, i, thing: true })),
      ...PERSON.map((line, i) => ({ line, i: i + 100, thing: false })),
    ];
    const lines2 = [
      ...THING_2.map((line, i) => ({ line, i, thing: true })),
      ...PERSON_2.map((line, i) => ({ line, i: i + 100, thing: false })),
    ];
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    for (const [list, skel] of [
      [lines, 'need-'],
      [lines2, 'need2-'],
    ] as const)
      for (const { line, i, thing } of rng.shuffle(list)) {
        const { text, cue } = splitCue(line);
        const gap = text.match(/\{([TP]):([a-z ]+)\}/);
        if (!gap) continue;
        const [base, rest] = split(gap[2] as string);
        const ing = `${ingForm(base)}${rest}`;
        const toBase = `to ${base}${rest}`;
        const bare = `${base}${rest}`;
        // Half the thing lines take -ing, half to be + past participle; never both in one exercise.
        const answer = thing ? (i % 2 === 0 ? ing : `to be ${verbForms(base).participle}${rest}`) : toBase;
        const pool = thing ? NAMED : PEOPLE;
        for (const s of subjectsFor(rng, text, pool, 5)) {
          const filled = fillLine(text.replace(gap[0], '{}'), s);
          const who = fillLine(cue, s);
          const wrong: Wrong[] = thing
            ? [
                d(toBase, 'active-infinitive-after-need-thing', { subject: who }),
                d(bare, 'bare-after-need', {}),
              ]
            : [d(ing, 'ing-after-need-person', { subject: who }), d(bare, 'bare-after-need', {})];
          yield item(rng, {
            text: filled,
            answer,
            wrong,
            ruleId: thing ? 'need-thing' : 'need-person',
            trigger: [who],
            features: { subject: thing ? 'thing' : 'person' },
            skeleton: `${skel}${i}`,
          });
        }
      }
  },
});
