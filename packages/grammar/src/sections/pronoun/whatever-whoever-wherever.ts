import { z } from 'zod';
import { cap, d, finish, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './whatever-whoever-wherever.data.json' with { type: 'json' };
import copy from './whatever-whoever-wherever.json' with { type: 'json' };

/**
 * whoever, whatever, wherever, whenever, however (= no matter who / what / where / when / how). What the
 * gap stands for decides the word: a person (the subject of a verb, or someone invited, thanked, hired), a
 * thing or an event (happens, you cooked, whatever + noun), a place, a time (every time that), a degree
 * (however + adjective or adverb: however hard I try).
 *
 * Places and times overlap ("Call me wherever/whenever you like", "Wherever/Whenever I go, …"), and so do
 * the manner reading of however and whenever ("Cook it however/whenever you like"), so a place is never
 * offered against a time, nor however against either, except where the words around the gap rule it out
 * for grammar (however before an adjective; a noun after the gap: whatever decision; a subject-less clause:
 * whoever broke the window). Each line lists its wrong choices by hand, chosen so that none makes a
 * sentence a native speaker would say; whichever, whomever and no matter … are never offered. `_` is the
 * gap; {S} {pron} {poss} {obj} {is} {has} {does} {v:verb} make a line about another person (authored.ts).
 */

type Ever = 'whoever' | 'whatever' | 'wherever' | 'whenever' | 'however';
type Need = 'person' | 'thing' | 'place' | 'time' | 'degree';

const EverSchema = z.enum(['whoever', 'whatever', 'wherever', 'whenever', 'however']);

const NeedSchema = z.enum(['person', 'thing', 'place', 'time', 'degree']);

const NEED: Record<Ever, Need> = record('NEED', data.NEED, NeedSchema, EverSchema);

interface Line {
  key: Ever;
  text: string;
  wrong: Ever[];
}
const W = (key: Ever, text: string, wrong: Ever[]): Line => ({ key, text, wrong });
const NOUNS: Ever[] = ['whatever', 'whoever'];

const EverSchema_ = z.enum(['whoever', 'whatever', 'wherever', 'whenever', 'however']);

const WArgs = z.tuple([EverSchema_, z.string(), z.array(EverSchema_)]);

/**
 * Notes on rows (the rows are in whatever-whoever-wherever.data.json):
 * - before row ["whoever","_ broke the window will have to pay for it",["whatever","w: whoever: a person
 * - before row ["whatever","_ happens, I will always support you",["whoever","whereve: whatever: a thing or an event
 * - before row ["whatever","{S} can order _ {pron} {v:like} from the menu",["whoever": Not wherever: "You can order wherever you like" reads as a place to order from (issue 16 re-read).
 * - before row ["wherever","{S} can sit _ {pron} {v:like}",["whatever","whoever"]]: wherever: a place
 * - before row ["whenever","Call me _ you need help",["whatever","whoever"]]: whenever: a time, or every time that
 * - before row ["however","_ hard {S} {v:try}, {pron} can't open this jar",["whatever: however: a degree (however + adjective or adverb)
 */
const LINES: readonly Line[] = table('LINES', data.LINES, WArgs).map((row) => W(...row));

/**
 * Issue 16, "the full catalogue": more lines, each its own skeleton, generated after LINES (their ids stay).
 * The same care: whatever is offered against a place or a time only after a verb that needs its object
 * (keep, pack, fix, sell: "keeps wherever …" is no English), never after eat, order, bring or recycle, where
 * "wherever/whenever you like" fits; however only where no manner reading fits ("However you decide" is
 * English, so such lines are left out).
 *
 * Notes on rows (the rows are in whatever-whoever-wherever.data.json):
 * - before row ["whoever","_ left the lights on in the office should turn them off",[: whoever
 * - before row ["whatever","{S} can borrow _ {pron} {v:need} from my toolbox",["whoev: whatever
 * - before row ["whenever","{S} {v:send} me a message _ {pron} {v:land}",["whatever",: whenever
 * - before row ["wherever","{S} {v:meet} interesting people _ {pron} {v:travel}",["wh: wherever
 * - before row ["however","_ tired {S} {v:feel}, {pron} always {v:walk} the dog",["wh: however
 */
const MORE_LINES: readonly Line[] = table('MORE_LINES', data.MORE_LINES, WArgs).map((row) => W(...row));

/** One adult (a name, a relative, the speaker) or a couple; "you" for lines said to the listener too. */
const YOU: Subject = { text: 'you', person: '2', poss: 'your', adult: true };
const OTHERS: Subject[] = [...ONE.filter((s) => s.text !== 'he' && s.text !== 'she'), GROUP[0] as Subject];
/**
 * "You" only where the line gives permission ("You can sit wherever you like"): a statement about the
 * listener's own habits ("You visit your parents whenever you can") tells them what they know.
 */
const peopleFor = (text: string): Subject[] => (/\{S\} can\b/.test(text) ? [YOU, ...OTHERS] : OTHERS);

/** The words that decide it: the adjective or adverb after however, else the words after the gap. */
function triggerOf(text: string, key: Ever): string {
  const after = (text.split('___')[1] ?? '').trim().replace(/[.,;:?!].*$/, '');
  const words = after.split(/\s+/);
  return key === 'however' || key === 'whatever' ? words.slice(0, 1).join(' ') : words.slice(0, 3).join(' ');
}

function items(rng: Rng, line: Line, i: number): Item[] {
  const out: Item[] = [];
  const subjects = subjectsFor(rng, line.text, peopleFor(line.text), 5);
  // A shop speaks to its customer ("Whatever size you need, we have it in stock"), not about "my sister":
  // one exercise, said to you; the subjects are still drawn, so the lines after it keep their ids.
  const toYou = line.text.includes('we have it in stock');
  for (const s of toYou ? [null] : subjects) {
    const filled = fill(toYou ? line.text.replace('{S} {v:need}', 'you need') : line.text, s);
    const start = filled.startsWith('_');
    const text = finish(filled.replace('_', '___'));
    const form = (w: string) => (start ? cap(w) : w);
    // A noun after whatever (whatever decision) or the clause after it: the first word alone is the cue.
    const trigger = triggerOf(text, line.key);
    out.push({
      text,
      answer: form(line.key),
      wrong: line.wrong.map((w) => d(form(w), 'ever-word-mismatch', { needed: NEED[line.key] })),
      ruleId: NEED[line.key],
      trigger: [trigger],
      skeleton: `whatever-whoever:${i}`,
    });
  }
  return out;
}

export const whateverWhoeverWhereverTopic: TopicDef = makeTopic(copy, {
  target: 1000,
  build: (rng) => [
    ...LINES.flatMap((line, i) => items(rng, line, i)),
    ...MORE_LINES.flatMap((line, i) => items(rng, line, LINES.length + i)),
  ],
});

export const EVER_LINES = [...LINES, ...MORE_LINES];
export const EVER_NOUNS = NOUNS;
