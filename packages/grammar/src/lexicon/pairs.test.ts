import { describe, expect, it } from 'vitest';
import { ABILITIES, abilityFits } from './ability-pairs.ts';
import { choreFits, contextFits, DUTIES, dutyFits } from './duty-pairs.ts';
import { fillFor } from './fill.ts';
import { FRAMES, type Frame, frameNamed } from './frames.ts';
import { type FrameSubject as Subject, subjectNamed } from './people.ts';
import { pronounFor as pronounOf } from './subject.ts';
import { allTailsFor, frameKind, PAST_STATES, stateFor, tailsFor } from './used-to-pairs.ts';

const subject = (text: string): Subject => subjectNamed(text);
const frame = (verb: string, rest: string): Frame => frameNamed(verb, rest, FRAMES);

describe('fillFor', () => {
  it('fills pronoun, possessive, agreement and plural tokens for the subject', () => {
    expect(fillFor('when {pron} feel{s} better', subject('my sister'))).toBe('when she feels better');
    expect(fillFor('before {pron} go{es} out, {pron} {has} to tidy {poss} room', subject('I'))).toBe(
      'before I go out, I have to tidy my room',
    );
    expect(fillFor('when {pron} {was} a child, {pron} {is}', subject('my parents'))).toBe(
      'when they were a child, they are',
    );
    expect(fillFor('{poss} phone{pl}', subject('the students'))).toBe('their phones');
    expect(fillFor('{poss} phone{pl}', subject('you'))).toBe('your phone');
    expect(pronounOf(subject('Tom'))).toBe('he');
  });
});

describe('ability pairs (be-able-to)', () => {
  const by = (id: string) => ABILITIES.find((a) => a.id === id) ?? ABILITIES[0]!;
  it('a body part belongs to one person, work to adults, school to the children', () => {
    expect(abilityFits(by('tennis-again'), subject('Tom'))).toBe(true);
    expect(abilityFits(by('tennis-again'), subject('my friends'))).toBe(false);
    expect(abilityFits(by('back-to-work'), subject('the children'))).toBe(false);
    expect(abilityFits(by('back-to-school'), subject('the children'))).toBe(true);
    expect(abilityFits(by('back-to-school'), subject('my dad'))).toBe(false);
    expect(abilityFits(by('meet-coffee'), subject('you'))).toBe(false);
  });
  it('every ability has a reason that makes it one', () => {
    for (const a of ABILITIES) expect(a.reasons.length).toBeGreaterThan(0);
  });
});

describe('duty pairs (have-to)', () => {
  const by = (id: string) => DUTIES.find((d) => d.id === id) ?? DUTIES[0]!;
  it('school duties for the young, work for adults who work, a chore for a household', () => {
    expect(dutyFits(by('uniform-school'), subject('the children'))).toBe(true);
    expect(dutyFits(by('uniform-school'), subject('my dad'))).toBe(false);
    expect(dutyFits(by('uniform-work'), subject('the students'))).toBe(false);
    expect(dutyFits(by('uniform-work'), subject('my grandfather'))).toBe(false);
    expect(dutyFits(by('medicine'), subject('my cousins'))).toBe(false);
    expect(dutyFits(by('walk-dog'), subject('my friends'))).toBe(false);
    expect(choreFits(subject('our teacher'))).toBe(false);
    expect(choreFits(subject('the children'))).toBe(true);
  });
  it('no shared grandparents for friends', () => {
    expect(contextFits("to get to {poss} grandparents' village", subject('my friends'))).toBe(false);
    expect(contextFits("to get to {poss} grandparents' village", subject('Anna'))).toBe(true);
  });
});

describe('used-to pairs', () => {
  it("dates a habit by the subject's own past, never the speaker's", () => {
    const tails = tailsFor(subject('Tom'), 'child', { state: false, text: 'play football' });
    expect(tails).toContain('when {pron} {was} a child');
    expect(tails.some((t) => t.includes(' I '))).toBe(false);
    expect(tailsFor(subject('my parents'), 'child', { state: false, text: 'play football' })).toEqual([]);
  });
  it('a state takes no job or university tail, a grown-up chore no "at university"', () => {
    const state = tailsFor(subject('Anna'), 'adult', { state: true, text: 'know all her neighbours' });
    expect(state.some((t) => /university|worked/.test(t))).toBe(false);
    const job = allTailsFor(subject('Anna'), 'adult', { state: false, text: 'take the bus to work' });
    expect(job.some((t) => /university/.test(t))).toBe(false);
    expect(job).toContain('when {pron} worked in the city centre');
  });
  it('starting school dates no looks, and a group wears no glasses', () => {
    const young = tailsFor(subject('the students'), 'child', { state: true, text: 'wear glasses' });
    expect(young.some((t) => /started school/.test(t))).toBe(false);
    expect(tailsFor(subject('the children'), 'child', { state: false, text: 'go to bed late' })).toContain(
      'before {pron} started school',
    );
    const glasses = PAST_STATES.find((st) => st.text === 'wear glasses');
    expect(glasses && stateFor(glasses, subject('the students'))).toBeNull();
    expect(glasses && stateFor(glasses, subject('my mother'))).toBe('wear glasses');
  });
  it('a life event dates only what it changed: children end going out, retiring ends the working day', () => {
    const glasses = tailsFor(subject('Tom and Anna'), 'adult', { state: true, text: 'wear glasses' });
    expect(glasses.some((t) => /children|moved|lived/.test(t))).toBe(false);
    const out = tailsFor(subject('Tom and Anna'), 'adult', { state: false, text: 'go dancing' });
    expect(out).toContain('before {pron} had children');
    const retired = tailsFor(subject('my grandfather'), 'adult', {
      state: false,
      text: 'take the bus to work',
    });
    expect(retired).toContain('before {pron} retired');
    const hobby = tailsFor(subject('my grandfather'), 'adult', {
      state: false,
      text: 'play chess with his brother',
    });
    expect(hobby.some((t) => /retired/.test(t))).toBe(false);
  });
  it('chores and one-off jobs are no remembered habit; work is a grown-up habit', () => {
    expect(frameKind(frame('change', 'the bed sheets'))).toBeNull();
    expect(frameKind(frame('paint', 'the fence'))).toBeNull();
    expect(frameKind(frame('take', 'the bus to work'))).toBe('adult');
    expect(frameKind(frame('build', 'sandcastles on the beach'))).toBe('child');
    expect(frameKind(frame('do', '{poss} homework'))).not.toBe('adult');
  });
  it('a beard is one man’s, a car one household’s', () => {
    const beard = PAST_STATES.find((s) => s.text === 'have a beard');
    const car = PAST_STATES.find((s) => s.text === 'have a car');
    expect(beard && stateFor(beard, subject('my parents'))).toBeNull();
    expect(beard && stateFor(beard, subject('Anna'))).toBeNull();
    expect(beard && stateFor(beard, subject('Tom'))).toBe('have a beard');
    expect(car && stateFor(car, subject('my friends'))).toBeNull();
  });
});
