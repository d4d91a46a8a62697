import { z } from 'zod';
import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { fill, modal, modalPerfect, parseSlot, resultMayLead } from './clause.ts';
import data from './mixed-conditionals.data.json' with { type: 'json' };
import copy from './mixed-conditionals.json' with { type: 'json' };

/**
 * Mixed conditionals, always gapped in the result, where the time marker decides: a past condition with
 * a result now ("If I had taken the job, I [would live] there now") or a present state with a result in
 * the past ("If I weren't so shy, I [would have spoken] to him last night"). The if-clause is never the
 * gap: "If I hadn't been so shy" is right there too. {s} subject, {p} possessive; each base is said with
 * I, she and he (if first) and you (result first) — had, were and would do not change with the subject.
 */
const NOW: string[] = table('NOW', data.NOW, z.string());

const PAST: string[] = table('PAST', data.PAST, z.string());

/** Issue 16: more bases, appended after NOW and PAST so the older skeleton ids stay as they were. */
const NOW2: string[] = table('NOW2', data.NOW2, z.string());

const PAST2: string[] = table('PAST2', data.PAST2, z.string());

const PEOPLE: [string, string, boolean][] = table(
  'PEOPLE',
  data.PEOPLE,
  z.tuple([z.string(), z.string(), z.boolean()]),
);
/**
 * The result's time, which decides the answer: only times that cannot be read the other way. "This
 * afternoon" is still to come or already over ("I ___ free this afternoon": would be / would have been,
 * round 1602), and "today" may be over too; a base without one of these throws.
 */
const MARKER =
  /\b(now|these days|yesterday|last (night|week|month|year|summer|winter|weekend|June|Saturday|Sunday))\b/;

function items(): Item[] {
  const out: Item[] = [];
  const bases = [
    ...NOW.map((b) => [b, true] as const),
    ...PAST.map((b) => [b, false] as const),
    ...NOW2.map((b) => [b, true] as const),
    ...PAST2.map((b) => [b, false] as const),
  ];
  bases.forEach(([base, now], i) => {
    const comma = base.indexOf(', ');
    for (const [s, p, resultFirst] of PEOPLE) {
      // "you" reads as a reproach in a few of these: keep it for the neutral ones only.
      if (
        s === 'you' &&
        /lazy|stubborn|forgetful|broke|in trouble|rude|proud|competitive|careful with money/.test(base)
      )
        continue;
      const put = (x: string) => x.replaceAll('{s}', s).replaceAll('{p}', p);
      const cond = put(base.slice(0, comma));
      const res = parseSlot(put(base.slice(comma + 2)));
      // No pronoun before its name ("He ___ him a card last week if he knew Tom's address", round 1602):
      // such a base is said with the if-clause first only.
      if (resultFirst && !resultMayLead(cond, put(base.slice(comma + 2)))) continue;
      const marker = MARKER.exec(res.after)?.[0] ?? '';
      if (!marker) throw new Error(`mixed conditional without a time marker in the result: ${base}`);
      const answer = now ? modal(res, 'would') : modalPerfect(res);
      const other = now ? modalPerfect(res) : modal(res, 'would');
      const will = now ? modal(res, 'will') : modalPerfect(res, 'will');
      const gapped = fill(res, '{}');
      out.push({
        text: resultFirst ? `${gapped} ${cond.replace(/^If/, 'if')}` : `${cond}, ${gapped}`,
        answer,
        wrong: [
          d(other, now ? 'mixed-past-result-for-now' : 'mixed-now-result-for-past', { marker }),
          d(will, 'will-in-mixed-conditional', {}),
        ],
        ruleId: now ? 'past-to-now' : 'now-to-past',
        trigger: [marker, cond.split(' ').slice(2, 3).join(' ')],
        features: { direction: now ? 'past-condition-now-result' : 'present-condition-past-result' },
        skeleton: `mixed-${i}`,
      });
    }
  });
  return out.map((it) => ({ ...it, text: finishText(it.text) }));
}

const finishText = (t: string) => finish(t.replace('{}', '___'));

export const mixedConditionals: TopicDef = makeTopic(copy, { target: 700, build: () => items() });
