import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { dialect, drawSubjects, fillTokens } from './fill.ts';
import { LINKING_PEOPLE, people, person } from './people.ts';

const ALL = dialect(
  'Subject subject pron Pron obj objOrName refl poss Poss Owner whos Whos hers is isnt was has hasnt does doesnt s es pl blank',
);

// Each word for Anna, he, I, you and my parents (~ a space, - nothing).
const EXPECTED = `
  Subject    Anna     He       I       You      My~parents
  subject    Anna     he       I       you      my~parents
  pron       she      he       I       you      they
  Pron       She      He       I       You      They
  obj        her      him      me      you      them
  objOrName  Anna     him      me      you      my~parents
  refl       herself  himself  myself  yourself themselves
  poss       her      his      my      your     their
  Poss       Her      His      My      Your     Their
  Owner      Anna’s   His      My      Your     My~parents’
  whos       Anna's   he's     I's     you's    my~parents's
  Whos       Anna's   He's     I's     You's    My~parents's
  hers       hers     his      mine    yours    theirs
  is         is       is       am      are      are
  isnt       isn't    isn't    am~not  aren't   aren't
  was        was      was      was     were     were
  has        has      has      have    have     have
  hasnt      hasn't   hasn't   haven't haven't  haven't
  does       does     does     do      do       do
  doesnt     doesn't  doesn't  don't   don't    don't
  s          s        s        -       -        -
  es         es       es       -       -        -
  pl         -        -        -       -        s
  blank      ___      ___      ___     ___      ___`;

describe('fillTokens', () => {
  it('writes every word for a name, a pronoun, the speaker, the listener and a group', () => {
    const subjects = ['Anna', 'he', 'I', 'you', 'my parents'].map(person);
    for (const row of EXPECTED.trim().split('\n')) {
      const [word = '', ...want] = row.trim().split(/ +/);
      const got = subjects.map((s) => fillTokens(`{${word}}`, s, ALL) || '-');
      expect(got, word).toEqual(want.map((w) => w.replaceAll('~', ' ')));
    }
  });

  it('capitalises the subject opening a line only, and refers back with the pronoun after the first mention', () => {
    const d = dialect('S=subjectOpening X=subjectThenPron');
    expect(fillTokens('{S} said {S} was late.', person('my sister'), d)).toBe(
      'My sister said my sister was late.',
    );
    expect(fillTokens('When {X} got home, {X} was tired.', person('Tom'), d)).toBe(
      'When Tom got home, he was tired.',
    );
  });

  it('writes the present simple after the prefix its dialect names, and leaves unknown tokens as written', () => {
    const d = dialect('v:=present');
    expect(fillTokens('{v:watch} {v:try} {v:go} {x:go} {who} {a|b}', person('Anna'), d)).toBe(
      'watches tries goes {x:go} {who} {a|b}',
    );
    expect(fillTokens('{v:watch}', person('we'), d)).toBe('watch');
  });

  it('refuses a dialect naming a word it does not have', () => {
    expect(() => dialect('S=nobody')).toThrow('no word nobody');
  });
});

describe('drawSubjects', () => {
  it('draws distinct subjects that fit the line, the same for the same seed', () => {
    const draw = () => drawSubjects(createRng('fill-test'), LINKING_PEOPLE, 4, 'I told my brother.');
    const drawn = draw().map((s) => s.text);
    expect(drawn).toEqual(draw().map((s) => s.text));
    // The line names the speaker and a relative: the speaker (I, we) and the speaker's relatives stay out.
    expect([...drawn].sort()).toEqual(['Anna', 'Oksana', 'Taras', 'Tom']);
  });
});

describe('people', () => {
  it('gives each name its person and possessive, children not adults, and refuses an unknown name', () => {
    expect(people('I, Kate and I, you, my mum, the children')).toEqual([
      { text: 'I', person: '1sg', poss: 'my', adult: true },
      { text: 'Kate and I', person: '1pl', poss: 'our', adult: true },
      { text: 'you', person: '2', poss: 'your', adult: true },
      { text: 'my mum', person: '3sg', poss: 'her', adult: true },
      { text: 'the children', person: '3pl', poss: 'their', adult: false },
    ]);
    expect(() => person('Zeus')).toThrow('no person Zeus');
  });
});
