import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { expectSize } from '../topic-checks.ts';
import { wouldVsUsedTo } from './used-to.ts';
import { WOULD_STATE_LINES } from './would-state-lines.ts';

describe('would-vs-used-to (issue 16)', () => {
  const ex = buildTopic(wouldVsUsedTo).exercises;

  it('keeps its size over many bases', () => expectSize(ex, 650, 90));

  it('keys used to only where would is impossible: a state, never a repeated action', () => {
    for (const e of ex) {
      expect(e.answer).toBe('used to');
      expect(e.rationale.ruleId).toBe('state');
    }
    for (const [line, verb] of WOULD_STATE_LINES) {
      expect(['be', 'have', 'live', 'know', 'own', 'believe', 'hate', 'think', 'belong']).toContain(verb);
      expect(line).toMatch(new RegExp(`___ ${verb}\\b`));
    }
  });

  it('never states a wish-like verb after the gap ("would like/love/want/prefer" is a second answer)', () => {
    for (const [line] of WOULD_STATE_LINES) expect(line).not.toMatch(/___ (like|love|want|prefer) /);
    for (const e of ex.filter((x) => x.skeleton.startsWith('state-line-')))
      expect(fillBlank(e.text, e.answer)).toMatch(
        /used to (be|have|live|know|own|believe|hate|think|belong) /,
      );
  });
});
