import { z } from 'zod';
import { cap, d, expand, finish, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, PEOPLE } from '../linking-words/people.ts';
import data from './participle-clauses.data.json' with { type: 'json' };
import copy from './participle-clauses.json' with { type: 'json' };

/**
 * Participle clauses: Walking home, … (active, same time), Built in 1900, … (passive), Having finished
 * the report, … (active, before), Having been warned, … (passive, before). The forms come from
 * morph/verbs.ts. Each kind offers only wrong choices that the sentence rules out:
 * - passive (a thing that cannot do the action, by + agent, a date): the past participle against -ing
 *   and having + participle (both active);
 * - active, same time (an object or a movement after the gap): -ing against the past participle (passive)
 *   and the base form; "having + participle" is never offered there, since it is often right too, except
 *   after "while", which forces the same time;
 * - active, before (an object after the gap): having + participle against the bare participle and
 *   having been + participle (both passive); "-ing" is never offered (Finishing the report, … is heard);
 * - passive, before: having been + participle against having + participle and -ing (both active); the
 *   bare participle is never offered (Warned about the traffic, … is right too).
 * {X} bases are said of a few people (they share the skeleton); the others are about one thing.
 */
type K = 'passive' | 'active' | 'while' | 'perfect' | 'perfect-passive';
type Base = [K, string, string];

const KSchema = z.enum(['passive', 'active', 'while', 'perfect', 'perfect-passive']);

const BaseSchema = z.tuple([KSchema, z.string(), z.string()]);

/**
 * Notes on rows (the rows are in participle-clauses.data.json):
 * - before row ["passive","build","___ in {1890|1910|the 1920s}, the theatre still ha: Issue 16 (s1): more bases after the first ones (their ids stay). {a|b} gives a thing-subject base a few variants of one skeleton; no base mixes them with {X}. A past participle that is also an adjective (worried, tired, open) is never the wrong choice of an active base.
 * - before row ["passive","paint","___ by a local artist, the mural covers the whole : A passive base never takes a verb that is also intransitive with its subject (hang, grow, open, sell, mix: "Hanging above the fireplace, the painting …" is right too). Full catalogue (issue 16): more bases after these (their ids stay). No active base uses a verb whose participle is also its base (run, cut) or an adjective (worried), so the three choices stay distinct and wrong.
 */
const BASES: Base[] = table('BASES', data.BASES, BaseSchema);

/** Bases only one person does, though they say no {poss} (a job, a promotion, a place at university). */
const ONE_ONLY =
  /for the job|a place at university|a scholarship|national team|a visa|light bulb|driving test|to manager|as a waiter|had nothing to wear|best suit|heavy suitcase|wrong number/;

/** One person for things only one person does (a hand, a passport, a boss). */
const ONE = PEOPLE.filter((p) => p.person === '1sg' || p.person === '3sg');

function forms(verb: string) {
  const f = verbForms(verb);
  return { ing: f.ing, pp: f.participle, base: f.base };
}

const DETERMINERS = new Set(['the', 'this', 'these', 'her', 'his', 'our', 'my', 'their']);
const ADJECTIVES = new Set(['old', 'young']);
/** The main clause's subject ("the old tree", "her novel", "he"): a determiner, adjectives, a noun. */
function subjectAfterComma(text: string): string {
  const words = (text.split(', ')[1] ?? '').split(' ');
  const out: string[] = [];
  for (const w of words) {
    out.push(w);
    if (!DETERMINERS.has(w.toLowerCase()) && !ADJECTIVES.has(w)) break;
  }
  return out.join(' ');
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  BASES.forEach(([kind, verb, base], i) => {
    const { ing, pp } = forms(verb);
    const people = base.includes('{X}')
      ? rng.shuffle(base.includes('{poss}') || ONE_ONLY.test(base) ? ONE : PEOPLE).slice(0, 3)
      : /\{[^{}]*\|/.test(base)
        ? rng.shuffle(expand(base)).slice(0, 3)
        : [undefined];
    for (const s of people) {
      const raw = typeof s === 'string' ? s : s ? fill(base, s) : base;
      const text = finish(raw);
      const subj = s && typeof s !== 'string' ? s.text : subjectAfterComma(text);
      const at = (w: string) => (text.startsWith('___') ? cap(w) : w);
      let answer: string;
      let wrong: Wrong[];
      let ruleId: string;
      switch (kind) {
        case 'passive':
          answer = at(pp);
          wrong = [
            d(at(ing), 'participle-active-for-passive', { subject: subj }),
            d(at(`having ${pp}`), 'participle-active-for-passive', { subject: subj }),
          ];
          ruleId = 'passive';
          break;
        case 'active':
          answer = at(ing);
          wrong = [
            d(at(pp), 'participle-passive-for-active', { subject: subj }),
            d(at(verb), 'participle-base-form'),
          ];
          ruleId = 'active';
          break;
        case 'while':
          answer = ing;
          wrong = [
            d(pp, 'participle-passive-for-active', { subject: subj }),
            d(`having ${pp}`, 'participle-time-mismatch', { marker: 'While' }),
          ];
          ruleId = 'active';
          break;
        case 'perfect':
          answer = at(`having ${pp}`);
          wrong = [
            d(at(pp), 'participle-passive-for-active', { subject: subj }),
            d(at(`having been ${pp}`), 'participle-passive-for-active', { subject: subj }),
          ];
          ruleId = 'perfect';
          break;
        default:
          answer = at(`having been ${pp}`);
          wrong = [
            d(at(`having ${pp}`), 'participle-active-for-passive', { subject: subj }),
            d(at(ing), 'participle-active-for-passive', { subject: subj }),
          ];
          ruleId = 'perfect-passive';
      }
      out.push({
        text,
        answer,
        wrong,
        ruleId,
        trigger: [kind === 'while' ? 'While' : ((text.split('___ ')[1] ?? '').split(',')[0] ?? '')],
        skeleton: `participle:${i}`,
      });
    }
  });
  return out;
}

export const participleClauses: TopicDef = makeTopic(copy, { target: 700, build: items });
