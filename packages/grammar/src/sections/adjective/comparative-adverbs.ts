import { z } from 'zod';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './comparative-adverbs.data.json' with { type: 'json' };
import copy from './comparative-adverbs.json' with { type: 'json' };

/**
 * Comparative adverbs: more carefully, faster, harder, better, worse, earlier, later. Adverbs whose -er form
 * is also common (quicker, slower, louder, clearer, easier, safer) are left out: either form would be right.
 */
const FORMS: Record<string, { comp: string; wrong: [string, string][] }> = record(
  'FORMS',
  data.FORMS,
  z.strictObject({ comp: z.string(), wrong: z.array(z.tuple([z.string(), z.string()])) }),
);
/** The adverb shown as the hint in brackets. */
const HINT: Record<string, string> = record('HINT', data.HINT, z.string());
const hint = (adj: string) => HINT[adj] ?? `${adj}ly`;

const ACTIONS: [string, string[]][] = table(
  'ACTIONS',
  data.ACTIONS,
  z.tuple([z.string(), z.array(z.string())]),
);
const PAIRS: [string, string][] = table('PAIRS', data.PAIRS, z.tuple([z.string(), z.string()]));
const FRAMES = table('FRAMES', data.FRAMES, z.string());

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
