import { describe, expect, it } from 'vitest';
import { SECTIONS } from './catalogue.ts';

describe('section order', () => {
  it("follows learning-area §3's list, so the hub's chips end Used To, Verb, Would", () => {
    expect(SECTIONS.map((s) => s.name.en)).toEqual([
      'Playground',
      'Tutorial',
      'Basics',
      'Adjective',
      'Be',
      'Conditional',
      'Future Tense',
      'Irregular',
      'Modal',
      'Multiple Choices',
      'Negative Form',
      'Noun',
      'Passive Voice',
      'Past Future',
      'Past Tense',
      'Present Tense',
      'Pronoun',
      'Question Form',
      'Used To',
      'Verb',
      'Would',
    ]);
  });
});
