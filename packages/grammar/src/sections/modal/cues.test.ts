import { describe, expect, it } from 'vitest';
import { CERTAIN, POSSIBLE } from './may-might-possibility.ts';

/** The cue in [[…]] before the gap: what decides might against will / won't. */
const cue = (line: string) => /\[\[(.*?)\]\]/.exec(line)?.[1] ?? '';
const DOUBT = /n['’]t\b|\bnot\b|\bnobody\b|\bno one\b|\bunclear\b|hard to predict|\{(isnt|hasnt|doesnt)\}/i;

describe('may-might-possibility cues (round 1134 found "I\'m sure Mark ___ call you back" keyed might)', () => {
  it('gives every might line a cue of doubt', () => {
    expect(POSSIBLE.filter((line) => !DOUBT.test(cue(line)))).toEqual([]);
  });

  it("gives no will / won't line a cue of doubt", () => {
    expect(
      CERTAIN.filter((line) =>
        /\b(not sure|isn't sure|hasn't decided|doesn't know)\b|\{(isnt|hasnt|doesnt)\}/i.test(cue(line)),
      ),
    ).toEqual([]);
  });
});
