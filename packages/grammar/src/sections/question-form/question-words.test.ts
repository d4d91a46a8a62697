import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { questionWords } from './question-words.ts';

const { exercises } = buildTopic(questionWords);

describe('question-words', () => {
  it('has at least 600 exercises over at least 250 dialogues (issue 16)', () =>
    expectSize(exercises, 600, 250));

  it('keeps the answer among its three choices, each exercise a question and a reply', () => {
    for (const e of exercises) {
      expect(e.choices, e.text).toContain(e.answer);
      expect(e.choices).toHaveLength(3);
      expect(e.text, e.text).toMatch(/^___ .*\? — .+/);
      expect(e.rationale.trigger[0], e.text).toBe(e.text.split(' — ')[1]);
    }
  });

  it('never offers what against which (but before one / of), nor when against how often (both can be right)', () => {
    for (const e of exercises) {
      if (!/^___ (one|of) /.test(e.text))
        expect(e.choices.includes('What') && e.choices.includes('Which'), e.text).toBe(false);
      if (e.answer === 'How often') expect(e.choices, e.text).not.toContain('When');
    }
  });

  it('makes which the key only before one / of or where what is not offered', () => {
    for (const e of exercises.filter((x) => x.answer === 'Which'))
      expect(/^___ (one|of) /.test(e.text) || !e.choices.includes('What'), e.text).toBe(true);
  });

  it('uses every question word as a key, none above a fifth of the topic', () => {
    const counts = new Map<string, number>();
    for (const e of exercises) counts.set(e.answer, (counts.get(e.answer) ?? 0) + 1);
    expect(counts.size).toBe(10);
    for (const [key, n] of counts) expect(n / exercises.length, key).toBeLessThan(0.2);
  });
});
