import { describe, expect, it } from 'vitest';
import { fits, misfit, oneEach, sentenceMisfit } from './fit.ts';
import { ALL_FRAMES, type Frame, frameNamed, KINDS } from './frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject, subjectNamed, TOLD_SUBJECTS } from './people.ts';

const frame = (verb: string, rest: string): Frame => frameNamed(verb, rest);
const subject = (text: string): Subject => subjectNamed(text);

describe('fits: who plausibly does a frame, by its kind', () => {
  it('keeps chores in the household', () => {
    const sweep = frame('sweep', 'the kitchen floor');
    expect(sweep.kind).toBe('chore');
    expect(fits(sweep, subject('my best friend'))).toBe(false);
    expect(fits(sweep, subject('our neighbours'))).toBe(false);
    expect(fits(sweep, subject('my mother'))).toBe(true);
    expect(fits(sweep, subject('we'))).toBe(true);
  });

  it('gives office routines to one working adult only', () => {
    const letters = frame('answer', 'letters from clients');
    expect(fits(letters, subject('my friends'))).toBe(false);
    expect(fits(letters, subject('our teacher'))).toBe(false);
    expect(fits(letters, subject('my grandfather'))).toBe(false);
    expect(fits(letters, subject('Anna'))).toBe(true);
  });

  it("leaves a child's play (sandcastles, comics) to the young, not to a mother or grandparents", () => {
    const sand = frame('build', 'sandcastles on the beach');
    for (const who of [
      'my mother',
      'my dad',
      'my parents',
      'my grandfather',
      'our teacher',
      'our neighbours',
    ])
      expect(fits(sand, subject(who))).toBe(false);
    expect(fits(sand, subject('the children'))).toBe(true);
    expect(fits(frame('read', 'comics'), subject('my dad'))).toBe(false);
    expect(fits(frame('read', 'comics'), subject('my brother'))).toBe(true);
  });

  it('keeps homework for the young and grandparents away from their own grandparents', () => {
    expect(fits(frame('do', '{poss} homework'), subject('my dad'))).toBe(false);
    expect(fits(frame('visit', '{poss} grandparents'), subject('my grandfather'))).toBe(false);
  });

  it('does not pair a group with its own kind ("My friends meet their friends", review 1801)', () => {
    expect(fits(frame('meet', '{poss} friends in the park'), subject('my friends'))).toBe(false);
    expect(fits(frame('meet', '{poss} friends in the park'), subject('my brother'))).toBe(true);
  });

  it('knows what is a plan: trips and outings, not routine trivia', () => {
    expect(KINDS[frame('make', 'the bed').kind].plan).toBe(false);
    expect(KINDS[frame('buy', 'a newspaper').kind].plan).toBe(false);
    expect(KINDS[frame('fish', 'in the river').kind].plan).toBe(false);
    expect(KINDS[frame('watch', 'football on TV').kind].plan).toBe(false);
    expect(KINDS[frame('fly', 'to Italy').kind].plan).toBe(true);
    expect(KINDS[frame('visit', '{poss} grandparents').kind].plan).toBe(true);
  });

  it('tells statements about anyone but the listener', () => {
    expect(TOLD_SUBJECTS.some((s) => s.text === 'you')).toBe(false);
    expect(TOLD_SUBJECTS.length).toBe(ALL_SUBJECTS.length - 1);
  });
});

describe('fits: generations', () => {
  it('keeps grandparents away from their own mother and grown-ups away from their grandparents', () => {
    const grandfather = ALL_SUBJECTS.find((s) => s.text === 'my grandfather') as Subject;
    const mother = ALL_SUBJECTS.find((s) => s.text === 'my mother') as Subject;
    const help = ALL_FRAMES.find((f) => f.rest === '{poss} mother in the kitchen') as Frame;
    const cards = ALL_FRAMES.find((f) => f.rest === 'cards with {poss} grandparents') as Frame;
    expect(fits(help, grandfather)).toBe(false);
    expect(fits(cards, mother)).toBe(false);
    expect(fits(help, ALL_SUBJECTS.find((s) => s.text === 'my dad') as Subject)).toBe(true);
  });
});

describe('sentenceMisfit: age and role (round 1132: "My parents usually do their homework")', () => {
  it('keeps school life with children and students, adult life with adults', () => {
    for (const s of [
      'My parents usually do their homework.',
      'Our neighbour Mrs Green is doing her homework at the moment.',
      'Mr Brown was worried about the exam yesterday.',
      'My dad was bored at the lesson yesterday.',
      'My parents are in the same class.',
      'The children will meet you for coffee after their last exam.',
      'My son drives to the office every day.',
    ])
      expect(sentenceMisfit(s)?.rule, s).toBe('age');
  });
  it('lets adults help with homework, remember school, and children learn to drive', () => {
    for (const s of [
      'My brother usually does his homework after school.',
      'My mother helps me with my homework.',
      'My parents were in the same class at primary school.',
      'By the time our parents got back, Tom had done his homework.',
      'My son will learn to drive when he is eighteen.',
      'My dad drinks coffee every morning.',
    ])
      expect(sentenceMisfit(s), s).toBeNull();
  });
});

describe("sentenceMisfit: one personal thing is not a group's (round 1132: students choosing one phone)", () => {
  it('strikes a group buying, choosing or needing one phone, keeps plurals and one person', () => {
    for (const s of [
      'The students chose a new phone yesterday.',
      'My friends have just bought a new laptop.',
      'Max and Lily need a new passport.',
    ])
      expect(sentenceMisfit(s)?.rule, s).toBe('one-item');
    for (const s of [
      'The students bought themselves new phones.',
      'My sister chose a new phone yesterday.',
      'My parents bought a new car last week.',
    ])
      expect(sentenceMisfit(s), s).toBeNull();
  });
});

describe("sentenceMisfit: one portion is not a group's (round 1133: friends eating one apple)", () => {
  it('strikes a group eating one apple or having one shower, keeps plurals, shared food and one person', () => {
    for (const s of [
      'Are your friends eating an apple now?',
      'The children ate a sandwich after school.',
      'The children are having a bath.',
    ])
      expect(sentenceMisfit(s)?.rule, s).toBe('one-item');
    for (const s of [
      'Are your friends eating apples now?',
      'My parents are having a pizza for dinner.',
      'Is your sister eating an apple now?',
    ])
      expect(sentenceMisfit(s), s).toBeNull();
    expect(oneEach('eating an apple now')).toBe(true);
    expect(oneEach('eating apples now')).toBe(false);
  });
});

describe("misfit: a dream is one sleeper's (review 1802)", () => {
  it("gives no group a shared dream, and keeps one person's", () => {
    expect(misfit('The students', 'dreamt about the sea last night')?.rule).toBe('one-item');
    expect(misfit('We', 'dreamed about the sea last night')?.rule).toBe('one-item');
    expect(misfit('My sister', 'dreamt about the sea last night')).toBeNull();
  });
});
