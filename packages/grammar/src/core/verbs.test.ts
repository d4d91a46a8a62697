import { describe, expect, it } from 'vitest';
import { ingForm, isAcceptedPast, regularisedNonword, thirdPerson, verbForms } from './verbs.ts';

const GOLD: [string, string, string, string, string][] = [
  // base, third, past, participle, ing
  ['work', 'works', 'worked', 'worked', 'working'],
  ['stop', 'stops', 'stopped', 'stopped', 'stopping'],
  ['try', 'tries', 'tried', 'tried', 'trying'],
  ['play', 'plays', 'played', 'played', 'playing'],
  ['visit', 'visits', 'visited', 'visited', 'visiting'],
  ['prefer', 'prefers', 'preferred', 'preferred', 'preferring'],
  ['travel', 'travels', 'travelled', 'travelled', 'travelling'],
  ['panic', 'panics', 'panicked', 'panicked', 'panicking'],
  ['watch', 'watches', 'watched', 'watched', 'watching'],
  ['fix', 'fixes', 'fixed', 'fixed', 'fixing'],
  ['go', 'goes', 'went', 'gone', 'going'],
  ['do', 'does', 'did', 'done', 'doing'],
  ['have', 'has', 'had', 'had', 'having'],
  ['make', 'makes', 'made', 'made', 'making'],
  ['write', 'writes', 'wrote', 'written', 'writing'],
  ['lie', 'lies', 'lay', 'lain', 'lying'],
  ['die', 'dies', 'died', 'died', 'dying'],
  ['see', 'sees', 'saw', 'seen', 'seeing'],
  ['swim', 'swims', 'swam', 'swum', 'swimming'],
  ['begin', 'begins', 'began', 'begun', 'beginning'],
  ['open', 'opens', 'opened', 'opened', 'opening'],
  ['listen', 'listens', 'listened', 'listened', 'listening'],
  ['study', 'studies', 'studied', 'studied', 'studying'],
  ['enjoy', 'enjoys', 'enjoyed', 'enjoyed', 'enjoying'],
  ['plan', 'plans', 'planned', 'planned', 'planning'],
  ['admit', 'admits', 'admitted', 'admitted', 'admitting'],
  ['cook', 'cooks', 'cooked', 'cooked', 'cooking'],
  ['take', 'takes', 'took', 'taken', 'taking'],
  ['buy', 'buys', 'bought', 'bought', 'buying'],
  ['teach', 'teaches', 'taught', 'taught', 'teaching'],
  ['bring', 'brings', 'brought', 'brought', 'bringing'],
  ['speak', 'speaks', 'spoke', 'spoken', 'speaking'],
  ['get', 'gets', 'got', 'got', 'getting'],
  ['learn', 'learns', 'learnt', 'learnt', 'learning'],
  ['cut', 'cuts', 'cut', 'cut', 'cutting'],
  ['put', 'puts', 'put', 'put', 'putting'],
  ['dance', 'dances', 'danced', 'danced', 'dancing'],
  ['agree', 'agrees', 'agreed', 'agreed', 'agreeing'],
  ['carry', 'carries', 'carried', 'carried', 'carrying'],
  ['wash', 'washes', 'washed', 'washed', 'washing'],
];

describe('verbForms gold table', () => {
  it.each(GOLD)('%s', (base, third, past, participle, ing) => {
    const f = verbForms(base);
    expect([thirdPerson(base), f.past, f.participle, ingForm(base)]).toEqual([third, past, participle, ing]);
  });

  it('lists both accepted forms where English has two', () => {
    expect(isAcceptedPast('learn', 'learned')).toBe(true);
    expect(isAcceptedPast('learn', 'learnt')).toBe(true);
    expect(isAcceptedPast('dream', 'dreamed')).toBe(true);
    expect(isAcceptedPast('travel', 'traveled')).toBe(true);
    expect(verbForms('get').participleVariants).toContain('gotten');
  });

  it('makes regularised non-words only where they are not real forms', () => {
    expect(regularisedNonword('go')).toBe('goed');
    expect(regularisedNonword('buy')).toBe('buyed');
    expect(regularisedNonword('learn')).toBeNull();
    expect(regularisedNonword('work')).toBeNull();
    expect(regularisedNonword('find')).toBe('finded');
  });
});
