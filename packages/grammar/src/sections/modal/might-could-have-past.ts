import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './might-could-have-past.data.json' with { type: 'json' };
import copy from './might-could-have-past.json' with { type: 'json' };
import { fillLine, NAMED, splitCue, subjectsFor } from './people.ts';

/**
 * Guessing about the past: might / may / could have + past participle (it is possible, the speaker is not
 * sure), must have (the evidence makes us sure it happened), can't have (the evidence makes us sure it did
 * not). Might, may and could have mean the same here, so one is never offered against another: a
 * possibility line is keyed with one of them and offered only against must have (the doubt in [[…]] rules
 * certainty out: "…, or perhaps …", "I'm not sure, but …") and a form that is not English. A must or
 * can't line is never offered against might/may/could have (with evidence a weaker guess is still
 * English): only the opposite certainty and a form error. {V:verb} is the gap (modal + have + participle);
 * forms come from morph only.
 */

/**
 * The speaker is not sure, or names another possibility → might / may / could have.
 *
 * Notes on rows (the rows are in might-could-have-past.data.json):
 * - before row "{Who} {V:take} the early train, [[or perhaps {pron} is still at home]: issue 16: appended so the ids above keep their numbers
 */
const POSSIBLE: readonly string[] = table('POSSIBLE', data.POSSIBLE, z.string());

/**
 * Evidence that it happened → must have.
 *
 * Notes on rows (the rows are in might-could-have-past.data.json):
 * - before row "[[{Who} knew the answer to every question.]] {Pron} {V:read} the book: issue 16: appended so the ids above keep their numbers
 */
const MUST: readonly string[] = table('MUST', data.MUST, z.string());

/**
 * Evidence that it did not happen → can't have.
 *
 * Notes on rows (the rows are in might-could-have-past.data.json):
 * - before row "[[{Who} doesn't have a key.]] {Pron} {V:lock} the door": issue 16: appended so the ids above keep their numbers
 */
const CANT: readonly string[] = table('CANT', data.CANT, z.string());

type Key = 'possible' | 'must' | "can't";
const POSSIBLE_MODALS = ['might', 'may', 'could'] as const;

/** "might have gone" → the participle form error: have + past simple, or had (where they are the same). */
function formError(modal: string, base: string): Wrong {
  const f = verbForms(base);
  return f.past !== f.participle
    ? d(`${modal} have ${f.past}`, 'past-after-modal-have', { past: f.past, participle: f.participle })
    : d(`${modal} had ${f.participle}`, 'had-after-modal', {});
}

export const mightCouldHavePast: TopicDef = makeTopic(copy, {
  target: 800,
  *generate(rng) {
    const lines = taggedLines<Key>([
      ['possible', POSSIBLE],
      ['must', MUST],
      ["can't", CANT],
    ]);
    for (const { line, kind: key, i } of rng.shuffle(lines)) {
      const { text, cue } = splitCue(line);
      const gap = text.match(/\{V:([a-z]+)\}/);
      if (!gap) continue;
      const base = gap[1] as string;
      const participle = verbForms(base).participle;
      // One possibility modal per line (the same for all its variants), spread over the three.
      const modal: string = key === 'possible' ? (POSSIBLE_MODALS[i % 3] ?? 'might') : key;
      const answer = `${modal} have ${participle}`;
      for (const s of subjectsFor(rng, text, NAMED, 5)) {
        const filled = fillLine(text.replace(gap[0], '{}'), s);
        const cueText = fillLine(cue, s);
        const wrong: Wrong[] = [
          key === 'possible'
            ? d(`must have ${participle}`, 'certainty-against-doubt', { cue: cueText })
            : key === 'must'
              ? d(`can't have ${participle}`, 'cant-against-evidence', { evidence: cueText })
              : d(`must have ${participle}`, 'must-against-evidence', { evidence: cueText }),
          formError(modal, base),
        ];
        yield item(rng, {
          text: filled,
          answer,
          wrong,
          ruleId: key === 'possible' ? 'possible-past' : key === 'must' ? 'must-have-past' : 'cant-have-past',
          trigger: [cueText],
          features: { certainty: key },
          skeleton: `guess-past-${i}`,
        });
      }
    }
  },
});
