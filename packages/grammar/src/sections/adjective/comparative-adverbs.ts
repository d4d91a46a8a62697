import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './comparative-adverbs.json' with { type: 'json' };

/**
 * Comparative adverbs: more carefully, faster, harder, better, worse, earlier, later. Adverbs whose -er form
 * is also common (quicker, slower, louder, clearer, easier, safer) are left out: either form would be right.
 */
const FORMS: Record<string, { comp: string; wrong: [string, string][] }> = {
  careful: {
    comp: 'more carefully',
    wrong: [
      ['more careful', 'comparative-adjective-for-adverb'],
      ['most carefully', 'superlative-for-comparative'],
    ],
  },
  careless: {
    comp: 'more carelessly',
    wrong: [
      ['more careless', 'comparative-adjective-for-adverb'],
      ['most carelessly', 'superlative-for-comparative'],
    ],
  },
  fluent: {
    comp: 'more fluently',
    wrong: [
      ['more fluent', 'comparative-adjective-for-adverb'],
      ['fluentlier', 'er-with-ly-adverb'],
    ],
  },
  beautiful: {
    comp: 'more beautifully',
    wrong: [
      ['more beautiful', 'comparative-adjective-for-adverb'],
      ['beautifullier', 'er-with-ly-adverb'],
    ],
  },
  polite: {
    comp: 'more politely',
    wrong: [
      ['more polite', 'comparative-adjective-for-adverb'],
      ['most politely', 'superlative-for-comparative'],
    ],
  },
  patient: {
    comp: 'more patiently',
    wrong: [
      ['more patient', 'comparative-adjective-for-adverb'],
      ['most patiently', 'superlative-for-comparative'],
    ],
  },
  dangerous: {
    comp: 'more dangerously',
    wrong: [
      ['more dangerous', 'comparative-adjective-for-adverb'],
      ['dangerouslier', 'er-with-ly-adverb'],
    ],
  },
  honest: {
    comp: 'more honestly',
    wrong: [
      ['more honest', 'comparative-adjective-for-adverb'],
      ['most honestly', 'superlative-for-comparative'],
    ],
  },
  calm: {
    comp: 'more calmly',
    wrong: [
      ['more calm', 'comparative-adjective-for-adverb'],
      ['most calmly', 'superlative-for-comparative'],
    ],
  },
  fast: {
    comp: 'faster',
    wrong: [
      ['more fast', 'more-with-short-adverb'],
      ['more fastly', 'nonword-adverb'],
    ],
  },
  hard: {
    comp: 'harder',
    wrong: [
      ['more hard', 'more-with-short-adverb'],
      ['more hardly', 'hardly-meaning'],
    ],
  },
  early: {
    comp: 'earlier',
    wrong: [
      ['more early', 'more-with-short-adverb'],
      ['earliest', 'superlative-for-comparative'],
    ],
  },
  late: {
    comp: 'later',
    wrong: [
      ['more late', 'more-with-short-adverb'],
      ['latest', 'superlative-for-comparative'],
    ],
  },
  good: {
    comp: 'better',
    wrong: [
      ['more well', 'more-with-irregular'],
      ['gooder', 'regularised-irregular-adjective'],
      ['best', 'superlative-for-comparative'],
    ],
  },
  bad: {
    comp: 'worse',
    wrong: [
      ['more badly', 'more-with-irregular'],
      ['badder', 'regularised-irregular-adjective'],
      ['worst', 'superlative-for-comparative'],
    ],
  },
};
/** The adverb shown as the hint in brackets. */
const HINT: Record<string, string> = {
  fast: 'fast',
  hard: 'hard',
  early: 'early',
  late: 'late',
  good: 'well',
  bad: 'badly',
};
const hint = (adj: string) => HINT[adj] ?? `${adj}ly`;

const ACTIONS: [string, string[]][] = [
  ['drives', ['careful', 'careless', 'fast', 'dangerous', 'bad', 'good']],
  ['speaks English', ['fluent', 'good', 'bad']],
  ['sings', ['beautiful', 'good', 'bad']],
  ['works', ['hard', 'careful', 'good']],
  ['gets up', ['early', 'late']],
  ['explains things', ['patient', 'good', 'careful']],
  ['answers questions', ['polite', 'honest', 'calm', 'patient']],
  ['plays the piano', ['beautiful', 'good', 'bad']],
  ['swims', ['fast', 'good', 'bad']],
  ['cooks', ['good', 'bad']],
  ['writes', ['careful', 'beautiful', 'good', 'fast']],
  ['runs', ['fast']],
  ['goes to bed', ['early', 'late']],
];
const PAIRS: [string, string][] = [
  ['My brother', 'my sister'],
  ['Tom', 'Anna'],
  ['Anna', 'her twin sister'],
  ['My dad', 'my mum'],
  ['Our new teacher', 'the old one'],
  ['She', 'her colleagues'],
  ['My son', 'his friends'],
  ['Olena', 'her husband'],
];
const FRAMES = [
  'S V ___ than C.',
  'S V much ___ than C.',
  'S V a bit ___ than C.',
  'I think S V ___ than C.',
];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  ACTIONS.forEach(([verb, adjs], ai) => {
    FRAMES.forEach((frame, fi) => {
      for (const adj of adjs) {
        const form = FORMS[adj];
        if (!form) continue;
        for (const [s, c] of rng.shuffle(PAIRS).slice(0, 6)) {
          const subj =
            frame.startsWith('S') || /^(Tom|Anna|Olena)$/.test(s) || s === 'She' ? s : s.toLowerCase();
          const subject = frame.startsWith('S') ? s : subj === 'She' ? 'she' : subj;
          const text = frame
            .replace('S', subject)
            .replace('V', verb)
            .replace('C', c)
            .replace('___', `___ (${hint(adj)})`);
          const wrong: Wrong[] = form.wrong.slice(0, 3).map(([choice, errorType]) => ({
            choice,
            errorType,
            params: { adjective: adj, comparative: form.comp },
          }));
          out.push({
            text,
            answer: form.comp,
            wrong,
            ruleId: form.comp.startsWith('more')
              ? 'more-ly'
              : adj === 'good' || adj === 'bad'
                ? 'irregular'
                : 'er',
            trigger: ['than', verb],
            skeleton: `comp-adv:${ai}:${fi}`,
          });
        }
      }
    });
  });
  return out;
}

export const comparativeAdverbsTopic: TopicDef = makeTopic(copy, { target: 1200, build: items });
