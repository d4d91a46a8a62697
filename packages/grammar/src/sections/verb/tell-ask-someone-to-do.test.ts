import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { tellAskToDo } from './tell-ask-someone-to-do.ts';

const sentences = [...tellAskToDo.generate(createRng('tell-ask'))].map((d) => fillBlank(d.text, d.answer));

describe('tell-ask-someone-to-do: who asks whom to do what', () => {
  it('yields a sizeable topic', () => {
    expect(sentences.length).toBeGreaterThan(700);
  });

  it('never has the speaker turn up in the task: the boss asking to speak to the boss, a parent to phone the parents', () => {
    // Blind round: "My boss asked him to speak to his boss".
    for (const x of sentences) {
      expect(x).not.toMatch(/^My boss .*\bboss\b/);
      expect(x).not.toMatch(/^My (mother|dad) .*\bparents\b/);
      expect(x).not.toMatch(/^My grandmother .*\b(grandmother|grandparents)\b/);
      expect(x).not.toMatch(/^My neighbour .*\bneighbours\b/);
    }
  });

  it('has the boss ask only for office work, and forbid only what touches work', () => {
    const boss = sentences.filter((x) => x.startsWith('My boss'));
    expect(boss.length).toBeGreaterThan(20);
    for (const x of boss) expect(x).toMatch(/clients|email|reports|office/);
    expect(boss.join('\n')).not.toMatch(/shirts|son from school|the car|newspaper/);
  });
});

describe('tell-ask-someone-to-do: whose his or her is never in doubt (review 1702)', () => {
  it('gives a one-person listener no his/her that could be the speaker\'s ("My mother asked her to iron her shirts")', () => {
    const s = sentences;
    for (const x of s) {
      expect(x).not.toMatch(/^My (mother|grandmother) (told|asked) (her|Anna|my sister) .*\bher\b/);
      expect(x).not.toMatch(/^My dad (told|asked) (him|my brother|Tom) .*\bhis\b/);
      expect(x).not.toMatch(
        /^(The doctor|My boss|My neighbour) (told|asked) (him|her|Anna|Tom|my brother|my sister) .*\b(his|her)\b/,
      );
    }
    expect(s.some((x) => /^My dad asked (her|Anna|my sister) to .* her /.test(x))).toBe(true);
  });
});
