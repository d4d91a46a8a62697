import { z } from 'zod';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './adjectives-and-adverbs.data.json' with { type: 'json' };
import copy from './adjectives-and-adverbs.json' with { type: 'json' };

/** Adjective → adverb, pinned by hand: good → well, fast → fast, hard → hard, late → late. */
const ADV: Record<string, string> = record('ADV', data.ADV, z.string());
/** Wrong adverb forms for the irregular ones (never real words with this meaning). */
const NONWORD: Record<string, [string, string]> = record(
  'NONWORD',
  data.NONWORD,
  z.tuple([z.string(), z.string()]),
);

/**
 * What people do, and the manner adverbs (by adjective) that fit each action.
 *
 * Notes on rows (the rows are in adjectives-and-adverbs.data.json):
 * - before row ["sleeps",["bad","good","peaceful"]]: Not "sleeps calmly" (round 2003): people sleep badly, well or peacefully.
 */
const ACTIONS: [string, string[]][] = table(
  'ACTIONS',
  data.ACTIONS,
  z.tuple([z.string(), z.array(z.string())]),
);
const SUBJECTS = ['My brother', 'Anna', 'Tom', 'My neighbour', 'She', 'He', 'My dad', 'My sister', 'My mum'];
/**
 * Actions that belong to some people only: a classroom exercise is done by learners, the rules are
 * explained by a teacher or a manager, a fire is fought by firefighters ("My neighbour did the exercise
 * easily" read as a swapped-in subject and was crossed out). Past actions only take plural subjects.
 */
const LEARNERS = table('LEARNERS', data.LEARNERS, z.string());
const OWN_SUBJECTS: [RegExp, string[]][] = [
  [/did the exercise|checked the answers|passed the test/, LEARNERS],
  [
    /explained the rules/,
    [
      'Our teacher',
      'The new manager',
      'The coach',
      'The referee',
      'She',
      'He',
      'The guide',
      'The instructor',
      'Our boss',
    ],
  ],
  [
    /children/,
    ['Our teacher', 'The doctor', 'My mum', 'My dad', 'She', 'He', 'The nurse', 'The new teacher', 'Grandma'],
  ],
  [
    /customers/,
    [
      'The new manager',
      'The shop assistant',
      'Anna',
      'Tom',
      'She',
      'He',
      'The waiter',
      'My sister',
      'The receptionist',
    ],
  ],
  [
    /fought the fire/,
    ['The firefighters', 'The firefighter', 'The young firefighter', 'The crew', 'The local firefighters'],
  ],
  [
    /arrived at the meeting|read the contract/,
    ['The new manager', 'My dad', 'Tom', 'Anna', 'She', 'He', 'My boss', 'My colleague', 'My mum'],
  ],
  [/behaved/, ['The children', 'My little brother', 'The boys', 'The class', 'My son', 'The twins']],
];
const subjectsFor = (action: string): string[] =>
  OWN_SUBJECTS.find(([re]) => re.test(action))?.[1] ?? SUBJECTS;

/** Linking verbs take an adjective: [sentence, adjective]. */
const LINKING: [string, string][] = table('LINKING', data.LINKING, z.tuple([z.string(), z.string()]));
const ADV_EXTRA: Record<string, string> = record('ADV_EXTRA', data.ADV_EXTRA, z.string());

/** Adjectives before nouns: [sentence with ___ before a noun, adjective]. */
const BEFORE_NOUN: [string, string][] = table(
  'BEFORE_NOUN',
  data.BEFORE_NOUN,
  z.tuple([z.string(), z.string()]),
);
/** Adverbs before adjectives: [sentence, adjective whose adverb fills the gap]. */
const DEGREE: [string, string][] = table('DEGREE', data.DEGREE, z.tuple([z.string(), z.string()]));
const DEG_ADV: Record<string, string> = record('DEG_ADV', data.DEG_ADV, z.string());

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  ACTIONS.forEach(([action, adjs], ai) => {
    const past = /ed\b|ought\b/.test(action.split(' ')[0] ?? '');
    for (const adj of adjs) {
      for (const subj of subjectsFor(action)) {
        const adv = ADV[adj] ?? `${adj}ly`;
        const verb = subj === 'They' ? action : action;
        const wrong: Wrong[] = [];
        const special = NONWORD[adj];
        if (adj === 'good')
          wrong.push({
            choice: 'good',
            errorType: 'adjective-for-adverb',
            params: { adjective: 'good', adverb: 'well' },
          });
        else if (special) {
          wrong.push({ choice: special[0], errorType: special[1], params: { adjective: adj, adverb: adv } });
        } else
          wrong.push({
            choice: adj,
            errorType: 'adjective-for-adverb',
            params: { adjective: adj, adverb: adv },
          });
        out.push({
          text: `${subj} ${verb} ___ (${adj}).`,
          answer: adv,
          wrong,
          ruleId: adj === 'good' || special ? 'irregular-adverbs' : 'adverb-verb',
          trigger: [action.split(' ').slice(-2).join(' ')],
          skeleton: `adj-adv:action:${ai}`,
          features: { tense: past ? 'past' : 'present' },
        });
      }
    }
  });
  LINKING.forEach(([text, adj], i) => {
    const adv = ADV[adj] ?? ADV_EXTRA[adj] ?? `${adj}ly`;
    const real = adj === 'good' ? 'well' : adv;
    out.push({
      text,
      answer: adj,
      wrong: [
        {
          choice: real,
          errorType: 'adverb-for-adjective',
          params: { adjective: adj, adverb: real, after: 'linking' },
        },
      ],
      ruleId: 'adjective-linking',
      trigger: [text.split(' ___')[0]?.split(' ').pop() ?? ''],
      skeleton: `adj-adv:link:${i}`,
    });
  });
  BEFORE_NOUN.forEach(([text, adj], i) => {
    const adv = ADV[adj] ?? `${adj}ly`;
    const wrong: Wrong[] =
      adv === adj
        ? []
        : [
            {
              choice: adv,
              errorType: 'adverb-for-adjective',
              params: { adjective: adj, adverb: adv, after: 'noun' },
            },
          ];
    if (wrong.length === 0) return;
    out.push({
      text,
      answer: adj,
      wrong,
      ruleId: 'adjective-noun',
      trigger: [text.split('___ ')[1]?.split(/[ .]/)[0] ?? ''],
      skeleton: `adj-adv:noun:${i}`,
    });
  });
  DEGREE.forEach(([text, adj], i) => {
    const adv = DEG_ADV[adj] ?? `${adj}ly`;
    out.push({
      text,
      answer: adv,
      wrong: [
        {
          choice: adj,
          errorType: 'adjective-for-adverb',
          params: { adjective: adj, adverb: adv, before: 'adjective' },
        },
      ],
      ruleId: 'adverb-adjective',
      trigger: [text.split('___ ')[1]?.split(/[ .]/)[0] ?? ''],
      skeleton: `adj-adv:degree:${i}`,
    });
  });
  return out;
}

export const adjAdvTopic: TopicDef = makeTopic(copy, { target: 1400, build: items });
