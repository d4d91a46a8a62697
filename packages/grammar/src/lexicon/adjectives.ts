/**
 * Adjectives with their comparative and superlative, pinned by hand (gold data), grouped by what they
 * can describe. Two-syllable adjectives with two accepted comparatives (quieter / more quiet, cleverer /
 * more clever, friendlier / more friendly, simpler / more simple…) are left out: either form is right.
 */
export type Cat = 'place' | 'task' | 'person' | 'thing' | 'weather' | 'story';

export interface Adj {
  base: string;
  comp: string;
  sup: string;
  /** er = one syllable or -y; more = long; irr = irregular. */
  kind: 'er' | 'more' | 'irr';
  cats: Cat[];
}

const er = (base: string, comp: string, cats: Cat[]): Adj => ({
  base,
  comp,
  sup: comp.replace(/er$/, 'est'),
  kind: 'er',
  cats,
});
const more = (base: string, cats: Cat[]): Adj => ({
  base,
  comp: `more ${base}`,
  sup: `most ${base}`,
  kind: 'more',
  cats,
});

export const ADJECTIVES: Adj[] = [
  er('big', 'bigger', ['place', 'thing']),
  er('small', 'smaller', ['place', 'thing']),
  er('old', 'older', ['place', 'person', 'thing']),
  er('young', 'younger', ['person']),
  er('tall', 'taller', ['person']),
  er('short', 'shorter', ['person', 'task', 'story']),
  er('long', 'longer', ['task', 'story']),
  er('cheap', 'cheaper', ['place', 'thing']),
  er('new', 'newer', ['thing', 'place']),
  er('fast', 'faster', ['thing']),
  er('slow', 'slower', ['thing']),
  er('light', 'lighter', ['thing']),
  er('hot', 'hotter', ['weather']),
  er('cold', 'colder', ['weather']),
  er('warm', 'warmer', ['weather']),
  er('wet', 'wetter', ['weather']),
  er('nice', 'nicer', ['weather', 'place', 'person']),
  er('safe', 'safer', ['place']),
  er('clean', 'cleaner', ['place']),
  er('strong', 'stronger', ['person']),
  er('rich', 'richer', ['person']),
  er('kind', 'kinder', ['person']),
  er('hard', 'harder', ['task']),
  er('close', 'closer', ['place']),
  er('large', 'larger', ['place']),
  er('thin', 'thinner', ['thing']),
  er('sad', 'sadder', ['story']),
  er('busy', 'busier', ['place', 'person']),
  er('easy', 'easier', ['task']),
  er('heavy', 'heavier', ['thing']),
  er('sunny', 'sunnier', ['weather']),
  er('windy', 'windier', ['weather']),
  er('noisy', 'noisier', ['place']),
  er('pretty', 'prettier', ['place']),
  er('dirty', 'dirtier', ['place']),
  more('expensive', ['place', 'thing']),
  more('beautiful', ['place']),
  more('interesting', ['place', 'task', 'story', 'person']),
  more('difficult', ['task']),
  more('important', ['task']),
  more('comfortable', ['thing', 'place']),
  more('dangerous', ['place', 'thing']),
  more('popular', ['place', 'story', 'person']),
  more('famous', ['place', 'person']),
  more('modern', ['place', 'thing']),
  more('useful', ['thing', 'task']),
  more('boring', ['task', 'story']),
  more('exciting', ['story', 'place']),
  more('crowded', ['place']),
  more('careful', ['person']),
  more('patient', ['person']),
  more('reliable', ['thing', 'person']),
  more('stressful', ['task']),
  more('serious', ['person', 'story']),
  more('relaxing', ['place']),
  more('successful', ['person', 'story']),
  { base: 'good', comp: 'better', sup: 'best', kind: 'irr', cats: ['thing', 'place', 'story', 'weather'] },
  { base: 'bad', comp: 'worse', sup: 'worst', kind: 'irr', cats: ['thing', 'place', 'story', 'weather'] },
  { base: 'far', comp: 'further', sup: 'furthest', kind: 'irr', cats: [] },
];

/** The wrong "-er" form a learner might write for a long adjective (expensiver), or the regularised irregular (gooder). */
export function wrongEr(a: Adj): string {
  if (a.kind === 'irr') return { good: 'gooder', bad: 'badder', far: 'farer' }[a.base] ?? `${a.base}er`;
  return a.base.endsWith('e') ? `${a.base}r` : `${a.base}er`;
}
export function wrongEst(a: Adj): string {
  if (a.kind === 'irr') return { good: 'goodest', bad: 'baddest', far: 'farest' }[a.base] ?? `${a.base}est`;
  return a.base.endsWith('e') ? `${a.base}st` : `${a.base}est`;
}
/** A spelling slip for -er adjectives: no doubling (biger), no y→i (busyer), or doubled where it should not be. */
export function misspeltEr(a: Adj): string | null {
  if (a.kind !== 'er') return null;
  if (/([bdgmnpt])\1er$/.test(a.comp)) return a.comp.replace(/([bdgmnpt])\1er$/, '$1er');
  if (/ier$/.test(a.comp)) return `${a.base}er`;
  return null;
}
