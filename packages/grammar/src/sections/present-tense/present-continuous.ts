import { someSubjects, toldFits } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, type Action, habitMarkers, restFor } from '../../lexicon/actions.ts';
import { STATES } from '../../lexicon/states.ts';
import { bePresent, is3sg, personLabel, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import presentContinuousCopy from './present-continuous.json' with { type: 'json' };
import presentSimpleVsContinuousCopy from './present-simple-vs-continuous.json' with { type: 'json' };

/** "now" alone is left out: with the present simple it can mean "these days" (He walks to work now). */
export const NOW = ['right now', 'at the moment'];
/** "Look!" only before something you can see; "Listen!" only before something you can hear. */
const LOOK = /^(play tennis|walk|wash|paint|ride|swim|run|cut|feed|jog|carry|water|sweep|take photos|hang)/;
const LISTEN = /^(sing|play the guitar|practise the piano|talk)/;

export interface NowFrame {
  text: string;
  marker: string;
  skeleton: string;
}

/** A present-continuous sentence for an action, with the blank where "is cooking" goes. */
export function nowFrame(rng: Rng, a: Action, s: Subject): NowFrame {
  const phrase = `${a.verb} ${a.rest}`;
  const rest = restFor(a, s.poss);
  // "Look!" points at someone else: nobody says "Look! We are running in the park."
  const other = s.person === '3sg' || s.person === '3pl';
  const opener = !other ? '' : LOOK.test(phrase) ? 'Look!' : LISTEN.test(phrase) ? 'Listen!' : '';
  if (opener && rng.int(2) === 0)
    return { text: `${opener} ${subjectStart(s)} ___ ${rest}.`, marker: opener, skeleton: `open:${a.id}` };
  const m = rng.pick(NOW);
  return { text: `${subjectStart(s)} ___ ${rest} ${m}.`, marker: m, skeleton: `now:${a.id}` };
}

/** Wrong choices for "is cooking": agreement, missing be, be + base, and the present simple. */
export function continuousWrongs(s: Subject, verb: string, marker: string): Wrong[] {
  const be = bePresent(s);
  const ing = ingForm(verb);
  const otherBe = be === 'is' ? 'are' : 'is';
  const simple = is3sg(s) ? thirdPerson(verb) : verb;
  return [
    { choice: simple, errorType: 'tense-marker-mismatch', params: { marker, tense: 'present-continuous' } },
    {
      choice: `${otherBe} ${ing}`,
      errorType: 'be-agreement',
      params: { subject: s.text, person: personLabel(s), needed: be },
    },
    { choice: ing, errorType: 'ing-no-be', params: { verb } },
    { choice: `${be} ${verb}`, errorType: 'be-plus-base', params: { verb } },
  ];
}

function pcItems(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const a of ACTIONS) {
    if (!a.p) continue;
    for (const s of someSubjects(rng, 14, a.adult, toldFits(a))) {
      const f = nowFrame(rng, a, s);
      const be = bePresent(s);
      items.push({
        text: f.text,
        answer: `${be} ${ingForm(a.verb)}`,
        wrong: limitWrong(rng, continuousWrongs(s, a.verb, f.marker), 3, 0),
        ruleId: 'pc-now',
        trigger: [f.marker, s.text],
        skeleton: `pc-${f.skeleton}`,
      });
    }
  }
  return items;
}

export const presentContinuous: TopicDef = makeTopic(presentContinuousCopy, { target: 1100, build: pcItems });

/** Stative verbs learners wrongly put in the progressive; like/love/hate are left out ("I'm loving it"). */
const STATIVE_NOW = /^(know|understand|believe|own|belong|prefer|want|need|remember|agree|recognise)$/;

function svcItems(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const a of ACTIONS) {
    const markers = habitMarkers(a);
    for (const s of someSubjects(rng, 10, a.adult, toldFits(a))) {
      const be = bePresent(s);
      const ing = ingForm(a.verb);
      const simple = is3sg(s) ? thirdPerson(a.verb) : a.verb;
      const otherSimple = is3sg(s) ? a.verb : thirdPerson(a.verb);
      if (markers.length > 0) {
        const m = rng.pick(markers);
        items.push({
          text: `${subjectStart(s)} ___ ${restFor(a, s.poss)} ${m}.`,
          answer: simple,
          wrong: [
            {
              choice: `${be} ${ing}`,
              errorType: 'tense-marker-mismatch',
              params: { marker: m, tense: 'present' },
            },
            is3sg(s)
              ? {
                  choice: otherSimple,
                  errorType: 'agreement-3sg',
                  params: { subject: s.text, needed: simple },
                }
              : {
                  choice: otherSimple,
                  errorType: 'agreement-plural',
                  params: { subject: s.text, needed: simple },
                },
          ],
          ruleId: 'ps-habit',
          trigger: [m],
          skeleton: `habit:${a.id}`,
        });
      }
      if (a.p) {
        const f = nowFrame(rng, a, s);
        items.push({
          text: f.text,
          answer: `${be} ${ing}`,
          wrong: [
            {
              choice: simple,
              errorType: 'tense-marker-mismatch',
              params: { marker: f.marker, tense: 'present-continuous' },
            },
            { choice: `${be} ${a.verb}`, errorType: 'be-plus-base', params: { verb: a.verb } },
          ],
          ruleId: 'pc-now',
          trigger: [f.marker],
          skeleton: f.skeleton,
        });
      }
    }
  }
  for (const st of STATES) {
    if (!st.stative || !STATIVE_NOW.test(st.verb)) continue;
    for (const s of someSubjects(rng, 8, st.adult)) {
      const be = bePresent(s);
      const simple = is3sg(s) ? thirdPerson(st.verb) : st.verb;
      // Only know/understand/remember/need/want read naturally with "now"; the rest take no marker.
      const marker = /know|understand|remember/.test(st.verb)
        ? ' now'
        : /need|want/.test(st.verb)
          ? ` ${rng.pick(['now', 'at the moment'])}`
          : '';
      items.push({
        text: `${subjectStart(s)} ___ ${possess(st.rest, s.poss)}${marker}.`,
        answer: simple,
        wrong: [
          {
            choice: `${be} ${ingForm(st.verb)}`,
            errorType: 'stative-progressive',
            params: { verb: st.verb },
          },
        ],
        ruleId: 'stative',
        trigger: [st.verb],
        skeleton: `stative:${st.id}`,
      });
    }
  }
  return items;
}

export const presentSimpleVsContinuous: TopicDef = makeTopic(presentSimpleVsContinuousCopy, {
  target: 1500,
  build: svcItems,
});
