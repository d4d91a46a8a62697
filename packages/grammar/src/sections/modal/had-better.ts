import { z } from 'zod';
import { d, item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { is3sg, type Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './had-better.data.json' with { type: 'json' };
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
const LINES: readonly string[] = table('LINES', data.LINES, z.string());

/**
 * Grown for issue 16 (the full catalogue): more reasons, each its own situation. Said after LINES (and
 * numbered after them), so the first lines keep their subjects and their ids.
 */
const MORE_LINES: readonly string[] = table('MORE_LINES', data.MORE_LINES, z.string());

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
