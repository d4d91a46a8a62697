import { describe, expect, it } from 'vitest';
import { alternatives, choreTakers, futureReasons, isCall, isOutdoor, pastReasons } from './context.ts';
import { ALL_FRAMES, type Frame, frameNamed } from './frames.ts';
import { type FrameSubject as Subject, subjectNamed } from './people.ts';

const frame = (verb: string, rest: string): Frame => frameNamed(verb, rest);
const subject = (text: string): Subject => subjectNamed(text);
const phrase = (f: Frame) => `${f.verb} ${f.rest}`;

describe('futureReasons: what can stop a plan', () => {
  it('lets being busy or having to work stop free time, never work itself', () => {
    const clients = futureReasons(
      frame('meet', 'clients in the city centre'),
      subject('Tom'),
      'this weekend',
    );
    expect(clients.some((r) => /busy|has to work/.test(r))).toBe(false);
    const cinema = futureReasons(frame('go', 'to the cinema'), subject('Tom'), 'this weekend');
    expect(cinema.some((r) => /busy|has to work/.test(r))).toBe(true);
  });

  it('gives a phone call no busy or work reason', () => {
    const call = futureReasons(frame('phone', '{poss} parents'), subject('Tom'), 'this weekend');
    expect(call.some((r) => /busy|has to work/.test(r))).toBe(false);
  });

  it('never falls back to "other plans" (a changed plan is "isn\'t going to")', () => {
    for (const f of ALL_FRAMES)
      for (const r of futureReasons(f, subject('Tom'), 'tomorrow')) expect(r).not.toMatch(/other plans/);
  });
});

describe('alternatives: the "instead" is the same sort of activity', () => {
  it('swaps an outing for an outing, not for a phone call or a favour', () => {
    const horse = frame('go', 'horse riding');
    const alts = alternatives(horse, subject('my brother'), { plan: true, sameKind: true });
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.every((g) => g.kind === 'outing')).toBe(true);
    expect(alts.some(isCall)).toBe(false);
    expect(alts.map(phrase)).not.toContain('bring flowers for {poss} mother');
  });

  it('swaps a call only for another call', () => {
    const alts = alternatives(frame('call', '{poss} grandmother'), subject('Tom'), { sameKind: true });
    expect(alts.every(isCall)).toBe(true);
  });
});

describe('weather stops only what is done outdoors', () => {
  it('keeps rain away from football on TV', () => {
    const tv = frame('watch', 'football on TV');
    expect(isOutdoor(tv)).toBe(false);
    expect(pastReasons(tv, subject('my mother')).some((r) => /rain/.test(r))).toBe(false);
    expect(isOutdoor(frame('play', 'tennis'))).toBe(true);
  });
});

describe('choreTakers: who does the chore instead', () => {
  it('never names the subject again: a parent is one of my parents, mum is my mother', () => {
    const mum = { ...subject('my mother'), text: 'my mum' };
    for (const who of [subject('my dad'), subject('my mother'), mum]) {
      const takers = choreTakers(who).map((t) => t.text);
      expect(takers, who.text).not.toContain('my parents');
      expect(takers, who.text).not.toContain(who.text === 'my dad' ? 'my dad' : 'my mother');
      expect(takers.length, who.text).toBeGreaterThan(0);
    }
  });
});

describe('past reasons fit the occasion', () => {
  it('gives no year-long illness, and skips a pizza for a home-cooked dinner (not for being busy or tired)', () => {
    const tom = subjectNamed('Tom');
    expect(pastReasons(frameNamed('plant', 'flowers in the garden'), tom).join()).not.toMatch(/ill/);
    expect(pastReasons(frameNamed('order', 'pizza'), tom)).toEqual(['he cooked dinner at home']);
    expect(pastReasons(frameNamed('go', 'swimming'), tom)).toContain('he was ill');
  });
});
