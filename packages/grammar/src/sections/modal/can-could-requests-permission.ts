import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './can-could-requests-permission.data.json' with { type: 'json' };
import copy from './can-could-requests-permission.json' with { type: 'json' };

/**
 * Asking for permission (Can I / Could I / May I + base form?) and asking someone to do something (Can you /
 * Could you / Would you + base form?), and answering a request for permission (Yes, of course you can /
 * Sorry, you can't). Wrong choices are wrong by form only: to or -ing after the modal (Could you to help,
 * Can I borrowing), "May you …?" for a favour (may asks permission for oneself), "Do you can …?" (a modal
 * makes its own question), and "could" in the answer (the answer gives permission now: can).
 *
 * Never contrasted: can / could / may I (all fine for permission; politeness alone decides nothing), can /
 * could / would you (all fine for a request). One authored base is one situation with one request; its
 * variants (the same request with each modal, and the opener asked as the gap) share one skeleton.
 */

interface Base {
  ctx: string;
  verb: string;
  rest: string;
}
const B = (ctx: string, verb: string, rest: string): Base => ({ ctx, verb, rest });

const BArgs = z.tuple([z.string(), z.string(), z.string()]);

/** The speaker asks to do something: Can I / Could I / May I …? */
export const PERMISSION: readonly Base[] = table('PERMISSION', data.PERMISSION, BArgs).map((row) =>
  B(...row),
);

/** The speaker asks the listener to do something: Can you / Could you / Would you …? */
export const FAVOURS: readonly Base[] = table('FAVOURS', data.FAVOURS, BArgs).map((row) => B(...row));

/** A request for permission that is refused, with the reason: Sorry, you can't. */
export const REFUSED: readonly [string, string][] = table(
  'REFUSED',
  data.REFUSED,
  z.tuple([z.string(), z.string()]),
);

const FOR_I = ['Can I', 'Could I', 'May I'] as const;
const FOR_YOU = ['Can you', 'Could you', 'Would you'] as const;

const modalOf = (opener: string) => (opener.split(' ')[0] ?? '').toLowerCase();

/** The verb after the modal in the gap: base form right, to + base and -ing wrong. */
function verbItem(b: Base, opener: string, skeleton: string, ruleId: string): Item {
  const v = verbForms(b.verb);
  const modal = modalOf(opener);
  return {
    text: `${b.ctx} ${opener} ___ ${b.rest}?`,
    answer: v.base,
    wrong: [d(`to ${v.base}`, 'to-after-opener', { opener }), d(v.ing, 'ing-after-modal', { modal })],
    ruleId,
    trigger: [opener],
    skeleton,
    features: { kind: ruleId, gap: 'verb' },
  };
}

/** The opener of a favour in the gap: Can/Could/Would you right, May you and Do you can wrong. */
function openerItem(b: Base, opener: string, skeleton: string): Item {
  const modal = modalOf(opener);
  const wrong: Wrong[] = [
    d('May you', 'may-you-request', {}),
    d(`Do you ${modal}`, 'do-with-modal-question', { modal }),
  ];
  return {
    text: `${b.ctx} ___ ${b.verb} ${b.rest}?`,
    answer: opener,
    wrong,
    ruleId: 'request-you',
    trigger: [`${b.verb} ${b.rest}`],
    skeleton,
    features: { kind: 'request-you', gap: 'opener' },
  };
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  PERMISSION.forEach((b, i) => {
    const skeleton = `permission:${i}`;
    for (const o of FOR_I) out.push(verbItem(b, o, skeleton, 'permission-i'));
    // Every other situation is also answered: the answer gives the permission now, with can.
    if (i % 2 === 0)
      out.push({
        text: `${b.ctx} Could I ${b.verb} ${b.rest}? — Yes, of course you ___.`,
        answer: 'can',
        wrong: [d('could', 'could-in-permission-answer', {})],
        ruleId: 'permission-answer',
        trigger: ['Could I', 'Yes, of course'],
        skeleton,
        features: { kind: 'permission-answer', gap: 'answer' },
      });
  });
  FAVOURS.forEach((b, i) => {
    const skeleton = `favour:${i}`;
    for (const o of FOR_YOU) out.push(verbItem(b, o, skeleton, 'request-you'));
    // The opener asked as the gap once per situation (its text is the same whichever modal is the key).
    out.push(openerItem(b, FOR_YOU[i % FOR_YOU.length] ?? 'Could you', skeleton));
  });
  REFUSED.forEach(([question, reason], i) => {
    out.push({
      text: `${question} — Sorry, you ___. ${reason}`,
      answer: "can't",
      wrong: [d("couldn't", 'could-in-permission-answer', {})],
      ruleId: 'permission-answer',
      trigger: [question.split(' ').slice(0, 2).join(' '), reason],
      skeleton: `refused:${i}`,
      features: { kind: 'permission-answer', gap: 'answer' },
    });
  });
  return out;
}

export const canCouldRequestsPermission: TopicDef = makeTopic(copy, { target: 700, build: items });
