import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import type { TopicDef } from '../types.ts';
import { superlativesTopic } from './basics-nouns/superlatives.ts';

/** Whole correct sentences of a topic, as a blind reviewer reads them. */
const sentencesOf = (t: TopicDef) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer).replace(/ \([^)]*\)/, ''));

describe('round 1130: superlatives rank a noun by what people compare it by', () => {
  const s = sentencesOf(superlativesTopic);
  it('keeps its size', () => expect(s.length).toBeGreaterThan(970));
  it('ranks by popularity or fame only within an area, never across what the listener has visited', () => {
    for (const x of s.filter((y) => /ever (visited|been|stayed|eaten)/.test(y)))
      expect(x).not.toMatch(/most (popular|famous)/);
    expect(s.some((x) => /most popular \w+ in (town|the city)/.test(x))).toBe(true);
  });
  it('gives no museum dirt, no city comfort, no bike or ticket thinness', () => {
    for (const x of s) {
      expect(x).not.toMatch(/dirtiest museum|most comfortable cit|thinnest (bike|car|chair)/);
    }
  });
  it('never asks for one of two parts, where a comparative is also right', () => {
    for (const x of s) expect(x).not.toMatch(/the \w+( \w+)? part of the old town/);
  });
});
