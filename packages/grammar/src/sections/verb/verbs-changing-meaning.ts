import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './verbs-changing-meaning.data.json' with { type: 'json' };
import copy from './verbs-changing-meaning.json' with { type: 'json' };
/**
 * Verbs whose meaning changes with -ing or to + base form: stop, remember, forget, regret, try (issue 16).
 * Every line is an authored base sentence whose context forces one meaning (a habit given up vs a pause
 * in order to do something; a memory of the past vs a task not to forget; regret about one's own act vs a
 * formal announcement; try only as effort, "trying to concentrate", since "try + -ing" as an experiment
 * leaves "try to" possible too). The wrong -ing or to-form is wrong because of that meaning.
 */

import { type Item, L, makeTopic } from '../../engine.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

type Kind = 'ing' | 'to';
type Head = 'stop' | 'remember' | 'forget' | 'regret' | 'try';
/** [sentence with ___, verb in the gap, the form the context forces, the verb before it, trigger, group?] */
type Line = [string, string, Kind, Head, string, ('G' | 'A')?];

const KindSchema = z.enum(['ing', 'to']);

const HeadSchema = z.enum(['stop', 'remember', 'forget', 'regret', 'try']);

const LineSchema = z.tuple([
  z.string(),
  z.string(),
  KindSchema,
  HeadSchema,
  z.string(),
  z.enum(['G', 'A']).optional(),
]);

/**
 * Notes on rows (the rows are in verbs-changing-meaning.data.json):
 * - before row ["{S} stopped ___ ten years ago and {v:feel} much healthier now.","smo: stop + -ing: the activity ends (a habit given up, a noise that ends)
 * - before row ["On the way home, {S} stopped ___ some bread at the bakery.","buy","t: stop + to: one activity is interrupted in order to do another
 * - before row ["{S} still {v:remember} ___ {poss} grandmother’s village every summer: remember + -ing: a memory of something that happened
 * - before row ["Remember ___ the door when you leave.","lock","to","remember","when : remember + to: a task not to forget
 * - before row ["{S} forgot ___ an umbrella and got wet on the way home.","take","to": forget + to: a task not done
 * - before row ["{S} will never forget ___ the Northern Lights in Norway.","see","ing: forget + -ing: a memory that stays ("will never forget")
 * - before row ["{S} {v:regret} ___ so much money on that car; it breaks down every m: regret + -ing: sorry about one's own act
 * - before row ["We regret ___ you that your application has not been successful.","i: regret + to: a formal announcement of bad news
 * - before row ["{S} {is} trying ___, so please turn the music down.","concentrate",": try + to: an effort, often difficult
 */
export const MEANING_LINES: Line[] = table('MEANING_LINES', data.MEANING_LINES, LineSchema);

/**
 * Full catalogue (issue 16): more lines of every kind, each its own base, said of up to four subjects
 * (after MEANING_LINES, whose ids stay). No "Did you remember ___" (remembering doing is heard there too),
 * no "tried ___ …, but" (tried doing as an experiment fits too); try stays an effort in progress.
 */
export const MEANING_LINES_MORE: Line[] = table('MEANING_LINES_MORE', data.MEANING_LINES_MORE, LineSchema);

const ING = {
  stop: L(
    'the activity ends (you give it up or it finishes)',
    'дія припиняється (звичку кинули або дія закінчилася)',
  ),
  remember: L('you have a memory of something that happened', 'ви пам’ятаєте, що щось уже було'),
  forget: L('you will never lose the memory of something that happened', 'ви не забудете того, що вже було'),
  regret: L('you are sorry about something you did', 'ви шкодуєте про те, що зробили'),
  try: L('you do something as an experiment', 'ви пробуєте щось як експеримент'),
};
const TO = {
  stop: L(
    'you stop what you are doing in order to do something else',
    'людина зупиняється, щоб зробити щось інше',
  ),
  remember: L('you do not forget a task you have to do', 'ви не забуваєте зробити те, що треба'),
  forget: L('you do not do a task because it slipped your mind', 'ви не зробили того, що треба, бо забули'),
  regret: L('you politely announce bad news', 'ви ввічливо й офіційно повідомляєте погану новину'),
  try: L('you make an effort to do something', 'ви докладаєте зусиль, щоб щось зробити'),
};
export const MEANINGS = { ING, TO };

// The first table gives each line up to seven subjects, the later one up to four.
function linesItems(rng: Rng, lines: Line[], most: number, tag: string): Item[] {
  const out: Item[] = [];
  lines.forEach(([text, verb, kind, head, trigger, pool], i) => {
    const subjects = lineSubjects(rng, text, pool, most);
    const ing = ingForm(verb);
    for (const s of subjects)
      out.push({
        text: fill(text, s),
        answer: kind === 'ing' ? ing : `to ${verb}`,
        wrong: [
          kind === 'ing'
            ? { choice: `to ${verb}`, errorType: 'to-changes-meaning', params: { verb: head } }
            : { choice: ing, errorType: 'ing-changes-meaning', params: { verb: head } },
          { choice: verb, errorType: 'bare-after-meaning-verb', params: { verb: head } },
        ],
        ruleId: kind === 'ing' ? 'meaning-ing' : 'meaning-to',
        trigger: [fill(trigger, s)],
        features: { verb: head, form: kind },
        skeleton: `meaning-${tag}${i}`,
      });
  });
  return out;
}

function items(rng: Rng): Item[] {
  return [...linesItems(rng, MEANING_LINES, 7, ''), ...linesItems(rng, MEANING_LINES_MORE, 4, 'm')];
}

export const verbsChangingMeaning: TopicDef = makeTopic(copy, { target: 800, build: items });
