import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, NAMED, splitCue, subjectsFor } from '../modal/people.ts';
import copy from './perfect-infinitive-seem.json' with { type: 'json' };

/**
 * seem / appear / be said (believed, thought, reported) + perfect infinitive (to have done: something
 * earlier than the seeming) or simple infinitive (to do: something true now). Every line is authored; the
 * words in [[…]] are the time marker in the sentence that forces one of them. {P:verb} is a gap whose key
 * is to have + past participle (a finished past time: yesterday, last night, in 1998, already, since …);
 * {N:verb} is a gap whose key is to + base form, said only of states with right now or at the moment (never
 * "now" alone, "these days" or a later time: "He seems to have understood now", "She's been so busy these
 * days" and "She seemed to have been nervous about tomorrow" are English). Forms come from morph only.
 */

/** A finished past time → to have + past participle. */
const PAST: readonly string[] = [
  "{Who} seem{s} {P:leave} [[already]]; {poss} coat isn't on the hook",
  '{Who} appear{s} {P:forget} about the meeting [[yesterday]]',
  '{Who} seem{s} {P:lose} {poss} keys [[last night]]; {pron} had to sleep at a friend’s',
  '{Who} seem{s} {P:work} very late [[last night]]; the office lights were on until two',
  '{Who} appear{s} {P:take} the wrong bus [[this morning]]',
  '{Who} {is} believed {P:sell} {poss} flat [[last year]]',
  '{Who} seem{s} {P:enjoy} the party [[on Saturday]]; {pron} {is} still talking about it',
  '{Who} appear{s} {P:make} a mistake in the report [[last week]]',
  '{Who} seem{s} {P:catch} a cold [[at the weekend]]',
  '{Who} seem{s} {P:sleep} badly [[last night]]; {pron} look{s} exhausted',
  '{Who} appear{s} {P:miss} the train [[this morning]]; {pron} {hasnt} arrived yet',
  '{Who} seem{s} {P:break} {poss} phone [[yesterday]]; the screen is cracked',
  '{Who} {is} said {P:win} a lot of money [[last year]]',
  '{Who} appear{s} {P:pay} the bill [[already]]',
  '{Who} seem{s} {P:cut} {poss} hair [[at the weekend]]; it looks much shorter',
  '{Who} seem{s} {P:hurt} {poss} hand playing football [[last night]]',
  '{Who} appear{s} {P:leave} {poss} umbrella here [[yesterday]]',
  '{Who} seem{s} {P:find} a new job [[last month]]',
  '{Who} seem{s} {P:spend} all {poss} money [[already]]',
  '{Who} appear{s} {P:read} the whole book [[last night]]',
  '{Who} seem{s} {P:tell} everyone about the wedding [[already]]',
  "{Who} seem{s} {P:forget} {poss} lunch [[today]]; it's still on the kitchen table",
  '{Who} appear{s} {P:send} the email to the wrong person [[this morning]]',
  '{Who} {is} thought {P:move} to Canada [[two years ago]]',
  '{Who} seem{s} {P:pass} {poss} driving test [[on Friday]]',
  '{Who} seem{s} {P:have} a great time in Rome [[last summer]]',
  '{Who} seem{s} {P:change} {poss} mind [[already]]',
  '{Who} appear{s} {P:see} the film [[before]]; {pron} know{s} how it ends',
  '{Who} seem{s} {P:lose} a lot of weight [[since the spring]]',
  '{Who} appear{s} {P:take} the wrong coat from the cloakroom [[last night]]',
  '{Who} seem{s} {P:fall} asleep during the film [[last night]]',
  '{Who} appear{s} {P:buy} a new car [[last week]]',
  '{Who} seem{s} {P:throw} away the receipt [[already]]',
  '{Who} {is} reported {P:leave} the company [[in March]]',
  '{Who} seem{s} {P:eat} something bad at the party [[on Saturday]]',
  '{Who} appear{s} {P:write} the whole report [[over the weekend]]',
  '{Who} seem{s} {P:hear} the news [[already]]',
  '{Who} appear{s} {P:fix} the printer [[this morning]]',
  '{Who} seem{s} {P:go} home [[already]]; {poss} desk is empty',
  '{Who} seem{s} {P:get} lost in the old town [[yesterday]]',
  '{Who} {is} said {P:meet} the President [[in 2019]]',
  '{Who} appear{s} {P:drive} all night [[on Friday]] to get here',
  '{Who} seem{s} {P:learn} a lot [[since {pron} joined the team]]',
  '{Who} appear{s} {P:give} the wrong address to the taxi driver [[last night]]',
  '{Who} seem{s} {P:finish} the painting [[already]]',
  '{Who} {is} believed {P:study} in Oxford [[in the nineties]]',
  '{Who} seem{s} {P:choose} the wrong moment to ask for a pay rise [[yesterday]]',
  '{Who} appear{s} {P:run} the whole marathon [[last Sunday]] without a break',
  'The castle is said {P:be} built [[in the twelfth century]]',
  'The fire appears {P:start} in the kitchen [[last night]]',
  'The painting is believed {P:be} stolen [[in 1990]]',
  'The thieves seem {P:get} in through the back window [[on Sunday night]]',
  'The storm seems {P:cause} a lot of damage [[last night]]',
  'The parcel appears {P:arrive} [[yesterday]], but nobody told me',
  'The company is reported {P:lose} millions [[last year]]',
  'The plane appears {P:land} [[a few minutes ago]]',
  'The children seem {P:eat} all the biscuits [[already]]',
  'The old cinema appears {P:close} [[last year]]',
  'The town is said {P:change} a lot [[since the nineties]]',
  'The museum is said {P:be} a prison [[in the nineteenth century]]',
  'Prices seem {P:go} up a lot [[since January]]',
  'The river is thought {P:flood} the whole valley [[in 1947]]',
  'The dog appears {P:dig} a hole under the fence [[during the night]]',
  // issue 16: appended so the ids above keep their numbers (PAST stays under 100: NOW counts from 100)
  '{Who} seem{s} {P:forget} {poss} password [[this morning]]',
  '{Who} appear{s} {P:leave} the lights on [[last night]]',
  '{Who} seem{s} {P:drop} {poss} wallet in the taxi [[on Friday]]',
  '{Who} appear{s} {P:sign} the contract [[last week]]',
  '{Who} seem{s} {P:buy} the tickets [[already]]',
  '{Who} seem{s} {P:take} {poss} car to the garage [[yesterday]]',
  '{Who} appear{s} {P:book} the wrong hotel [[last month]]',
  '{Who} seem{s} {P:sleep} through the alarm [[this morning]]',
  '{Who} {is} said {P:write} the song [[in 1985]]',
  '{Who} seem{s} {P:run} out of patience [[already]]',
  '{Who} appear{s} {P:visit} the museum [[on Sunday]]',
  '{Who} seem{s} {P:tidy} {poss} room [[at the weekend]]; it looks great',
  '{Who} appear{s} {P:lend} {poss} bike to a friend [[last week]]',
  '{Who} seem{s} {P:burn} the toast [[this morning]]; the kitchen smells of smoke',
  '{Who} appear{s} {P:cancel} the meeting [[yesterday]]',
  '{Who} seem{s} {P:wake} up very early [[today]]',
  '{Who} {is} thought {P:leave} the country [[last spring]]',
  '{Who} seem{s} {P:put} on weight [[since Christmas]]',
  '{Who} appear{s} {P:lock} the keys in the car [[this morning]]',
  '{Who} seem{s} {P:ride} {poss} bike to work [[yesterday]]',
  '{Who} appear{s} {P:pack} {poss} things [[already]]; the suitcase is by the door',
  '{Who} seem{s} {P:walk} home in the rain [[last night]]; {poss} shoes are still wet',
  '{Who} {is} reported {P:resign} [[on Monday]]',
  '{Who} appear{s} {P:copy} the answers from a friend [[in the last test]]',
  '{Who} seem{s} {P:grow} a beard [[since the summer]]',
  '{Who} appear{s} {P:spill} coffee on the keyboard [[this morning]]',
  '{Who} appear{s} {P:use} the last of the milk [[this morning]]',
  "{Who} seem{s} {P:hide} the presents [[already]]; I can't find them anywhere",
  '{Who} seem{s} {P:sell} {poss} old car [[already]]',
  '{Who} appear{s} {P:invite} the whole office to the party [[last week]]',
];

/** Something true at the moment of speaking (a state or what is going on) → to + base form. */
const NOW: readonly string[] = [
  '{Who} appear{s} {N:be} asleep [[right now]]; {poss} eyes are closed',
  '{Who} seem{s} {N:be} a bit tired [[at the moment]]',
  "{Who} appear{s} {N:be} on the phone [[at the moment]]; let's wait",
  '{Who} seem{s} {N:have} a lot of work [[at the moment]]',
  "{Who} seem{s} {N:be} busy [[right now]]; let's come back later",
  '{Who} appear{s} {N:need} some help [[right now]]',
  '{Who} seem{s} {N:have} a bad cold [[at the moment]]',
  '{Who} seem{s} {N:want} to talk to you [[right now]]',
  '{Who} seem{s} {N:be} the only one in the office [[at the moment]]',
  '{Who} appear{s} {N:be} at home [[right now]]; the lights are on',
  '{Who} seem{s} {N:be} in a hurry [[right now]]',
  '{Who} {is} believed {N:be} in Spain [[at the moment]]',
  '{Who} {is} said {N:be} very ill [[at the moment]]',
  "{Who} seem{s} {N:be} angry about something [[right now]]; don't disturb {obj}",
  '{Who} appear{s} {N:be} very happy with the result [[at the moment]]',
  '{Who} appear{s} {N:have} some problems with {poss} computer [[at the moment]]',
  '{Who} {is} thought {N:be} abroad [[at the moment]]',
  '{Who} seem{s} {N:need} a rest [[right now]]; {pron} {has} been working for hours',
  '{Who} appear{s} {N:be} in a meeting [[at the moment]]',
  '{Who} {is} reported {N:be} in a stable condition [[at the moment]]',
  '{Who} seem{s} {N:have} no idea where {pron} {is} [[right now]]',
  '{Who} appear{s} {N:be} ready to leave [[right now]]',
  '{Who} seem{s} {N:be} out of the office [[at the moment]]',
  '{Who} seem{s} {N:feel} a lot better [[at the moment]]',
  '{Who} appear{s} {N:be} a bit lost [[right now]]; {pron} keep{s} looking at the map',
  '{Who} seem{s} {N:have} plenty of time [[right now]]',
  'The baby seems {N:be} hungry [[right now]]',
  'The shop appears {N:be} closed [[at the moment]]',
  'The printer seems {N:work} fine [[at the moment]]',
  'The lift appears {N:be} out of order [[at the moment]]',
  "The children seem {N:be} asleep [[right now]]; it's very quiet upstairs",
  'The dog seems {N:want} to go out [[right now]]',
  'The internet seems {N:be} very slow [[right now]]',
  "The road appears {N:be} closed [[at the moment]]; there's a police car across it",
  'The weather seems {N:be} much better [[at the moment]]',
  'The patient appears {N:be} in a lot of pain [[right now]]',
  'The website seems {N:be} down [[at the moment]]',
  'The tickets appear {N:be} sold out [[at the moment]]',
  'The prime minister is said {N:be} on holiday [[at the moment]]',
  'The museum is said {N:be} closed for repairs [[at the moment]]',
  'The station appears {N:be} very crowded [[right now]]',
  'The neighbours seem {N:be} away [[at the moment]]',
  'The bank is reported {N:be} in trouble [[at the moment]]',
  'The heating seems {N:be} off [[right now]]; the radiators are cold',
  'The film seems {N:be} very popular [[at the moment]]',
  // issue 16: appended
  '{Who} seem{s} {N:be} in a good mood [[right now]]',
  '{Who} appear{s} {N:be} on holiday [[at the moment]]; {poss} out-of-office reply is on',
  '{Who} seem{s} {N:be} worried about something [[at the moment]]',
  '{Who} appear{s} {N:have} a bit of a temperature [[right now]]',
  '{Who} seem{s} {N:be} stuck in traffic [[right now]]',
  '{Who} appear{s} {N:be} very busy with the new project [[at the moment]]',
  '{Who} {is} thought {N:live} in Lviv [[at the moment]]',
  '{Who} seem{s} {N:be} in the garden [[right now]]',
  '{Who} appear{s} {N:be} very nervous [[right now]]; {pron} keep{s} checking {poss} watch',
  '{Who} seem{s} {N:have} trouble with {poss} car [[at the moment]]',
  '{Who} {is} said {N:work} in London [[at the moment]]',
  '{Who} seem{s} {N:be} a little upset [[right now]]; leave {obj} alone for a bit',
  '{Who} appear{s} {N:be} at the gym [[right now]]',
  '{Who} seem{s} {N:enjoy} the new job [[at the moment]]',
  '{Who} appear{s} {N:be} the best player in the team [[at the moment]]',
  '{Who} seem{s} {N:be} very calm [[right now]]',
  '{Who} appear{s} {N:be} out of breath [[right now]]',
  'The coffee machine seems {N:be} broken [[at the moment]]',
  'The office appears {N:be} empty [[right now]]',
  'The cat seems {N:want} some attention [[right now]]',
];

const PERFECT = (base: string) => `to have ${verbForms(base).participle}`;

export const perfectInfinitiveSeem: TopicDef = makeTopic(copy, {
  target: 640,
  *generate(rng) {
    const lines = [...PAST.map((line, i) => ({ line, i })), ...NOW.map((line, i) => ({ line, i: i + 100 }))];
    for (const { line, i } of rng.shuffle(lines)) {
      const { text, cue } = splitCue(line);
      const gap = text.match(/\{([PN]):([a-z]+)\}/);
      if (!gap) continue;
      const past = gap[1] === 'P';
      const base = gap[2] as string;
      const f = verbForms(base);
      const answer = past ? PERFECT(base) : `to ${base}`;
      const other = past ? `to ${base}` : PERFECT(base);
      // A form that is no infinitive at all: to have + base form (or + past simple where it differs), or to + -ing.
      const broken = past
        ? f.participle !== base
          ? `to have ${base}`
          : `to having ${f.participle}`
        : `to ${ingForm(base)}`;
      for (const s of subjectsFor(rng, text, NAMED, 5)) {
        const filled = fillLine(text.replace(gap[0], '{}'), s);
        const marker = fillLine(cue, s);
        const wrong: Wrong[] = [
          past
            ? d(other, 'simple-infinitive-for-past', { marker })
            : d(other, 'perfect-infinitive-for-now', { marker }),
          d(broken, 'broken-infinitive', {}),
        ];
        yield item(rng, {
          text: filled,
          answer,
          wrong,
          ruleId: past ? 'perfect-infinitive-past' : 'simple-infinitive-now',
          trigger: [marker],
          features: { time: past ? 'earlier' : 'now' },
          skeleton: `seem-inf-${i}`,
        });
      }
    }
  },
});
