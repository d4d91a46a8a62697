import { z } from 'zod';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './plural-nouns.data.json' with { type: 'json' };
import copy from './plural-nouns.json' with { type: 'json' };

/**
 * Nouns by where they fit, and frames for each group with a number or "two/several/many" that forces the
 * plural. Nouns with two accepted plurals (scarf, hoof, cactus, mosquito, zero, person/persons…) are left out.
 */
const GROUPS: [string[], string[]][] = table(
  'GROUPS',
  data.GROUPS,
  z.tuple([z.array(z.string()), z.array(z.string())]),
);

/** Frames that only suit some nouns: keep "visited fifteen ___" for places, and so on. */
const FITS: Record<string, RegExp> = {
  'The police caught three ___.': /^(thief|man|woman|boy)$/,
  'My uncle has ten ___ on his farm.': /^(sheep|goose|horse|calf|donkey|turkey|pony)$/,
  'We saw some ___ near the river.': /^(sheep|goose|horse|wolf|fox|donkey|pony)$/,
  'We need six more ___ for the party.': /^(knife|dish|glass|cup|spoon|tray)$/,
  'She washed all the ___.': /^(knife|dish|glass|cup|spoon|brush|tray)$/,
  'There are two ___ on the table.': /^(knife|dish|glass|cup|spoon|box|match|brush|tray)$/,
  'I saw two ___ in the park.': /^(child|woman|man|baby|family|lady|boy)$/,
  'There were twenty ___ at the meeting.': /^(child|woman|man|family|lady|boy)$/,
  'Several ___ were waiting outside.': /^(child|woman|man|family|lady|boy)$/,
  'She has visited fifteen ___.': /^(city|country|beach|church|zoo)$/,
  'I have two ___ to show you.': /^(photo|video|dress|key|toy|dictionary|watch|video game|address)$/,
  'There are many ___ like this.': /^(city|church|beach|roof|cliff|zoo|bus|watch|dress|toy|piano|radio)$/,
  'We saw dozens of ___.': /^(bus|church|beach|cliff|leaf|roof|photo|toy|video)$/,
  'How many ___ does the company have?': /^(bus|lorry|ferry|van|coach)$/,
  'We need two more ___.': /^(secretary|nurse|waitress|dentist|journalist|firefighter)$/,
  'There were ten ___ at the meeting.':
    /^(policeman|secretary|housewife|nurse|businessman|journalist|firefighter|boss)$/,
  // A reporter interviews people (an article only quotes them), and not five fellow journalists.
  'The reporter interviewed five ___.':
    /^(policeman|housewife|nurse|businessman|waitress|dentist|firefighter)$/,
  // Feet are not brushed and teeth do not hurt after a walk; a ferry is not in a car park; a recipe takes
  // vegetables and fruit, not sandwiches, loaves or bunches of bananas.
  'Brush your ___ twice a day.': /^tooth$/,
  'My ___ hurt after the long walk.': /^foot$/,
  'There were two ___ in the car park.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We saw three ___ outside the station.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We need three ___ for the recipe.': /^(potato|tomato|peach|cherry|strawberry|sausage)$/,
  'There are three ___ in the hall.': /^(bench|armchair|desk|lamp|wardrobe|bookcase)$/,
  'There are four ___ in our town.':
    /^(church|library|factory|hotel|university|museum|bakery|pharmacy|supermarket)$/,
};

/**
 * Issue 16: authored bases, one skeleton each, with the nouns that suit that very sentence. The plural is
 * forced by a number, a plural verb, both/these/several/many, or a pronoun that refers back (them, they).
 * No noun with two accepted plurals (scarf, hoof, cactus, mosquito, volcano, mango, fish, person, penny, bus
 * variants), and no sentence where the singular also reads well (wash the dish, their first tooth).
 *
 * Notes on rows (the rows are in plural-nouns.data.json):
 * - before row [["man","woman"],"Three ___ in orange jackets were fixing the road."]: Issue 16, "the full catalogue": more bases, one skeleton each, every plural from morph/.
 */
export const AUTHORED: [string[], string][] = table(
  'AUTHORED',
  data.AUTHORED,
  z.tuple([z.array(z.string()), z.string()]),
);

/** Wrong plurals from the usual learner rules, minus any real or accepted form. */
function wrongPlurals(noun: string, right: string): Wrong[] {
  const head = noun.split(' ')[0] ?? noun;
  const rest = noun.slice(head.length);
  const out = new Map<string, string>();
  const add = (w: string, type: string) => {
    const full = `${w}${rest}`;
    if (full !== right && !out.has(full)) out.set(full, type);
  };
  add(`${head}s`, 'plural-just-s');
  if (/(s|x|ch|sh)$/.test(head)) add(`${head}s`, 'plural-missing-es');
  if (/y$/.test(head))
    add(
      /[aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`,
      /[aeiou]y$/.test(head) ? 'plural-y-after-vowel' : 'plural-y-to-ies',
    );
  if (/o$/.test(head)) add(right.endsWith('oes') ? `${head}s` : `${head}es`, 'plural-o');
  if (/[^f]fe?$/.test(head))
    add(right.includes('ves') ? `${head}s` : head.replace(/fe?$/, 'ves'), 'plural-f-ves');
  if (right.split(' ')[0] === head) add(`${head}es`, 'plural-extra-es');
  add(head, 'singular-after-number');
  return [...out.entries()]
    .filter(([w]) => !(noun === 'roof' && w === 'rooves'))
    .slice(0, 3)
    .map(([choice, errorType]) => ({ choice, errorType, params: { noun, plural: right } }));
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  GROUPS.forEach(([nouns, frames], gi) => {
    frames.forEach((frame, fi) => {
      const fit = FITS[frame];
      for (const noun of nouns) {
        if (fit && !fit.test(noun)) continue;
        const right = plural(noun);
        const wrong = wrongPlurals(noun, right);
        if (wrong.length === 0) continue;
        const irregular =
          !/(s|es)$/.test(right.split(' ')[0] ?? '') || /ves$/.test(right.split(' ')[0] ?? '');
        out.push({
          text: frame.replace('___', `___ (${noun})`),
          answer: right,
          wrong: rng.shuffle(wrong),
          ruleId: irregular
            ? 'irregular'
            : /ies$/.test(right.split(' ')[0] ?? '')
              ? 'y-ies'
              : /es$/.test(right.split(' ')[0] ?? '')
                ? 'es'
                : 's',
          trigger: [
            frame.match(
              /\b(three|two|five|a few|six|all the|How many|twenty|Several|ten|some|fifteen|many|dozens of|your|My)\b/,
            )?.[0] ?? triggerOf(frame, right.split(' ')[0] ?? right),
          ],
          skeleton: `plural:${gi}:${fi}`,
        });
      }
    });
  });
  AUTHORED.forEach(([nouns, frame], i) => {
    for (const noun of nouns) {
      const right = plural(noun);
      const wrong = wrongPlurals(noun, right);
      if (wrong.length === 0) continue;
      const head = right.split(' ')[0] ?? '';
      out.push({
        text: frame.replace('___', `___ (${noun})`),
        answer: right,
        wrong: rng.shuffle(wrong),
        ruleId: ruleOf(noun, right),
        trigger: [triggerOf(frame, head)],
        skeleton: `plural:a${i}`,
      });
    }
  });
  return out;
}

/** The rule a plural shows: irregular (and -ves), -ies, -es or -s. */
function ruleOf(noun: string, right: string): string {
  const head = right.split(' ')[0] ?? '';
  if (!/(s|es)$/.test(head) || /ves$/.test(head) || !head.startsWith(noun.slice(0, -1))) return 'irregular';
  return /ies$/.test(head) ? 'y-ies' : /es$/.test(head) && !/[aeiou]s$/.test(head.slice(0, -1)) ? 'es' : 's';
}

/**
 * The word of a base that forces the plural: a number, both/these/many…, a plural verb; otherwise the plural
 * itself, whose sense the sentence fixes (brushes her teeth, collects old watches).
 */
function triggerOf(frame: string, head: string): string {
  return (
    frame.match(
      /\b(two|three|four|five|six|ten|twenty|thirty|fifty|hundred|hundreds of|thousand|dozens of|both|Both|These|these|several|many|Many|most|Most|all|All|lots of|full of|some of|Some|How many|Which of these|are|were|them|they|live|lives|turn|need|have|take)\b/,
    )?.[0] ?? head
  );
}

export const pluralNounsTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
