import { describe, expect, it } from 'vitest';
import { fits } from './fit.ts';
import { FRAMES, frameNamed, futureMarkers, habitMarkers, pastMarkers } from './frames.ts';
import { subjectNamed } from './people.ts';

describe('time markers fit the activity', () => {
  it('dates work on working days, never at the weekend', () => {
    const work = FRAMES.filter(
      (f) => (f.kind === 'work' || f.kind === 'workday') && f.when === 'week' && !/market/.test(f.rest),
    );
    expect(work.length).toBeGreaterThan(3);
    for (const f of work)
      for (const m of [...pastMarkers(f), ...futureMarkers(f), ...habitMarkers(f)])
        expect(m, `${f.verb} ${f.rest}`).not.toMatch(/weekend|Saturday|Sunday/);
  });

  it('gives seasonal actions their season: skiing in winter, planting in spring, apples in September', () => {
    for (const [verb, name, season] of [
      ['go', 'skiing', 'winter'],
      ['plant', 'flowers in the garden', 'spring'],
      ['pick', 'apples in the garden', 'September'],
    ] as const) {
      const f = frameNamed(verb, name);
      const markers = [...pastMarkers(f), ...futureMarkers(f)];
      expect(markers.join(' '), name).not.toMatch(/summer/);
      expect(
        markers.some((m) => m.includes(season)),
        name,
      ).toBe(true);
    }
  });

  it('dates the dentist by weeks or months', () => {
    const f = frameNamed('go', 'to the dentist');
    expect(pastMarkers(f)).toEqual(['last week', 'last month']);
  });
});

describe('who does what', () => {
  it('does not send unrelated people to "their grandparents" as one party', () => {
    const f = frameNamed('visit', '{poss} grandparents');
    for (const s of ['the students', 'my friends', 'our neighbours'])
      expect(fits(f, subjectNamed(s)), s).toBe(false);
    expect(fits(f, subjectNamed('my brother'))).toBe(true);
  });

  it('gives one book in bed to one reader, and children no phone calls to the parents they live with', () => {
    const book = frameNamed('read', 'a book in bed');
    for (const s of ['Tom and Anna', 'my friends', 'we']) expect(fits(book, subjectNamed(s)), s).toBe(false);
    expect(fits(book, subjectNamed('my sister'))).toBe(true);
    expect(fits(frameNamed('phone', '{poss} parents'), subjectNamed('the children'))).toBe(false);
    expect(fits(frameNamed('go', 'dancing'), subjectNamed('the children'))).toBe(false);
  });
});
