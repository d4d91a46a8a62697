import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { ALL_FRAMES, FRAMES, isPersonalCare } from '../../lexicon/frames.ts';
import { wasGoingTo } from './was-going-to.ts';

const sentences = buildTopic(wasGoingTo).exercises.map((e) => fillBlank(e.text, e.answer));

describe('was going to: a plan and a reason that can stop it', () => {
  it('keeps a reasonable size', () => {
    expect(sentences.length).toBeGreaterThan(1000);
  });

  it('lets rain stop only outdoor plans', () => {
    const rain = sentences.filter((s) => /rain|weather/.test(s));
    expect(rain.length).toBeGreaterThan(0);
    for (const s of rain)
      expect(s).not.toMatch(/call|phone|order|buy|work from home|the house|teeth|cinema|museum/);
  });

  it('pairs a closed shop with buying and a busy line with calling', () => {
    for (const s of sentences.filter((x) => /shops were closed/.test(x)))
      expect(s).toMatch(/buy|shopping|market/);
    for (const s of sentences.filter((x) => /line was busy|nobody answered/.test(x)))
      expect(s).toMatch(/call|phone/);
  });

  it('offers only things people plan, never personal care or a daily routine', () => {
    for (const s of sentences) expect(s).not.toMatch(/teeth|hair|a shower|get up|go to bed|newspaper/);
  });
});

describe('personal care in the frame lexicon', () => {
  it('keeps washing hair, brushing teeth and having a shower out of the frames topics combine with markers', () => {
    expect(ALL_FRAMES.filter(isPersonalCare)).toHaveLength(3);
    expect(FRAMES.filter(isPersonalCare)).toHaveLength(0);
    expect(FRAMES.some((f) => /teeth|hair$|^a shower$/.test(f.rest))).toBe(false);
  });
});
