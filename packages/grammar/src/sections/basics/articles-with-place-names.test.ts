import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { ZERO } from '../../engine.ts';
import { expectSize } from '../topic-checks.ts';
import { PLACE_LINES, placeNamesTopic } from './articles-with-place-names.ts';

describe('articles-with-place-names (issue 16 size)', () => {
  const ex = buildTopic(placeNamesTopic).exercises;

  it('keeps at least 650 exercises from at least 240 bases, each key at least 40% (issue 16)', () => {
    expectSize(ex, 650, 240);
    for (const key of ['the', ZERO])
      expect(ex.filter((e) => e.answer === key).length / ex.length).toBeGreaterThanOrEqual(0.4);
  });

  it('uses no name whose article varies between speakers', () => {
    for (const [, , names] of PLACE_LINES)
      for (const n of names)
        expect(n).not.toMatch(/^(Ukraine|Sudan|Hague|Gambia|Crimea|Lebanon|Congo|Tate|.*Bridge)$/);
  });

  it('gives every name of a kind one article: no article for Mount/Lake/Street/Park/Square/Station/Palace/Castle, the for … of …', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('place-names:line:'))) {
      const name = e.rationale.trigger[0] ?? '';
      if (
        /^(Mount|Lake|Loch|Mont|Ben) |(Street|Avenue|Park|Square|Station|Palace|Castle|Abbey|Cathedral)$/.test(
          name,
        )
      )
        expect(e.answer, name).toBe(ZERO);
      if (/ of |Canal$|Islands$|^United |^(UK|USA)$|Republic$|Museum$|Gallery$/.test(name))
        expect(e.answer, name).toBe('the');
      expect(e.text).toContain(`___ ${name}`);
    }
  });
});
