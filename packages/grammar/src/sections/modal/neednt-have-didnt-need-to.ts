import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './neednt-have-didnt-need-to.data.json' with { type: 'json' };
import copy from './neednt-have-didnt-need-to.json' with { type: 'json' };
import { fillLine, NAMED, SPEAKER, splitCue, subjectsFor } from './people.ts';

/**
 * Needn't have + past participle (it was done, but it was not necessary) against didn't need to + base
 * form (it was not necessary, and the sentence says it was not done). "Didn't need to" can also describe
 * something that was done ("I didn't need to buy so much food"), so it is never offered as wrong: in a
 * needn't-have sentence the wrong choices are forms (needn't to, needn't have + past simple, needn't had).
 * In a didn't-need-to sentence the words in [[…]] say it was not done, which rules out needn't have.
 *
 * The gap takes the verb right after {} ("{} cook so much food"), so the form comes from morph.
 */

/** It was done, and it turned out to be unnecessary → needn't have + participle. */
const DONE: readonly string[] = table('DONE', data.DONE, z.string());

/**
 * Grown for issue 16 (the full catalogue): more things done for nothing, each with what made it unnecessary.
 * Kept apart and said after the first lines, so the first lines keep their subjects (and their ids).
 */
const DONE_MORE: readonly string[] = table('DONE_MORE', data.DONE_MORE, z.string());

/** It was not necessary, and the words in [[…]] say it was not done → didn't need to + base form. */
const NOT_DONE: readonly string[] = table('NOT_DONE', data.NOT_DONE, z.string());

/** Grown for issue 16: more things left undone, each with what was done instead (said after the first lines). */
const NOT_DONE_MORE: readonly string[] = table('NOT_DONE_MORE', data.NOT_DONE_MORE, z.string());

const poolFor = (text: string): readonly Subject[] =>
  /\{(whos|Whos)\}/.test(text) ? NAMED : [...SPEAKER, ...NAMED];

export const needntHaveDidntNeedTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = taggedLines([
      [true, DONE],
      [false, NOT_DONE],
    ]);
    const more = [
      ...DONE_MORE.map((line, i) => ({ line, done: true, i: DONE.length + i })),
      ...NOT_DONE_MORE.map((line, i) => ({ line, done: false, i: 100 + NOT_DONE.length + i })),
    ];
    // The first lines are shuffled and filled first, exactly as before the topic grew, so their ids hold.
    const first = rng.shuffle(lines);
    for (const { line, kind: done, i } of first) yield* say(line, done, i);
    for (const { line, done, i } of rng.shuffle(more)) yield* say(line, done, i);
    function* say(line: string, done: boolean, i: number) {
      const { text: raw, cue: rawCue } = splitCue(line);
      const verb = raw.match(/\{\} (\w+)/)?.[1];
      if (!verb) return;
      const text = raw.replace(`{} ${verb}`, '{}');
      const f = verbForms(verb);
      const need = verbForms('need');
      for (const s of subjectsFor(rng, text, poolFor(text), 4)) {
        const cue = fillLine(rawCue, s);
        const neednt = `needn't have ${f.participle}`;
        const didnt = `didn't need to ${verb}`;
        const wrong: Wrong[] = done
          ? [
              d(`needn't to ${verb}`, 'to-after-modal', { modal: "needn't" }),
              f.past !== f.participle
                ? d(`needn't have ${f.past}`, 'past-after-modal-have', {
                    past: f.past,
                    participle: f.participle,
                  })
                : d(`needn't had ${f.participle}`, 'had-after-modal', {}),
            ]
          : [
              d(neednt, 'neednt-have-not-done', { cue }),
              f.past !== verb
                ? d(`didn't need to ${f.past}`, 'past-after-to', {})
                : d(`didn't ${need.past} to ${verb}`, 'past-after-did', { verb: 'need' }),
            ];
        yield item(rng, {
          text: fillLine(text, s),
          answer: done ? neednt : didnt,
          wrong,
          ruleId: done ? 'neednt-have' : 'didnt-need-to',
          trigger: [cue],
          features: { done: done ? 'yes' : 'no' },
          skeleton: `need-${i}`,
        });
      }
    }
  },
});
