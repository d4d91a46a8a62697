import { z } from 'zod';
import { d, expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './possessive-s.data.json' with { type: 'json' };
import copy from './possessive-s.json' with { type: 'json' };

/**
 * Possessive 's / s': the owner's number is fixed inside the sentence (two, both, all, my … and …, an
 * irregular plural), so "my sister's" vs "my sisters'" is never left to guess. Names ending in -s are
 * avoided (James' / James's are both accepted).
 */
const NAMES = ['Tom', 'Anna', 'Olena', 'Maria', 'Peter', 'Ivan', 'Sophie', 'Mark', 'Kate', 'Andriy'];
const NAME_THINGS = table('NAME_THINGS', data.NAME_THINGS, z.string());
/** Plural owners, [phrase, plural head, singular head, things that suit a shared owner]. */
const PLURAL: [string, string, string, string[]][] = table(
  'PLURAL',
  data.PLURAL,
  z.tuple([z.string(), z.string(), z.string(), z.array(z.string())]),
);
const IRREGULAR: [string, string, string[]][] = table(
  'IRREGULAR',
  data.IRREGULAR,
  z.tuple([z.string(), z.string(), z.array(z.string())]),
);
const FRAMES: [string, RegExp][] = [
  [
    'That is ___ THING.',
    /^(car|bedroom|dog|new flat|bike|house|garden|room|team|changing room|football|school)$/,
  ],
  ['Have you seen ___ THING?', /^(car|new flat|dog|bike|toys|bikes|coats|books|garden|house|shirts|sister)$/],
  [
    'I don’t know ___ THING.',
    /^(phone number|names|opinion|email address|exam results|phone numbers|problems|sister)$/,
  ],
  ['We went to ___ THING.', /^(birthday party|new flat|house|wedding|wedding anniversary|school)$/],
  ['Please don’t touch ___ THING.', /^(toys|books|bikes|coats|football)$/],
  ['It’s none of my business: it’s ___ THING.', /^(business)$/],
  ['Don’t worry about ___ THING.', /^(opinions|problems|opinion)$/],
];

function frameFor(rng: Rng, thing: string): string | undefined {
  const fits = FRAMES.filter(([, re]) => re.test(thing)).map(([f]) => f);
  return fits.length ? rng.pick(fits) : undefined;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (lead: string, answer: string, thing: string, wrong: Wrong[], rule: string, owner: string) => {
    const frame = frameFor(rng, thing);
    if (!frame) return;
    const hint = rule === 'sg' ? ` (${owner})` : '';
    const text = frame.replace('THING', thing).replace('___', `${lead}___${hint}`);
    out.push({
      text: text.charAt(0).toUpperCase() + text.slice(1),
      answer,
      wrong: wrong.filter((w) => w.choice !== answer),
      ruleId: rule,
      trigger: [owner],
      skeleton: `possessive-s:${rule}:${FRAMES.findIndex(([f]) => f === frame)}:${thing}`,
    });
  };
  for (const name of NAMES) {
    for (const thing of NAME_THINGS) {
      push(
        '',
        `${name}’s`,
        thing,
        [
          { choice: `${name}s’`, errorType: 'apostrophe-after-s-singular', params: { owner: name } },
          { choice: `${name}s`, errorType: 'missing-apostrophe', params: { owner: name } },
        ],
        'sg',
        name,
      );
    }
  }
  for (const [np, pl, sg, things] of PLURAL) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’`,
        thing,
        [
          { choice: `${pl}’s`, errorType: 'apostrophe-s-plural', params: { owner: pl } },
          // "my parent's garden" is right for one parent: the singular is offered only when a number fixes it.
          ...(/\b(two|three)\b/.test(np)
            ? [{ choice: `${sg}’s`, errorType: 'singular-possessive-for-plural', params: { owner: pl } }]
            : []),
        ],
        'pl',
        np,
      );
    }
  }
  for (const [np, pl, things] of IRREGULAR) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’s`,
        thing,
        [
          { choice: `${pl}s’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
          { choice: `${pl}’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
        ],
        'irr',
        np,
      );
    }
  }
  // Issue 16: authored bases after the combined ones (their ids and order stay).
  AUTHORED.forEach(([rule, sg, pl, base, fixed, cue], i) => {
    const owner = rule === 'sg' ? sg : pl;
    for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
      const wrong: Wrong[] =
        rule === 'sg'
          ? [
              d(`${pl}’`, 'plural-possessive-for-singular', { owner: sg }),
              d(pl, 'missing-apostrophe', { owner: sg }),
            ]
          : rule === 'pl'
            ? [
                d(`${pl}’s`, 'apostrophe-s-plural', { owner: pl }),
                ...(fixed ? [d(`${sg}’s`, 'singular-possessive-for-plural', { owner: pl })] : []),
              ]
            : [
                d(`${pl}s’`, 'apostrophe-after-irregular', { owner: pl }),
                d(`${pl}’`, 'apostrophe-after-irregular', { owner: pl }),
                ...(fixed ? [d(`${sg}’s`, 'singular-possessive-for-plural', { owner: pl })] : []),
              ];
      out.push({
        text,
        answer: rule === 'pl' ? `${pl}’` : `${owner}’s`,
        wrong,
        ruleId: rule,
        trigger: [cue ?? cueBefore(text)],
        skeleton: `possessive-s:authored:${i}`,
      });
    }
  });
  NAMED.forEach((base, i) => {
    for (const name of rng.shuffle(NAMES).slice(0, 3)) {
      const text = rng.pick(expand(base.replace('{N}', name)));
      out.push({
        text,
        answer: `${name}’s`,
        wrong: [
          d(`${name}s’`, 'apostrophe-after-s-singular', { owner: name }),
          d(`${name}s`, 'missing-apostrophe', { owner: name }),
        ],
        ruleId: 'sg',
        trigger: [name],
        skeleton: `possessive-s:named:${i}`,
      });
    }
  });
  return out;
}

/** The words just before the gap that fix the number of owners ("My two", "Both", "This", "One"). */
function cueBefore(text: string): string {
  const words = (text.split(' ___')[0] ?? '').split(' ').filter(Boolean);
  return words.slice(-2).join(' ') || (text.split('___ ')[1] ?? '').split(' ')[0] || '___';
}

/**
 * Authored bases (issue 16), one skeleton each: [rule, singular, plural, sentence, number fixed, cue].
 * The sentence fixes how many owners there are: a number, both, all, each, this, one, a pronoun after
 * the owner (she, he, they). The singular possessive is offered against a plural owner only when the
 * number is fixed (`fixed`), since "my parent’s house" is right for one parent; a bare plural ("my
 * parents house") is never offered against s’ (attributive plurals such as "the teachers room" are
 * heard). No "of" phrase is offered anywhere (the end of the film / the film’s end are both right).
 *
 * Notes on rows (the rows are in possessive-s.data.json):
 * - before row ["sg","brother","brothers","My ___ {car|laptop|bike} is new, and he is: Issue 16, "the full catalogue": more bases; the sentence fixes the number of owners as above.
 */
export const AUTHORED: ['sg' | 'pl' | 'irr', string, string, string, boolean, string?][] = table(
  'AUTHORED',
  data.AUTHORED,
  z.tuple([
    z.enum(['sg', 'pl', 'irr']),
    z.string(),
    z.string(),
    z.string(),
    z.boolean(),
    z.string().optional(),
  ]),
);

/**
 * Names as singular owners (the hint says who), one skeleton per base, three names each.
 *
 * Notes on rows (the rows are in possessive-s.data.json):
 * - before row "I met ___ ({N}) {brother|sister|cousin} at the party last night.": Issue 16, "the full catalogue".
 */
const NAMED: string[] = table('NAMED', data.NAMED, z.string());

export const possessiveSTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
