import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, presentFor, tail } from '../clause.ts';
import { FRAMES } from '../lexicon/frames.ts';
import { isThirdSingular } from '../lexicon/subjects.ts';
import { thirdPerson, verbForms } from '../verbs.ts';

/** Verbs with one pattern only; like, love, start, begin, try, stop and remember take both and are left out. */
const ING = ['enjoy', 'finish', 'avoid', 'suggest'];
const ING_OK: Record<string, (f: (typeof FRAMES)[number]) => boolean> = {
  enjoy: () => true,
  finish: (f) => f.prog && !f.rest.includes(' to '),
  avoid: (f) => /late|coffee|pizza|bus/.test(f.rest),
  suggest: (f) => f.when !== 'day',
};
const TO = ['want', 'decide', 'hope', 'plan', 'need', 'promise', 'would like', 'forget'];

export const verbIngOrTo: TopicDef = topic({
  slug: 'verb-ing-or-to-infinitive',
  section: 'verb',
  name: L('Verb + -ing or verb + to', 'Дієслово + -ing чи дієслово + to'),
  level: 'intermediate',
  possibleAnswers: ['doing', 'to do'],
  rule: L(
    'Some verbs are followed by -ing (enjoy, finish, avoid, suggest, miss): I enjoy cooking. Others by to + base form (want, decide, hope, plan, need, promise, would like): I want to cook.',
    'Після деяких дієслів ставиться -ing (enjoy, finish, avoid, suggest, miss): I enjoy cooking. Після інших — to + початкова форма (want, decide, hope, plan, need, promise, would like): I want to cook.',
  ),
  signals: L('the verb before the blank decides', 'вирішує дієслово перед пропуском'),
  examples: ['My dad enjoys cooking dinner for the family.', 'We decided to go camping.'],
  rules: [
    rule(
      'ing',
      'Enjoy, finish, avoid, suggest and miss are followed by the -ing form.',
      'Після enjoy, finish, avoid, suggest, miss — форма на -ing.',
    ),
    rule(
      'to',
      'Want, decide, hope, plan, need, promise and would like are followed by to + base form.',
      'Після want, decide, hope, plan, need, promise, would like — to + початкова форма.',
    ),
  ],
  target: 1500,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const useIng = rng.next() < 0.45;
      const pool = useIng ? ING.filter((v) => ING_OK[v]?.(frame)) : TO;
      if (pool.length === 0) continue;
      const main = rng.pick(pool);
      const third = isThirdSingular(subject);
      const mainForm = main === 'would like' ? 'would like' : presentFor(subject, thirdPerson(main), main);
      const particle = frame.particle ? ` ${frame.particle}` : '';
      const ing = `${f.ing}${particle}`;
      const to = `to ${f.base}${particle}`;
      const past = ['decide', 'promise', 'forget', 'suggest', 'finish'].includes(main);
      const mainVerb = past ? verbForms(main).past : mainForm;
      void third;
      yield item(rng, {
        text: `${subject.text} ${mainVerb} {} ${tail(frame, subject)}`,
        answer: useIng ? ing : to,
        wrong: useIng
          ? [
              d(to, 'to-after-ing-verb', { verb: main }),
              d(`${f.base}${particle}`, 'base-after-ing-verb', { verb: main }),
            ]
          : [
              d(ing, 'ing-after-to-verb', { verb: main }),
              d(`${f.base}${particle}`, 'base-after-to-verb', { verb: main }),
            ],
        ruleId: useIng ? 'ing' : 'to',
        trigger: [mainVerb],
        skeleton: `${frame.id}-${main}`,
      });
    }
  },
});

const SAY: [string, 'said' | 'told', string][] = [
  ['She {} me the truth.', 'told', 'me'],
  ['He {} that he was tired.', 'said', 'that'],
  ['They {} us a funny story.', 'told', 'us'],
  ['My mother {} goodbye and left.', 'said', 'goodbye'],
  ['Can you {} me the time?', 'told', 'me'],
  ['The teacher {} the children to sit down.', 'told', 'the children'],
  ['"I\'m hungry," {} Tom.', 'said', 'quotation'],
  ['She {} sorry for being late.', 'said', 'sorry'],
  ['He {} me a lie.', 'told', 'a lie'],
  ['Anna {} hello to everyone.', 'said', 'hello'],
  ['My dad {} us a joke at dinner.', 'told', 'us'],
  ['Who {} you that?', 'told', 'you'],
  ['She {} nothing about the party.', 'said', 'nothing'],
  ['He {} thank you and smiled.', 'said', 'thank you'],
  ['Please {} me your name.', 'told', 'me'],
  ['The doctor {} that I needed a rest.', 'said', 'that'],
  ['I {} him to call me later.', 'told', 'him'],
  ['What did she {} to you?', 'said', 'to you'],
];

export const sayTell: TopicDef = topic({
  slug: 'say-or-tell',
  section: 'verb',
  name: L('Say or tell', 'Say чи tell'),
  level: 'intermediate',
  possibleAnswers: ['say', 'tell', 'said', 'told'],
  rule: L(
    'Tell needs a person right after it (tell me, told us) and is used with the truth, a lie, a story, a joke. Say is used without a person (say that…, say hello, say sorry) or with to (say something to someone).',
    'Після tell одразу називаємо співрозмовника (tell me, told us); ще кажемо tell the truth, a lie, a story, a joke. Say вживаємо без співрозмовника (say that…, say hello, say sorry) або з to (say something to someone).',
  ),
  signals: L(
    'a person after the blank → tell; that…, hello, sorry, or "to someone" → say',
    'співрозмовник після пропуску → tell; that…, hello, sorry або «to someone» → say',
  ),
  examples: ['She told me the truth.', 'He said that he was tired.'],
  rules: [
    rule(
      'tell',
      'Tell + person (+ the truth / a story / a lie / to do).',
      'Tell + співрозмовник (+ the truth / a story / a lie / to do).',
    ),
    rule(
      'say',
      'Say + words or that-clause, without a person (or say … to someone).',
      'Say + слова чи речення з that, без співрозмовника (або say … to someone).',
    ),
  ],
  target: 40,
  *generate(rng) {
    for (const [text, form, trigger] of rng.shuffle(SAY)) {
      const bare = /Can you|Please|did she/.test(text);
      const answer = bare ? (form === 'told' ? 'tell' : 'say') : form;
      const other = bare ? (form === 'told' ? 'say' : 'tell') : form === 'told' ? 'said' : 'told';
      yield item(rng, {
        text,
        answer,
        wrong: [d(other, form === 'told' ? 'say-with-person' : 'tell-without-person', { trigger })],
        ruleId: form === 'told' ? 'tell' : 'say',
        trigger: [trigger],
        skeleton: text,
      });
    }
  },
});

const MAKE_DO: [string, 'make' | 'do'][] = [
  ['a cake', 'make'],
  ['a mistake', 'make'],
  ['a phone call', 'make'],
  ['a decision', 'make'],
  ['a noise', 'make'],
  ['breakfast', 'make'],
  ['friends', 'make'],
  ['a plan', 'make'],
  ['money', 'make'],
  ['the bed', 'make'],
  ['a cup of tea', 'make'],
  ['a list', 'make'],
  ['a promise', 'make'],
  ['homework', 'do'],
  ['the shopping', 'do'],
  ['the washing-up', 'do'],
  ['exercise', 'do'],
  ['a favour', 'do'],
  ['the housework', 'do'],
  ['business', 'do'],
  ['the dishes', 'do'],
  ['an exam', 'do'],
  ['the ironing', 'do'],
  ['your best', 'do'],
  ['research', 'do'],
  ['yoga', 'do'],
];

export const makeDo: TopicDef = topic({
  slug: 'make-or-do',
  section: 'verb',
  name: L('Make or do', 'Make чи do'),
  level: 'intermediate',
  possibleAnswers: ['make', 'do'],
  rule: L(
    'Make is for creating or producing something (make a cake, make a mistake, make a decision). Do is for tasks, work and activities (do homework, do the shopping, do exercise).',
    'Make — створити чи зробити щось нове (make a cake, make a mistake, make a decision). Do — виконувати завдання, роботу, діяльність (do homework, do the shopping, do exercise).',
  ),
  signals: L('the noun after the blank: these pairs are fixed', 'іменник після пропуску: ці поєднання сталі'),
  examples: ['Please make a list before you do the shopping.', 'I made a mistake in my homework.'],
  rules: [
    rule(
      'make',
      'Make goes with things you create: a cake, a plan, a mistake, a noise, a decision.',
      'Make — з тим, що створюєте: a cake, a plan, a mistake, a noise, a decision.',
    ),
    rule(
      'do',
      'Do goes with tasks and activities: homework, the shopping, exercise, a favour.',
      'Do — із завданнями та діяльністю: homework, the shopping, exercise, a favour.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const subjects: [string, boolean][] = [
      ['I', false],
      ['My sister', true],
      ['We', false],
      ['Tom', true],
      ['They', false],
      ['My mother', true],
    ];
    for (const [[noun, verb], [subject, third], tense] of rng.shuffle(
      MAKE_DO.flatMap((m) =>
        subjects.flatMap((s) => ['past', 'will', 'present'].map((t) => [m, s, t] as const)),
      ),
    )) {
      if (noun === 'your best' && subject !== 'I') continue;
      const nounText = noun === 'your best' ? 'my best' : noun;
      const f = verbForms(verb);
      const o = verbForms(verb === 'make' ? 'do' : 'make');
      const [answer, wrong, marker] =
        tense === 'past'
          ? [f.past, o.past, 'yesterday']
          : tense === 'will'
            ? [`will ${verb}`, `will ${o.base}`, 'tomorrow']
            : [third ? f.third : f.base, third ? o.third : o.base, 'every day'];
      if (tense === 'will' && /money|business|research|friends|a mistake|a noise/.test(noun)) continue;
      if (
        tense === 'present' &&
        /a cake|a decision|a mistake|an exam|a promise|a favour|a phone call|money|business|research|a plan|friends/.test(
          noun,
        )
      )
        continue;
      yield item(rng, {
        text: `${subject} {} ${nounText} ${marker}`,
        answer,
        wrong: [d(wrong, verb === 'make' ? 'do-for-make' : 'make-for-do', { noun })],
        ruleId: verb,
        trigger: [noun],
        skeleton: `${noun}`,
      });
    }
  },
});
