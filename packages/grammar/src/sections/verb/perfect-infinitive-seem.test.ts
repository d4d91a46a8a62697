import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { commonChecks, itIsListedIn } from '../topic-checks.ts';
import { verb } from '../verb.ts';
import { perfectInfinitiveSeem } from './perfect-infinitive-seem.ts';

describe('perfect-infinitive-seem', () => {
  const ex = commonChecks(perfectInfinitiveSeem, 600, (ex) => ex.rationale.ruleId, 0.35);

  itIsListedIn(verb, perfectInfinitiveSeem);

  it('offers the other infinitive of the same verb as the time distractor', () => {
    for (const e of ex) {
      const other = e.rationale.distractors.find((d) => /infinitive-for/.test(d.errorType));
      expect(other, e.text).toBeDefined();
      expect(e.answer.startsWith('to have ')).toBe(!other?.choice.startsWith('to have '));
    }
  });

  it('keys to + base form only with right now / at the moment, never now alone, these days or a later time', () => {
    for (const e of ex.filter((x) => !x.answer.startsWith('to have '))) {
      expect(e.rationale.trigger.join(' '), e.text).toMatch(/right now|at the moment/);
      expect(e.text).not.toMatch(/these days|nowadays|tomorrow|tonight|next week/);
    }
  });

  it('keys to have + past participle only with a finished past time in the sentence', () => {
    for (const e of ex.filter((x) => x.answer.startsWith('to have '))) {
      expect(fillBlank(e.text, e.answer), e.text).not.toMatch(/right now|at the moment/);
      expect(e.rationale.trigger.join(' ')).toMatch(
        /already|yesterday|last|ago|before|since|in (the|March|\d)|on |at the weekend|this morning|today|over the weekend|during the night|two years/,
      );
    }
  });
});
