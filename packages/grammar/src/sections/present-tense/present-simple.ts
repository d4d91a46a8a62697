import { type Clause, clauseText, presentClauses } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { bePresent, is3sg } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import presentSimpleCopy from './present-simple.json' with { type: 'json' };
import thirdPersonSSpellingCopy from './third-person-s-spelling.json' with { type: 'json' };

function trigger(c: Clause): string[] {
  return [c.subject.text, ...(c.marker ? [c.marker] : [])];
}

function psItem(rng: Rng, c: Clause): Item {
  const third = thirdPerson(c.verb);
  const sg = is3sg(c.subject);
  const answer = sg ? third : c.verb;
  const wrong: Wrong[] = [
    sg
      ? { choice: c.verb, errorType: 'agreement-3sg', params: { subject: c.subject.text, needed: third } }
      : { choice: third, errorType: 'agreement-plural', params: { subject: c.subject.text, needed: c.verb } },
    { choice: ingForm(c.verb), errorType: 'ing-no-be', params: { verb: c.verb } },
  ];
  if (c.verb !== 'be' && c.verb !== 'have')
    wrong.push({
      choice: `${bePresent(c.subject)} ${c.verb}`,
      errorType: 'be-plus-base',
      params: { verb: c.verb },
    });
  return {
    text: clauseText(c),
    answer,
    wrong: limitWrong(rng, wrong, 3, 1),
    ruleId: sg ? 'ps-3sg-s' : 'ps-base',
    trigger: trigger(c),
    skeleton: `ps-${c.skeleton}`,
    features: { kind: c.kind },
  };
}

export const presentSimple: TopicDef = makeTopic(presentSimpleCopy, {
  target: 2000,
  build: (rng) => presentClauses(rng, 12).map((c) => psItem(rng, c)),
});

/** Wrong spellings of the -s form, each a non-word produced by a rule learners misapply. */
export function wrongThirdSpellings(verb: string): Wrong[] {
  const right = thirdPerson(verb);
  const out: Wrong[] = [];
  const add = (choice: string, rule: string) => {
    if (choice !== right) out.push({ choice, errorType: 'spelling-s', params: { rule, needed: right } });
  };
  if (verb === 'have') add('haves', 'have');
  else if (/(s|x|z|ch|sh)$/.test(verb)) add(`${verb}s`, 'es');
  else if (/[^aeiou]o$/.test(verb)) add(`${verb}s`, 'o');
  else if (/[^aeiou]y$/.test(verb)) {
    add(`${verb}s`, 'ies');
    add(`${verb.slice(0, -1)}ys`, 'ies');
  } else if (/[aeiou]y$/.test(verb)) add(`${verb.slice(0, -1)}ies`, 'vowel-y');
  // Only after two consonants or a long vowel: "planes", "hopes", "wines" are real words, "singes" too.
  else if ((/[^aeiou][^aeiouy]$/.test(verb) || /[aeiou]{2}[^aeiou]$/.test(verb)) && verb !== 'sing')
    add(`${verb}es`, 'plain-s');
  return out;
}

function spellingItem(rng: Rng, c: Clause): Item | null {
  const spellings = wrongThirdSpellings(c.verb);
  if (spellings.length === 0) return null;
  const third = thirdPerson(c.verb);
  const wrong: Wrong[] = [
    ...spellings,
    { choice: c.verb, errorType: 'agreement-3sg', params: { subject: c.subject.text, needed: third } },
  ];
  return {
    text: clauseText(c),
    answer: third,
    wrong: limitWrong(rng, wrong, 3, 1),
    ruleId: spellings[0]?.params?.rule === 'plain-s' ? 'spell-s' : `spell-${spellings[0]?.params?.rule}`,
    trigger: [c.subject.text, c.verb],
    skeleton: `sp-${c.skeleton}`,
  };
}

export const thirdPersonSpelling: TopicDef = makeTopic(thirdPersonSSpellingCopy, {
  target: 700,
  build: (rng) =>
    presentClauses(rng, 10, (s) => s.person === '3sg')
      .map((c) => spellingItem(rng, c))
      .filter((it): it is Item => it !== null)
      // Plain -s verbs are the easy majority: keep a third of them so the tricky spellings dominate.
      .filter((it) => it.ruleId !== 'spell-s' || rng.int(3) === 0),
});
