import type { Rng, TopicDef } from '../../types.ts';
import { indefiniteArticle } from '../articles.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { NOUNS, type Noun } from '../lexicon/nouns.ts';

interface Phrase {
  text: string;
  plural: boolean;
  skeleton: string;
}

/** What follows "there is/are": a/an + singular, a number/some + plural, some + uncountable. */
function phrases(noun: Noun): Phrase[] {
  if (!noun.count)
    return [
      { text: `some ${noun.sg}`, plural: false, skeleton: 'some-unc' },
      { text: `a lot of ${noun.sg}`, plural: false, skeleton: 'lot-unc' },
    ];
  return [
    { text: `${indefiniteArticle(noun.sg)} ${noun.sg}`, plural: false, skeleton: 'a-sg' },
    { text: `two ${noun.pl}`, plural: true, skeleton: 'num-pl' },
    { text: `three ${noun.pl}`, plural: true, skeleton: 'num-pl' },
    { text: `some ${noun.pl}`, plural: true, skeleton: 'some-pl' },
    { text: `a lot of ${noun.pl}`, plural: true, skeleton: 'lot-pl' },
  ];
}

function* thereItems(rng: Rng): Generator<[Noun, Phrase, string]> {
  const all: [Noun, Phrase, string][] = [];
  for (const noun of NOUNS)
    for (const p of phrases(noun)) for (const place of noun.places) all.push([noun, p, place]);
  yield* rng.shuffle(all);
}

function thereTopic(past: boolean): TopicDef {
  const [sg, pl] = past ? ['was', 'were'] : ['is', 'are'];
  const [sgN, plN] = past ? ["wasn't", "weren't"] : ["isn't", "aren't"];
  return topic({
    slug: past ? 'there-was-there-were' : 'there-is-there-are',
    section: 'basics',
    name: past
      ? L('There was or there were', 'There was чи there were')
      : L('There is or there are', 'There is чи there are'),
    level: 'basic',
    possibleAnswers: [sg, pl],
    rule: past
      ? L(
          'Use there was with a singular or uncountable noun and there were with a plural noun, to say what existed in the past.',
          'There was — з одниною або незлічуваним іменником, there were — з множиною: щоб сказати, що щось було в минулому.',
        )
      : L(
          'Use there is with a singular or uncountable noun and there are with a plural noun, to say that something exists or is somewhere.',
          'There is — з одниною або незлічуваним іменником, there are — з множиною: щоб сказати, що щось є або десь знаходиться.',
        ),
    signals: L(
      'Look at the noun after the blank: a/an or uncountable → singular; two, some + plural → plural.',
      'Дивіться на іменник після пропуску: a/an чи незлічуваний → однина; two, some + множина → множина.',
    ),
    examples: past
      ? ['There was a lot of snow in the garden.', 'There were two cats in the kitchen.']
      : ['There is some milk in the fridge.', 'There are three books on the shelf.'],
    rules: [
      rule(
        'singular',
        `There ${sg} goes with one thing or with an uncountable noun (milk, money, traffic).`,
        `There ${sg} — з одним предметом або незлічуваним іменником (milk, money, traffic).`,
      ),
      rule('plural', `There ${pl} goes with plural nouns.`, `There ${pl} — з іменниками в множині.`),
    ],
    target: 700,
    *generate(rng) {
      let n = 0;
      for (const [noun, phrase, place] of thereItems(rng)) {
        const kind = n++ % 4;
        const answerWord = phrase.plural ? pl : sg;
        const other = phrase.plural ? sg : pl;
        const ruleId = phrase.plural ? 'plural' : 'singular';
        const trigger = [phrase.text];
        if (kind < 2) {
          yield item(rng, {
            text: `There {} ${phrase.text} ${place}`,
            answer: answerWord,
            wrong: [
              d(other, phrase.plural ? 'singular-for-plural' : 'plural-for-singular', { noun: phrase.text }),
            ],
            ruleId,
            trigger,
            skeleton: `${phrase.skeleton}-${place}`,
          });
        } else if (kind === 2 && !phrase.text.startsWith('a lot')) {
          const anyPhrase = noun.count
            ? phrase.plural
              ? `any ${noun.pl}`
              : `${indefiniteArticle(noun.sg)} ${noun.sg}`
            : `any ${noun.sg}`;
          const plural = noun.count && phrase.plural;
          yield item(rng, {
            text: `There {} ${anyPhrase} ${place}`,
            answer: plural ? plN : sgN,
            wrong: [
              d(plural ? sgN : plN, plural ? 'singular-for-plural' : 'plural-for-singular', {
                noun: anyPhrase,
              }),
            ],
            ruleId: plural ? 'plural' : 'singular',
            trigger: [anyPhrase],
            skeleton: `neg-${phrase.skeleton}-${place}`,
          });
        } else if (!phrase.text.startsWith('a lot')) {
          const anyPhrase = noun.count
            ? phrase.plural
              ? `any ${noun.pl}`
              : `${indefiniteArticle(noun.sg)} ${noun.sg}`
            : `any ${noun.sg}`;
          const plural = noun.count && phrase.plural;
          const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
          yield item(rng, {
            text: `{} there ${anyPhrase} ${place}?`,
            answer: cap(plural ? pl : sg),
            wrong: [
              d(cap(plural ? sg : pl), plural ? 'singular-for-plural' : 'plural-for-singular', {
                noun: anyPhrase,
              }),
            ],
            ruleId: plural ? 'plural' : 'singular',
            trigger: [anyPhrase],
            skeleton: `q-${phrase.skeleton}-${place}`,
          });
        }
      }
    },
  });
}

export const thereIsThereAre = thereTopic(false);
export const thereWasThereWere = thereTopic(true);
