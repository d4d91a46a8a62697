/** What the six irregular-verb topics share: the item makers, the rules, who fits an event, and the topic builder. */
import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { perfectAdverbs } from '../../lexicon/actions.ts';
import { IRREGULAR_MORE, IRREGULAR_PHRASES, type IrregularPhrase } from '../../lexicon/irregular-phrases.ts';
import { participleWrongs } from '../../lexicon/lasting.ts';
import { askedAbout } from '../../lexicon/people.ts';
import { haveFor, is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { regularisedNonword, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';

const SHORT_PAST = ['yesterday', 'last week', 'two days ago', 'last Saturday'];
const LONG_PAST = ['last year', 'last summer', 'in 2019'];

/** "cutten", "putten": the -en ending learners add to A-A-A verbs; none of these is an English word. */
const enNonword = (verb: string) => `${verb}${/[^aeiou][aeiou][^aeiouwxy]$/.test(verb) ? verb.at(-1) : ''}en`;

function pastWrongs(p: IrregularPhrase, s: Subject, marker: string): Wrong[] {
  const f = verbForms(p.verb);
  const out: Wrong[] = [];
  const nw = regularisedNonword(p.verb);
  if (nw)
    out.push({ choice: nw.past, errorType: 'regularised-nonword', params: { verb: p.verb, needed: f.past } });
  if (!f.pastVariants.includes(f.participle))
    out.push({
      choice: f.participle,
      errorType: 'participle-for-past',
      params: { verb: p.verb, needed: f.past },
    });
  const present = is3sg(s) ? thirdPerson(p.verb) : p.verb;
  out.push({ choice: present, errorType: 'tense-marker-mismatch', params: { marker, tense: 'past' } });
  return out.filter((w) => !f.pastVariants.includes(w.choice));
}

function partWrongs(p: IrregularPhrase): Wrong[] {
  const f = verbForms(p.verb);
  const out = participleWrongs(p.verb);
  if (p.group === 'aaa')
    out.push({
      choice: enNonword(p.verb),
      errorType: 'overgeneralised-en',
      params: { verb: p.verb, needed: f.participle },
    });
  return out.filter((w) => !f.participleVariants.includes(w.choice));
}

function pastItem(rng: Rng, p: IrregularPhrase, s: Subject): Item {
  const after = p.ctx ? possess(p.ctx.post, s.poss) : rng.pick(p.long ? LONG_PAST : SHORT_PAST);
  const marker = after.replace(/^,\s*/, '');
  const pre = p.ctx?.pre ? ` ${p.ctx.pre}` : '';
  const f = verbForms(p.verb);
  return {
    text: `${subjectStart(s)}${pre} ___ ${possess(p.rest, s.poss)}${after.startsWith(',') ? '' : ' '}${after}.`,
    answer: f.past,
    wrong: limitWrong(rng, pastWrongs(p, s, marker), 3, 0),
    ruleId: 'irr-past',
    trigger: [marker],
    skeleton: `past:${p.id}`,
  };
}

function partItem(rng: Rng, p: IrregularPhrase, s: Subject): Item | null {
  const f = verbForms(p.verb);
  const wrong = limitWrong(rng, partWrongs(p), 3, 0);
  if (p.experience && (rng.int(2) === 0 || !p.result)) {
    const q = askedAbout(s);
    if (q && rng.int(2) === 0)
      return {
        text: `${cap(haveFor(q))} ${q.text} ever ___ ${possess(p.rest, q.poss)}?`,
        answer: f.participle,
        wrong,
        ruleId: 'irr-participle',
        trigger: [cap(haveFor(q)), 'ever'],
        skeleton: `ever:${p.id}`,
      };
    return {
      text: `${subjectStart(s)} ${haveFor(s)} never ___ ${possess(p.rest, s.poss)}.`,
      answer: f.participle,
      wrong,
      ruleId: 'irr-participle',
      trigger: [haveFor(s), 'never'],
      skeleton: `never:${p.id}`,
    };
  }
  if (!p.result) return null;
  const adv = rng.pick(perfectAdverbs(`${p.verb} ${p.rest}`));
  return {
    text: `${subjectStart(s)} ${haveFor(s)} ${adv} ___ ${possess(p.rest, s.poss)}.`,
    answer: f.participle,
    wrong,
    ruleId: 'irr-participle',
    trigger: [haveFor(s), adv],
    skeleton: `perf:${p.id}`,
  };
}

/** A verb-table line: "Three forms: break – broke – ___." (the classic drill, a small share of each topic). */
function tableItem(rng: Rng, p: IrregularPhrase, slot: 'past' | 'participle'): Item {
  const f = verbForms(p.verb);
  if (slot === 'participle')
    return {
      text: `Three forms: ${p.verb} – ${f.past} – ___.`,
      answer: f.participle,
      wrong: limitWrong(rng, partWrongs(p), 3, 0),
      ruleId: 'irr-participle',
      trigger: [p.verb, f.past],
      skeleton: `table-pp:${p.id}`,
    };
  const wrongs = pastWrongs(p, { text: 'it', person: '1sg', poss: 'its', adult: true }, '').filter(
    (w) => w.errorType !== 'tense-marker-mismatch',
  );
  return {
    text: `Three forms: ${p.verb} – ___ – ${f.participle}.`,
    answer: f.past,
    wrong: wrongs.map((w) =>
      w.errorType === 'participle-for-past' ? { ...w, errorType: 'participle-for-past' } : w,
    ),
    ruleId: 'irr-past',
    trigger: [p.verb, f.participle],
    skeleton: `table-past:${p.id}`,
  };
}

/** One home, one receipt, one front door: not said of friends, cousins or classmates together. */
const ONE_HOME =
  /home late|receipt|coffee beans|the table|washing-up|the cat|shopping away|the floor|the dog|the picture|the alarm|the bills|the door|the toast|a fire|a treehouse|hole in the garden|tomatoes/;
const NO_SHARED_HOME = /^(my friends|my cousins|the students|Max and Lily|Kate and I)$/;

/**
 * Who a past event fits: no statement tells "you" what you did ("You spoke to the manager last Saturday"),
 * and a household's job is not done by friends or classmates ("My friends came home late last week").
 */
const fitsEvent = (p: IrregularPhrase, s: Subject): boolean =>
  s.text !== 'you' &&
  !(ONE_HOME.test(p.rest) && NO_SHARED_HOME.test(s.text)) &&
  // One person's mishap: a group does not tear their jeans or cut their fingers together.
  !(ONE_BODY.test(p.rest) && (s.person === '1pl' || s.person === '3pl'));
const ONE_BODY =
  /jeans|jumper|finger|knee|tongue|head on the door|wallet|keys|bag on the bus|breath|coat|the meeting|fear of|first in the race/;

const SINGLE = (s: Subject) => s.person === '1sg' || s.person === '3sg';
/** Issue 16's authored phrases say who they fit: one person, a household, a group. */
const fitsWho = (p: IrregularPhrase, s: Subject): boolean =>
  fitsEvent(p, s) &&
  (p.who === 'one'
    ? SINGLE(s)
    : p.who === 'home'
      ? !NO_SHARED_HOME.test(s.text)
      : p.who === 'many'
        ? !SINGLE(s)
        : true);

/** An irregular-verb topic: its copy file, how many exercises it keeps, which phrases, and how many of each kind. */
export function irregularTopic(
  copy: unknown,
  target: number,
  filter: (p: IrregularPhrase) => boolean,
  mode: { past: number; part: number; table: boolean; more?: number },
): TopicDef {
  return makeTopic(copy, {
    target,
    build: (rng) => {
      const items: Item[] = [];
      for (const p of IRREGULAR_PHRASES.filter(filter)) {
        for (const s of someSubjects(rng, mode.past, p.adult, (x) => fitsEvent(p, x)))
          items.push(pastItem(rng, p, s));
        for (const s of someSubjects(rng, mode.part, p.adult, (x) => fitsEvent(p, x))) {
          const it = partItem(rng, p, s);
          if (it) items.push(it);
        }
        if (mode.table) {
          if (p.group !== 'aaa' || regularisedNonword(p.verb)) items.push(tableItem(rng, p, 'past'));
          items.push(tableItem(rng, p, 'participle'));
        }
      }
      // A few subjects each: many bases with few variants keep a session from repeating one sentence.
      for (const p of mode.more ? IRREGULAR_MORE.filter(filter) : []) {
        for (const s of someSubjects(rng, mode.more ?? 0, p.adult, (x) => fitsWho(p, x)))
          items.push(pastItem(rng, p, s));
        for (const s of someSubjects(rng, mode.more ?? 0, p.adult, (x) => fitsWho(p, x))) {
          const it = partItem(rng, p, s);
          if (it) items.push(it);
        }
      }
      return items;
    },
  });
}
