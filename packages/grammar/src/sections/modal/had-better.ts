import { d, item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { is3sg, type Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './had-better.json' with { type: 'json' };
import { fillLine, LISTENER, NAMED, SPEAKER, splitCue, subjectsFor } from './people.ts';

/**
 * Had better (not) + base form: a form topic. Each sentence gives a reason ([[…]]) that makes the warning
 * natural, and the blank takes the whole "had better (not) + verb"; the wrong choices break only the form
 * (to, -ing or -s after it, has/have for had, don't or not in the wrong place). Every choice keeps the
 * sentence's own polarity, so no wrong choice is a different meaning. "Hadn't better" is never offered:
 * it is rare, but American speakers do use it.
 *
 * In a line, {} stands before the verb of a positive warning and {-} before the verb of a negative one.
 */
const LINES: readonly string[] = [
  "[[It's getting late.]] {Who} {} go home now",
  '[[The shop closes in ten minutes.]] {Who} {} hurry',
  "[[It's going to rain.]] {Who} {} take an umbrella",
  '[[The train leaves at seven.]] {Who} {} get up early tomorrow',
  '[[{Whos} boss has called three times.]] {Pron} {} call him back right away',
  '[[The exam is tomorrow.]] {Who} {} study tonight',
  '[[The fuel light is on.]] {Who} {} stop for fuel soon',
  '[[The milk smells a bit strange.]] {Who} {} check the date',
  '[[{Whos} phone battery is nearly dead.]] {Pron} {} charge it before {pron} leave{s}',
  "[[The baby is crying.]] {Who} {} go and see what's wrong",
  '[[The meeting starts in five minutes.]] {Who} {} leave now',
  '[[The roads will be busy later.]] {Who} {} set off early',
  '[[The cut on {whos} hand looks bad.]] {Pron} {} see a doctor',
  '[[The tickets are almost sold out.]] {Who} {} book today',
  '[[{Whos} mother is worried about {obj}.]] {Pron} {} phone her tonight',
  "[[It's very cold outside.]] {Who} {} wear a warm coat",
  '[[The plants are dying.]] {Who} {} water them today',
  '[[The library book is due back tomorrow.]] {Who} {} return it today',
  '[[{Who} {has} a very early flight.]] {Pron} {} go to bed soon',
  "[[This fish won't be fresh tomorrow.]] {Who} {} cook it tonight",
  '[[The rent is due on Friday.]] {Who} {} pay it before then',
  "[[The dog hasn't been out all day.]] {Who} {} take it for a walk",
  '[[The ice cream is melting.]] {Who} {} put it in the freezer',
  '[[Your hands are covered in paint.]] You {} wash them before you touch anything',
  '[[The sky is getting dark.]] {Who} {} head home before the storm',
  "[[{Whos} doctor says it's important.]] {Pron} {} take the tablets every day",
  '[[The bread will be stale by tomorrow.]] We {} eat it today',
  '[[The shops are closed tomorrow.]] {Who} {} buy some food today',
  "[[It's a long walk to the station.]] {Who} {} leave now",
  '[[The taxi is already outside.]] {Who} {} go',
  '[[The water is getting cold.]] {Who} {} have {poss} bath now',
  "[[There's a storm coming.]] {Who} {} close all the windows",
  '[[The guests arrive at seven.]] {Who} {} start cooking',
  '[[This form has to be in by Friday.]] {Who} {} fill it in today',
  '[[The car is making a strange noise.]] {Who} {} take it to a garage',
  '[[The baby is asleep.]] {Who} {-} make any noise',
  '[[The roads are icy.]] {Who} {-} drive fast',
  '[[The boss is in a bad mood today.]] {Who} {-} be late again',
  '[[The fish smells bad.]] {Who} {-} eat it',
  "[[It's a secret.]] {Who} {-} tell anyone",
  '[[The paint is still wet.]] {Who} {-} touch the door',
  '[[The last bus leaves at midnight.]] {Who} {-} miss it',
  '[[{Who} {has} an exam tomorrow.]] {Pron} {-} stay out late tonight',
  '[[That dog bites.]] {Who} {-} go near it',
  '[[The ice on the lake is thin.]] {Who} {-} walk on it',
  '[[This vase is very old and valuable.]] {Who} {-} drop it',
  '[[{Whos} doctor told {obj} to rest.]] {Pron} {-} go back to work yet',
  "[[The tap water isn't safe here.]] {Who} {-} drink it",
  '[[Dad is asleep.]] {Who} {-} wake him up',
  '[[The coffee is very hot.]] {Who} {-} drink it yet',
  '[[{Who} {is} on a strict diet.]] {Pron} {-} eat any of that cake',
  '[[The neighbours are complaining about the noise.]] {Who} {-} play the drums tonight',
  "[[It's going to be a long day.]] {Who} {-} skip breakfast",
  '[[That website looks strange.]] {Who} {-} enter {poss} card details there',
  '[[The tickets cost a lot of money.]] {Who} {-} lose them',
  '[[The bridge is closed for repairs.]] {Who} {-} try to cross it',
  '[[{Who} {has} to drive home later.]] {Pron} {-} drink any wine',
  '[[The teacher is very strict about phones.]] {Who} {-} use {poss} phone in class',
  '[[The meeting is very important.]] {Who} {-} forget about it',
  '[[{Whos} knee still hurts.]] {Pron} {-} go running this week',
  '[[The cake is for the party tonight.]] {Who} {-} eat it now',
  '[[The manager is already angry.]] {Who} {-} make any more mistakes',
  '[[The children are doing their homework.]] {Who} {-} turn on the TV',
  '[[The sun is very strong today.]] {Who} {-} stay out too long',
  '[[This glass is very thin.]] {Who} {-} pour boiling water into it',
  "[[The shop doesn't take returns.]] {Who} {-} buy it if {pron} {is} not sure",
  '[[The film is very scary.]] {Who} {-} watch it alone',
  '[[The hotel breakfast ends at ten.]] {Who} {} get up',
  '[[{Whos} passport runs out next month.]] {Pron} {} renew it before the trip',
  '[[The bus is coming.]] {Who} {} run',
  '[[The parking ticket runs out at two.]] {Who} {} move the car',
  "[[{Whos} mother's birthday is tomorrow.]] {Pron} {} buy her a card today",
  '[[The kids are hungry.]] {Who} {} make them some sandwiches',
  '[[That pan is very hot.]] {Who} {} use a cloth',
  '[[The clinic closes at six.]] {Who} {} phone them now',
  '[[The guests will be here in an hour.]] {Who} {} tidy the living room',
  "[[It's going to be very hot tomorrow.]] {Who} {} take plenty of water",
  '[[The boss wants the report by noon.]] {Who} {} send it this morning',
  '[[{Who} {has} lost {poss} bank card.]] {Pron} {} call the bank right away',
  '[[The river is rising fast.]] {Who} {} move the car to higher ground',
  '[[Someone is at the door.]] {Who} {} answer it',
  '[[The film starts at eight.]] {Who} {} leave the house by half past seven',
  '[[{Who} {is} getting a cold.]] {Pron} {} stay in bed today',
  '[[The ticket office closes at five.]] {Who} {} buy the tickets now',
  '[[{Whos} wedding anniversary is on Friday.]] {Pron} {} book a table at a good restaurant',
  '[[The floor is still wet.]] {Who} {-} walk on it yet',
  '[[The teacher is already annoyed.]] {Who} {-} talk during the test',
  '[[The neighbours are asleep.]] {Who} {-} slam the door',
  '[[That chair is broken.]] {Who} {-} sit on it',
  '[[The soup is too salty already.]] {Who} {-} add any more salt',
  '[[{Who} {has} an early start tomorrow.]] {Pron} {-} stay up late',
  "[[It's very icy on the steps.]] {Who} {-} run",
  "[[The museum doesn't allow photos.]] {Who} {-} take any pictures inside",
  '[[The children are listening.]] {Who} {-} say anything about the surprise',
  '[[{Whos} boss is very strict.]] {Pron} {-} leave work early again',
  '[[The battery is nearly flat.]] {Who} {-} watch any more videos',
  "[[It's a very expensive camera.]] {Who} {-} leave it in the car",
  '[[The road is closed ahead.]] {Who} {-} go that way',
  '[[The milk is for the baby.]] {Who} {-} use it in {poss} coffee',
  '[[The letter is private.]] {Who} {-} open it',
];

/**
 * Grown for issue 16 (the full catalogue): more reasons, each its own situation. Said after LINES (and
 * numbered after them), so the first lines keep their subjects and their ids.
 */
const MORE_LINES: readonly string[] = [
  '[[The café closes at four.]] {Who} {} order now',
  '[[The car park fills up by nine.]] {Who} {} get there early',
  '[[The forecast says snow tonight.]] {Who} {} put the car in the garage',
  '[[The printer is almost out of ink.]] {Who} {} order some more',
  '[[The flight is full.]] {Who} {} check in online',
  '[[The soup is boiling over.]] {Who} {} turn the heat down',
  '[[The deadline is tomorrow morning.]] {Who} {} finish the report tonight',
  '[[The dentist is fully booked next week.]] {Who} {} make an appointment today',
  '[[The bank closes early on Saturdays.]] {Who} {} go this morning',
  '[[The streets are dark after ten.]] {Who} {} take a taxi home',
  '[[The oven has been on for an hour.]] {Who} {} check the chicken',
  '[[The queue is getting longer.]] {Who} {} join it now',
  '[[The price goes up on Monday.]] {Who} {} buy it this week',
  '[[The hotel is a long way from the centre.]] {Who} {} rent a car',
  '[[The wind is getting stronger.]] {Who} {} bring the chairs inside',
  '[[The lights have just gone off.]] {Who} {} find a torch',
  '[[The water bill is overdue.]] {Who} {} pay it today',
  '[[The old tyres are almost bald.]] {Who} {} get new ones before winter',
  '[[The offer ends tonight.]] {Who} {} decide soon',
  '[[The floor has just been polished.]] {Who} {-} walk on it in shoes',
  '[[The boss hates long emails.]] {Who} {-} write more than a few lines',
  '[[The lake is very deep here.]] {Who} {-} swim too far out',
  '[[The baby has just fallen asleep.]] {Who} {-} turn the music on',
  '[[The plates are still hot.]] {Who} {-} touch them',
  '[[The exam rules are strict.]] {Who} {-} bring {poss} phone into the hall',
  '[[The jacket is dry-clean only.]] {Who} {-} put it in the washing machine',
  '[[The cliffs are crumbling.]] {Who} {-} go too near the edge',
  '[[The company checks every expense.]] {Who} {-} lose the receipts',
  '[[The path through the forest is easy to miss.]] {Who} {-} go there after dark',
  '[[The cheese smells very strong.]] {Who} {-} open it on the train',
  '[[The cat scratches strangers.]] {Who} {-} try to pick it up',
  '[[The restaurant is very expensive.]] {Who} {-} order the lobster',
  '[[The neighbours have a new baby.]] {Who} {-} have a loud party this weekend',
  '[[The password is important.]] {Who} {-} write it on a sticky note',
  '[[The bread is for tomorrow’s breakfast.]] {Who} {-} eat it all tonight',
  '[[The teacher checks for copying.]] {Who} {-} copy anything from the internet',
  '[[The glue dries very fast.]] {Who} {-} get it on {poss} fingers',
];

const poolFor = (text: string): readonly Subject[] =>
  /\{(whos|Whos)\}/.test(text) ? NAMED : [...SPEAKER, LISTENER, ...NAMED];

/** The subject right before the blank, for has/have better: a name or he/she takes has, the rest have. */
const takesHas = (before: string, s: Subject | null): boolean =>
  /^(he|she|it)$/i.test(before) || (s !== null && is3sg(s) && before === s.text);

export const hadBetter: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const first = rng.shuffle(LINES.map((l, i) => [l, i] as const));
    for (const [line, i] of first) yield* say(line, i);
    for (const [line, i] of rng.shuffle(MORE_LINES.map((l, i) => [l, LINES.length + i] as const)))
      yield* say(line, i);
    function* say(line: string, i: number) {
      const negative = line.includes('{-}');
      const { text: raw, cue } = splitCue(line.replace('{-}', '{}'));
      const m = raw.match(/\{\} (\w+)/);
      const verb = m?.[1];
      if (!verb) return;
      const text = raw.replace(`{} ${verb}`, '{}');
      const f = verbForms(verb);
      for (const s of subjectsFor(rng, text, poolFor(text), 5)) {
        const filled = fillLine(text, s);
        const before = (filled.split(' {}')[0] ?? '').split(' ').pop() ?? '';
        const not = negative ? 'not ' : '';
        const answer = `had better ${not}${verb}`;
        const wrong: Wrong[] = negative
          ? [
              d(`had better don't ${verb}`, 'had-better-negative', {}),
              d(`had better not to ${verb}`, 'to-after-modal', { modal: 'had better not' }),
              d(`had better not ${f.ing}`, 'ing-after-modal', { modal: 'had better not' }),
              d(`don't had better ${verb}`, 'had-better-negative', {}),
            ]
          : [
              d(`had better to ${verb}`, 'to-after-modal', { modal: 'had better' }),
              d(`had better ${f.ing}`, 'ing-after-modal', { modal: 'had better' }),
              d(`${takesHas(before, s) ? 'has' : 'have'} better ${verb}`, 'had-better-tense', {}),
              ...(verb === 'be'
                ? []
                : [d(`had better ${f.third}`, 'third-after-modal', { modal: 'had better' })]),
            ];
        yield item(rng, {
          text: filled,
          answer,
          wrong: limitWrong(rng, wrong, 3, 0),
          ruleId: negative ? 'had-better-not' : 'had-better',
          trigger: [fillLine(cue, s)],
          features: { polarity: negative ? 'negative' : 'positive' },
          skeleton: `had-better-${i}`,
        });
      }
    }
  },
});
