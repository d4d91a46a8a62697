import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { reportedSpeechTimeWords, TW_BASES } from './reported-speech-time-words.ts';

describe('reported-speech-time-words', () => {
  checkAuthoredTopic(reportedSpeechTimeWords, {
    min: 640,
    minSkeletons: 85,
    keyShare: (a) => (/day|night/.test(a) ? 'day' : 'week'),
    minShare: 0.2,
  });

  const drafts = reportedSpeechTimeWords.generate(createRng('x'));

  it('quotes the word that moves, and asks for its moved form', () => {
    expect(TW_BASES.length).toBeGreaterThanOrEqual(85);
    const moved: Record<string, string> = {
      tomorrow: 'the next day',
      yesterday: 'the day before',
      today: 'that day',
      tonight: 'that night',
      'next week': 'the following week',
      'last week': 'the week before',
    };
    for (const d of drafts) {
      const said = Object.keys(moved).find((w) => d.text.split('”')[0]?.includes(` ${w}.`));
      expect(said, d.text).toBeDefined();
      expect(d.answer, d.text).toBe(moved[said ?? '']);
      expect(d.choices, d.text).toContain(said);
    }
  });

  it('never offers two synonyms (the next day and the following day, the day before and the previous day)', () => {
    for (const d of drafts) {
      expect(
        d.choices.some((c) => /following day|day after|previous/.test(c)),
        d.text,
      ).toBe(false);
    }
  });

  it('reports with a cue that the reporting is later (a past time or "later")', () => {
    for (const d of drafts)
      expect(d.rationale.trigger[0], d.text).toMatch(/^(Last|In|A|Two|Three|Weeks|Years|At|When|Back)\b/);
  });
});
