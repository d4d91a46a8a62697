import { pairs, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, isTask } from '../../lexicon/frames.ts';
import { type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePast, bePresent, pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './was-going-to.json' with { type: 'json' };

/**
 * Was-going-to: only things people plan (not routines like getting up or brushing teeth), each with a
 * reason that can stop *that* plan. Rain stops outdoor plans only, a closed shop stops buying, a busy line
 * stops a call, "there was no time" stops a job that takes time; feeling ill stops most plans.
 */
const NOT_PLANS =
  /^(get at seven|go to bed late|finish work at six|leave home at eight|take the bus to work|drive to the office|ride a bike to work|wear a uniform at work|brush|wash \{poss\} hair|have a shower|drink|eat |make the bed|check|empty the dishwasher|walk to the station|catch the early train|listen to|read the news|read the newspaper|sing songs in the shower|learn new words|study English|teach|write in \{poss\} diary|work late at the office|feed the cat|water the|make coffee|write to \{poss\} clients|answer letters|text|collect|walk \{poss\} daughter|drive \{poss\} children|make breakfast|make sandwiches|lay the table|do \{poss\} homework|speak to \{poss\} boss|read a book in bed|read comics|buy a newspaper|practise|polish|write reports|watch the news|walk the dog|chat with|speak English|play computer games|wear|go to the dentist|eat lunch)/;
const PLANS = FRAMES.filter((f) => !NOT_PLANS.test(`${f.verb} ${f.rest}`));

const OUTDOOR =
  /park|garden|beach|river|lake|mountains|camping|hiking|skiing|fishing|football with|tennis|volleyball|basketball|a run|jog|the fence|wash the car|the grass|the windows|the zoo|friend's farm|apples|seaside|horse riding|the dog|swimming$|sandcastles|photos of the city|the ducks|cycle|a bike|walk in/;
const BUYING = /^(buy|do the shopping|go shopping|go to the market|sell)/;
const CALLING = /^(call|phone)/;
const TRAVEL = /^(fly|travel|visit (London|Paris)|spend a week|rent|stay at a hotel|spend two weeks)/;

function reasonsFor(frame: (typeof FRAMES)[number], s: Subject): string[] {
  const key = `${frame.verb} ${frame.rest}`;
  const pron = pronounFor(s);
  const out = [`but ${pron} felt ill`, 'but something came up'];
  if (OUTDOOR.test(key) && !TRAVEL.test(key)) out.push('but it started to rain', 'but the weather was bad');
  if (BUYING.test(key))
    out.push(frame.verb === 'sell' ? 'but the market was closed' : 'but the shops were closed');
  if (CALLING.test(key)) out.push('but the line was busy', 'but nobody answered');
  if (TRAVEL.test(key)) out.push('but the plans changed');
  if (/^(fly|travel|visit (London|Paris))/.test(key)) out.push('but the tickets were too expensive');
  if (frame.verb === 'order') out.push('but the pizzeria was closed');
  if (isTask(frame) && !CALLING.test(key)) out.push('but there was no time');
  if (/^(visit|meet|play .* with|go to the (cinema|theatre)|have lunch with|go dancing)/.test(key))
    out.push('but the plans changed');
  return out;
}

export const wasGoingTo: TopicDef = makeTopic(copy, {
  target: 2100,
  *generate(rng) {
    // Whose plan: not the listener's ("You were going to go hiking, but it started to rain" tells people
    // their own past plans and was crossed out); "you" is for questions.
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePast(subject);
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)}, ${rng.pick(reasonsFor(frame, subject))}`,
        answer: vp(`${be} going to ${f.base}`, frame),
        wrong: [
          d(vp(`${be === 'was' ? 'were' : 'was'} going to ${f.base}`, frame), 'be-agreement', {
            subject: subject.text,
            be,
          }),
          d(vp(`${bePresent(subject)} going to ${f.base}`, frame), 'present-for-past-plan', {}),
          d(vp(`${be} going to ${f.past}`, frame), 'past-after-to', {}),
        ],
        ruleId: 'was-going',
        trigger: [subject.text, 'but'],
        skeleton: frame.id,
      });
    }
  },
});
