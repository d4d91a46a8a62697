import { BLANK, fillBlank } from '../checks.ts';
import { sentenceMisfit } from '../lexicon/fit.ts';
import { OPEN_ENDED } from '../lexicon/frames.ts';
import { verbForms } from '../morph/verbs.ts';
import type { ExerciseDraft } from '../types.ts';

/**
 * Guards: named rules every draft passes through when the bank is built (see docs/content-quality.md).
 *
 * - A **second-answer** guard finds a distractor that is also right in some standard variety (British or
 *   American) or that the context does not rule out, and drops it; an exercise left with one choice is
 *   rejected by the hard gates.
 * - A **naturalness** guard rejects a sentence a teacher would strike out: parts combined without knowing
 *   what goes with what (three shoes, "hungry last week", "We told me").
 *
 * Guards read only the draft (sentence, choices, answer), so they hold for every generator, old and new.
 */
export type GuardKind = 'second-answer' | 'naturalness';

export interface GuardVerdict {
  /** Distractors to remove: right (or not ruled out) in this context. */
  drop?: string[];
  /** Why the whole draft is struck out. */
  reject?: string;
}

export interface Guard {
  id: string;
  kind: GuardKind;
  /** One line for the table in docs/content-quality.md. */
  summary: string;
  check(draft: ExerciseDraft): GuardVerdict | null;
}

const lower = (s: string) => s.toLowerCase();
const norm = (s: string) => s.replace(/[’]/g, "'");
const has = (draft: ExerciseDraft, choice: string) => draft.choices.some((c) => lower(c) === lower(choice));
const choiceLike = (draft: ExerciseDraft, choice: string) =>
  draft.choices.filter((c) => lower(c) === lower(choice));
/** The verdict that drops these distractors; none when there are none to drop. */
const dropping = (drop: string[]): GuardVerdict | null => (drop.length ? { drop } : null);
const before = (draft: ExerciseDraft) => draft.text.split(BLANK)[0] ?? '';
const after = (draft: ExerciseDraft) => draft.text.split(BLANK)[1] ?? '';

/** Words that fix the number of "one(s)": a white one / these white ones / any cheaper ones. */
const SINGULAR_DET = new Set(['a', 'an', 'another', 'this', 'that', 'each', 'every', 'one']);
const PLURAL_DET = new Set([
  'these',
  'those',
  'some',
  'any',
  'two',
  'three',
  'four',
  'several',
  'many',
  'few',
]);
const SINGULAR_VERB = /^\s*(is|was|has|looks|costs|fits|seems)\b/;
const PLURAL_VERB = /^\s*(are|were|have|look|cost|fit|seem)\b/;

const oneOnes: Guard = {
  id: 'one-ones-number',
  kind: 'second-answer',
  summary:
    'one / ones: the words around the gap must fix the number (a / this / another … one; these / any / two … ones; a verb after it). After "the" or a possessive both read well, so the exercise is dropped.',
  check(draft) {
    if (!has(draft, 'one') || !has(draft, 'ones')) return null;
    const words = lower(before(draft))
      .replace(/[^a-z' ]/g, ' ')
      .trim()
      .split(/\s+/);
    // Walk back over adjectives to the determiner.
    let det = '';
    for (let i = words.length - 1; i >= 0 && i >= words.length - 4; i--) {
      const w = words[i] ?? '';
      if (SINGULAR_DET.has(w) || PLURAL_DET.has(w) || /^(the|my|your|his|her|our|their|which)$/.test(w)) {
        det = w;
        break;
      }
    }
    const next = after(draft);
    if (SINGULAR_DET.has(det) || PLURAL_DET.has(det)) return null;
    if (SINGULAR_VERB.test(next) || PLURAL_VERB.test(next)) return null;
    return { reject: `"${det || 'no determiner'} … one/ones": nothing fixes the number` };
  },
};

/** "back" contexts: the person has returned, so "gone" is impossible in every variety. */
const CAME_BACK = /\b(back|returned|here's|here is|just got|welcome home)\b/i;

const beenGone: Guard = {
  id: 'been-gone-american',
  kind: 'second-answer',
  summary:
    'been / gone: in American English "Have you ever gone to Egypt?" and "has gone there twice" are right, so "gone" is offered as wrong for "been" only when the person is back (back, returned, here’s).',
  check(draft) {
    if (lower(draft.answer) !== 'been' || !has(draft, 'gone')) return null;
    if (CAME_BACK.test(norm(draft.text))) return null;
    return { drop: choiceLike(draft, 'gone') };
  },
};

const fewLittle: Guard = {
  id: 'few-a-few',
  kind: 'second-answer',
  summary:
    'few / a few, little / a little: the plain form (almost none) is kept as the answer against "a few" only after very / so / too (where "a few" cannot stand); otherwise "a few" is not ruled out and is dropped. "A few" against "few" needs a positive cue (more, enough, luckily, don’t worry, had a great time…).',
  check(draft) {
    const a = lower(draft.answer);
    for (const q of ['few', 'little']) {
      if (a === q && has(draft, `a ${q}`)) {
        if (/\b(very|so|too)\s*$/i.test(before(draft))) return null;
        return { drop: choiceLike(draft, `a ${q}`) };
      }
      if (a === `a ${q}` && has(draft, q)) {
        const cue =
          /\b(more|enough|luckily|don't worry|do you want|could i have|let's|add|liked them all|great time|never lonely|on time|help from)\b/i;
        if (cue.test(norm(draft.text))) return null;
        return { drop: choiceLike(draft, q) };
      }
    }
    return null;
  },
};

/** An if-clause in the past reads as unreal only with a cue; otherwise it can be a real past condition. */
const UNREAL_CUE =
  /\b(were|now|today|knew|lived|won the lottery|had more|could|rich|younger|older|taller|had (\w+(ed|en|wn)|been|known|set|put|got|come|done|made|left|lost|bought|brought|read|met|told|taken|seen|heard))\b/i;

const realUnreal: Guard = {
  id: 'real-vs-unreal-conditional',
  kind: 'second-answer',
  summary:
    'Real vs unreal conditionals: "If they missed the bus, they will be late" is a right real condition about the past, so "will" is offered against "would" only when the if-clause is clearly unreal (were, now, knew, won the lottery…).',
  check(draft) {
    if (!/^would\b/i.test(draft.answer)) return null;
    const wills = draft.choices.filter((c) => /^will\b/i.test(c));
    if (wills.length === 0) return null;
    const ifClause = /\bif\b([^,]*)/i.exec(draft.text)?.[1] ?? '';
    if (!ifClause || ifClause.includes(BLANK)) return null;
    if (UNREAL_CUE.test(ifClause)) return null;
    return { drop: wills };
  },
};

/** A result clause dated in the past: a "would + base" result about now cannot fit it. */
const PAST_MARKER =
  /\b(yesterday|last (night|week|month|year|summer|winter|weekend|June|Saturday|Sunday))\b/i;

const modalStart = (c: string) => /^(will|would|won't|wouldn't)\b/i.test(c);

const conditionalTimes: Guard = {
  id: 'conditional-other-time',
  kind: 'second-answer',
  summary:
    'Conditionals read in another time: "If he called me, I will tell him" (real past), "If it rains, we stay at home" (zero conditional, a habit), "If I had known, I would come" (mixed) are right, so such forms are not offered as wrong in first- and third-conditional exercises.',
  check(draft) {
    const m = /^(.*?\bif\b)([^,]*),(.*)$/i.exec(draft.text);
    if (!m) return null;
    const ifClause = m[2] ?? '';
    const result = m[3] ?? '';
    const distractors = draft.choices.filter((c) => c !== draft.answer);
    let drop: string[] = [];
    if (ifClause.includes(BLANK) && /\bwill\b/i.test(result) && !modalStart(draft.answer))
      // If-clause of a first conditional: any other finite form (a past) can be a real condition.
      drop = distractors.filter((c) => !modalStart(c));
    else if (result.includes(BLANK) && /^will\b/i.test(draft.answer) && !/\b(would|had)\b/i.test(ifClause))
      // Result of a first conditional: the present simple reads as a zero conditional.
      drop = distractors.filter((c) => !modalStart(c));
    else if (result.includes(BLANK) && /^would have\b/i.test(draft.answer) && !PAST_MARKER.test(result))
      // Result of a third conditional: "would + base" is a mixed conditional about now — unless the result
      // itself is dated in the past ("… I ___ to her last night": would speak cannot be right).
      drop = distractors.filter((c) => /^would\b/i.test(c) && !/^would have\b/i.test(c));
    return dropping(drop);
  },
};

/** Adjectives that also work as classifiers right before the noun: "a white round table" is a kind of table. */
const CLASSIFIER = new Set(['round', 'square', 'antique']);

const adjectiveClassifier: Guard = {
  id: 'adjective-order-classifier',
  kind: 'second-answer',
  summary:
    'Adjective order with classifiers: "a white round table", "an Italian antique vase" name a kind of thing and are right, so a distractor that only moves a classifier-capable adjective (round, square, antique) next to the noun is dropped.',
  check(draft) {
    const ans = lower(draft.answer).split(' ').slice(1);
    if (ans.length < 2) return null;
    const drop: string[] = [];
    for (const c of draft.choices) {
      if (c === draft.answer) continue;
      const ws = lower(c).split(' ').slice(1);
      if (ws.length !== ans.length) continue;
      const lastC = ws[ws.length - 1] ?? '';
      if (!CLASSIFIER.has(lastC) || ans[ans.length - 1] === lastC) continue;
      const rest = ans.filter((w) => w !== lastC);
      if (rest.join(' ') === ws.slice(0, -1).join(' ')) drop.push(c);
    }
    return dropping(drop);
  },
};

/** I … me / we … us: the object is the subject itself, so the sentence needs myself/ourselves. */
const selfReference: Guard = {
  id: 'self-reference',
  kind: 'naturalness',
  summary:
    'say / tell and other verbs that break their own sentence: "We told me the time", "I asked me" (the object is the subject) are struck out.',
  check(draft) {
    const filled = norm(fillBlank(draft.text, draft.answer));
    for (const clause of filled.split(/[.?!;:,]|\b(?:and|but|so|because|that)\b/)) {
      const m = /^\s*(I|we|you|We|You)\b(.*)$/.exec(clause);
      if (!m) continue;
      const subj = lower(m[1] ?? '');
      const objects = subj === 'i' ? /\b(me)\b/ : subj === 'we' ? /\b(us|me)\b/ : /\byou\b/;
      // Only the object of the first verb phrase (the next three words), not "we asked them to call us".
      const head = (m[2] ?? '').trim().split(/\s+/).slice(0, 3).join(' ');
      if (objects.test(head) && !/\bto\b/.test(head))
        return { reject: `"${m[1]} … ${objects.exec(head)?.[1]}": the object is the subject itself` };
    }
    return null;
  },
};

// Not "glasses" (two glasses of water) nor socks (one lost sock is a real thing).
const PAIR_NOUNS = 'shoes|boots|trousers|jeans|gloves|sandals|trainers|shorts|pyjamas|scissors';
const COUNTED_PAIR = new RegExp(
  `\\b(two|three|four|five|six|seven|eight|nine|ten|several|a few)\\s+(?:[a-z]+\\s+)?(${PAIR_NOUNS})\\b`,
  'i',
);

const pairNouns: Guard = {
  id: 'pair-nouns',
  kind: 'naturalness',
  summary:
    'Things that come in pairs are counted in pairs: "three new shoes" is struck out (three pairs of shoes).',
  check(draft) {
    for (const choice of [draft.answer]) {
      const m = COUNTED_PAIR.exec(fillBlank(draft.text, choice));
      if (m) return { reject: `"${m[0]}": counted in pairs` };
    }
    return null;
  },
};

/** Passing states: a person is hungry or in the kitchen for minutes or hours, not for a week or a year. */
const PASSING_STATE =
  /\b(?:am|is|are|was|were|be|been|wasn't|weren't)\b(?:\s+\S+){0,3}?\s+(hungry|thirsty|sleepy|in the (kitchen|bathroom|shower|garden|living room|bedroom|car|lift)|at the (door|bus stop))\b/i;
const LONG_MARKER =
  /\b(last (week|month|year|summer|winter|spring|autumn)|in (19|20)\d\d|(two|three|four|five|many) (years|months) ago|every (year|summer|month))\b/i;

const passingState: Guard = {
  id: 'state-time-marker',
  kind: 'naturalness',
  summary:
    'States and their time markers: a passing state (hungry, in the kitchen) takes a point in time (yesterday evening, at six), not last week / last year / in 2019.',
  check(draft) {
    const filled = fillBlank(draft.text, draft.answer);
    // "There was a sofa in the living room last year" is about a thing, not a person's passing state.
    if (/\bthere\b/i.test(filled)) return null;
    const s = PASSING_STATE.exec(filled);
    const t = LONG_MARKER.exec(filled);
    if (s && t) return { reject: `"${s[0]}" with "${t[0]}"` };
    return null;
  },
};

/** People whose routines the speaker knows, asked about to someone else: ask about their people, not mine. */
const MY_PEOPLE =
  /(?:^|[“"]|\b(?:do|does|did|is|are|was|were|have|has|will|can|could|should|must|may|might|would|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|haven't|hasn't|won't|can't|when|where|why|how|what time|how often|how long|what|who|whether|if)\s+)my (friends|cousins|parents|sister|brother|mother|mum|dad|father|grandfather|grandmother|grandparents|neighbours?|best friend|aunt|uncle|colleagues|children|kids|son|daughter|wife|husband|little brother)\b/i;

const askAboutMine: Guard = {
  id: 'question-about-my-people',
  kind: 'naturalness',
  summary:
    'A question asks someone about their people or named people: "When do my friends have a shower?", "Can you tell me what time my cousins drink coffee?" are struck out.',
  check(draft) {
    const filled = fillBlank(draft.text, draft.answer).trim();
    // Direct speech ("“Does your brother…?” “Yes, he does.”") is judged by its question part.
    // Only the question itself: "My parents can't carry these boxes. Can you help them?" is fine.
    const quoted = filled.split(/[”"]\s*[“"]/)[0] ?? filled;
    const question = quoted.split(/(?<=[.!])\s+/).pop() ?? quoted;
    if (!/\?\s*[”"]?\s*$/.test(question)) return null;
    // "Where are my keys?" is about the speaker's own things: only people are checked, and only as the
    // ones asked about (the subject after the question word or auxiliary), not "than my sister".
    const m = MY_PEOPLE.exec(question);
    if (!m) return null;
    // Asking the speaker's own family about someone present ("Is my mother in the kitchen?") is rare in a
    // bank of out-of-context sentences; strike them all.
    return { reject: `question about "${m[0]}"` };
  },
};

const subjectFits: Guard = {
  id: 'subject-fits-phrase',
  kind: 'naturalness',
  summary:
    'Who does what: chores belong to a household (not "my friends clean the house"), offices, bosses and clients to people who work in one (not our teacher, grandfathers or children), one mother or boss to siblings (not "my parents … their mother"), school life to children and students (not "my parents usually do their homework"), adult life not to children.',
  check(draft) {
    const problem = sentenceMisfit(fillBlank(draft.text, draft.answer));
    return problem ? { reject: `${problem.rule}: ${problem.why}` } : null;
  },
};

/** Verbs that are also adjectives: "The shops don't open on Sundays" and "aren't open on Sundays" are both right. */
const VERB_ADJECTIVE =
  /^\s*(open|clean|dry|empty|free|clear|warm|cool|slow|tidy|wet|calm|quiet|smooth|narrow|better|right|wrong)\b/i;
const DO_FORM = /^(do|does|did|don't|doesn't|didn't)$/i;
const BE_FORM = /^(am|is|are|was|were|isn't|aren't|wasn't|weren't)$/i;

const verbAdjective: Guard = {
  id: 'verb-or-adjective',
  kind: 'second-answer',
  summary:
    'Verbs that are also adjectives: "The shops ___ open on Sundays" takes *don\'t* and *aren\'t* alike (open, clean, dry, empty, free…), so a be form is not offered as wrong against do before such a word.',
  check(draft) {
    if (!DO_FORM.test(draft.answer) || !VERB_ADJECTIVE.test(after(draft))) return null;
    return dropping(draft.choices.filter((c) => BE_FORM.test(c)));
  },
};

/** Markers that can be now or already past: "this morning" is still now before noon. */
const OPEN_DAY_MARKER = /\b(this (morning|afternoon|evening|week|month|year|weekend)|today|tonight)\b/i;
const BE_PRESENT = /^(am|is|are|isn't|aren't)$/i;
const PARTICIPLE_NEXT =
  /^\s*(\w+(ed|en|wn)|made|built|sent|sold|done|paid|found|held|left|bought|brought|caught|taught|told|kept|cut|put|set|shut|read|hit|lost|won|sung|drunk|met)\b/i;
const PAST_FIXED =
  /\b(yesterday|ago|last (night|week|month|year|summer|weekend|Monday|Friday|Saturday|Sunday)|when (I|we|you|he|she|they) (arrived|got|came|left|called|looked|checked|woke))\b/i;
const BE_PAST = /^(was|were|wasn't|weren't)$/i;

const openDayMarker: Guard = {
  id: 'open-day-marker',
  kind: 'second-answer',
  summary:
    'Be now or then: "this morning", "today", "this week" can be now or already past, so such a marker does not make is/are wrong against was/were or the other way round ("There ___ no children in the playground this morning": were and are both right), unless a wish, a condition, a passive or a past clause fixes the tense.',
  check(draft) {
    const answerPast = BE_PAST.test(draft.answer);
    if (!answerPast && !BE_PRESENT.test(draft.answer)) return null;
    const text = norm(draft.text);
    if (!OPEN_DAY_MARKER.test(text)) return null;
    // Tense fixed by something else: a wish or a condition ("I wish it ___ so cold today"), a passive
    // ("The room ___ cleaned this morning"), or a past clause or marker ("… this morning when we arrived").
    if (/\b(wish|if only|if|as if|would)\b/i.test(text)) return null;
    if (PARTICIPLE_NEXT.test(after(draft))) return null;
    if (PAST_FIXED.test(text)) return null;
    return dropping(draft.choices.filter((c) => (answerPast ? BE_PRESENT : BE_PAST).test(c)));
  },
};

/**
 * A statement told to "you" about the listener's own life: "You hugged your grandmother two days ago", "You
 * have already tidied your room", "You used to go to the gym", "You are in London now", "You have got a
 * sister in Canada". The listener knows their own past, habits, plans and whereabouts better than the
 * speaker, so such a line reads as a drill, not as English (round 1132). Natural uses stay: advice,
 * obligation, ability, deduction and predictions (should, must, have to, can, will …), conditions (if,
 * unless), what one sees or hears in the listener ("You look tired", "You sound terrible"), a judgement
 * ("You are right", "the only one who", "old enough"), a nudge ("You've had that cold for two weeks. It's time you
 * saw a doctor.") and an exclamation of reproach ("You've bought too many
 * bottles of milk!"), or a reminder ("You told me …", "Remember, you …").
 */
const YOU_NATURAL =
  /\b(should|shouldn't|must|mustn't|can|can't|cannot|could|couldn't|will|won't|'ll|would|wouldn't|may|might|need|needn't|have to|has to|had to|had better|ought|if|unless|as soon as|look|looks|looked|sound|sounds|sounded|seem|seems|seemed|(?<!all )right(?! now| away)|wrong|only one|enough|always|never|told me|said|promised|remember|forgot|welcome|lucky|it's (?:high |about )?time)\b/i;

const youOwnLife: Guard = {
  id: 'you-own-life',
  kind: 'naturalness',
  summary:
    'No statement tells "you" about their own past, habits, experience, plans or whereabouts ("You hugged your grandmother two days ago", "You have already tidied your room", "You used to go to the gym"): "you" is asked, advised or reminded; advice, obligation, deduction, conditions, what one sees ("You look tired"), complaints (always, never) and exclamations stay.',
  check(draft) {
    const filled = norm(fillBlank(draft.text, draft.answer)).trim();
    if (YOU_NATURAL.test(filled)) return null;
    // What the speaker noticed, as the lead-in to a question ("You didn't answer my messages. Were you busy?").
    if (/\?\s*$/.test(filled)) return null;
    // Each sentence (and each part after a semicolon or inside quotes) that starts with "You".
    for (const part of filled.split(/(?<=[.!?;:])\s+|[“”"]/)) {
      const clause = part.trim();
      if (!/^You(?:'ve|'re|'d)?\b/.test(clause)) continue;
      // A question or a question tag ("You are hungry, aren't you?") asks; an exclamation reproaches.
      if (/[?!]$/.test(clause)) continue;
      return { reject: `"${clause}" tells the listener about their own life` };
    }
    return null;
  },
};

/** One planned or dated event: a future or past marker, or a plan with going to. */
const ONE_OFF =
  /\b(tomorrow|tonight|next (week|weekend|month|year|summer|winter|Saturday|Sunday|Monday|Friday)|yesterday|last (night|week|weekend|month|year|summer|winter|Saturday|Sunday|Monday|Friday)|\w+ (days|weeks|months|years) ago|in (19|20)\d\d|going to|gonna)\b/i;
const HABIT_CUE =
  /\b(every|usually|often|sometimes|always|never|on (Mondays|Tuesdays|Wednesdays|Thursdays|Fridays|Saturdays|Sundays)|once|twice|at weekends|used to|would|ever|when (he|she|they|I|we) (was|were))\b/i;

const openEndedOneOff: Guard = {
  id: 'open-ended-one-off',
  kind: 'naturalness',
  summary:
    'A hobby with a bare plural object (repair old bikes, paint pictures, read comics, learn new words) is a habit or what someone was doing, not one planned or dated event: "was going to repair old bikes", "Is Andriy going to read comics next weekend?" are struck out.',
  check(draft) {
    const filled = norm(fillBlank(draft.text, draft.answer));
    const m = OPEN_ENDED.exec(filled);
    if (!m || !ONE_OFF.test(filled) || HABIT_CUE.test(filled)) return null;
    // What someone was doing when something happened is not a one-off plan ("was painting pictures when …").
    if (/ing$/.test(m[0].split(' ')[0] ?? '') && !/going to/.test(filled)) return null;
    return { reject: `"${m[0]}" as one planned or dated event` };
  },
};

/**
 * Asking someone else about one's own state, whereabouts or doings: "Were we hungry yesterday?", "Are we in
 * the kitchen?", "Were we playing tennis when the phone rang?", "Am I reading comics at the moment?" (round
 * 1132). The speaker knows; such questions are asked only of a plan, a worry or a check (late, ready, right,
 * going to, allowed, something wrong, enough).
 */
const SELF_QUESTION =
  /^(?:(?:and|so|but|then|now),?\s+)?(?:am|was|were|are|did|do|have|had|wasn't|weren't|aren't|didn't|don't|haven't|hadn't)\s+(I|we|Kate and I|my husband and I|my wife and I)\b/i;
const SELF_CHECK =
  /\b(late|early|ready|right|wrong|going to|allowed|lost|there yet|enough|the only one|in trouble|on time|supposed to|meant to|invited)\b/i;

const askAboutSelf: Guard = {
  id: 'question-about-self',
  kind: 'naturalness',
  summary:
    'No question asks someone else about the speaker\'s own state, whereabouts or doings ("Were we hungry yesterday?", "Are we in the kitchen?", "Am I reading comics at the moment?"); a check stays ("Are we late?", "Am I right?", "Are we going to …?", "Have I done something wrong?").',
  check(draft) {
    const filled = norm(fillBlank(draft.text, draft.answer)).trim();
    // The question part only: a short answer after " — " is its reply.
    const question = (filled.split(/\s+—\s+/)[0] ?? filled).trim();
    if (!/\?\s*$/.test(question)) return null;
    const last = question.split(/(?<=[.!])\s+/).pop() ?? question;
    const m = SELF_QUESTION.exec(last);
    if (!m || SELF_CHECK.test(last)) return null;
    return { reject: `"${last}" asks someone else about the speaker's own life` };
  },
};

/**
 * "I wish the neighbours ___ the grass": the present "cut" is also the past simple, and "I wish they cut the
 * grass (more often)" is right, so a present that reads as the past is not offered against would (round 2003).
 */
const wishSamePast: Guard = {
  id: 'wish-present-reads-past',
  kind: 'second-answer',
  summary:
    'wish + would: "I wish the neighbours cut the grass" is right (cut is also the past simple), so the plain form of cut, put, shut, let, set… is not offered as wrong against "would cut".',
  check(draft) {
    const m = /^would (\w+)$/i.exec(draft.answer);
    if (!m?.[1] || !/\bwish(es)?\b/i.test(before(draft)) || !has(draft, m[1])) return null;
    return verbForms(m[1]).past === m[1] ? { drop: choiceLike(draft, m[1]) } : null;
  },
};

/**
 * "Rarely ___ read such a long book": read is both the participle and the base, so "did they read" is right as
 * well as "have they read"; did is not offered as wrong before a participle that is also the base (round 2004).
 */
const didBeforeSameForm: Guard = {
  id: 'did-before-base-participle',
  kind: 'second-answer',
  summary:
    'have/had + participle against did + base: before read, put, cut, come, run… (the participle is also the base) "Rarely did they read such a long book" is right too, so did is not offered as wrong there.',
  check(draft) {
    if (!/^(have|has|had)\b/i.test(draft.answer)) return null;
    const word = /^\s*(\w+)/.exec(after(draft))?.[1];
    if (!word) return null;
    const f = verbForms(word);
    if (f.base !== word || f.participle !== word) return null;
    return dropping(draft.choices.filter((c) => /^(did|do|does)\b/i.test(c)));
  },
};

/**
 * A pastime named as a whole is not one plan that fell through or one evening's event: "My mother was going to
 * climb mountains, but she felt ill", "He didn't sing in a choir last week" (rounds 1902, 2004, 2005). A
 * holiday plan ("going to climb mountains next summer") and a habit stay.
 */
const pastimeAsEvent: Guard = {
  id: 'pastime-as-one-event',
  kind: 'naturalness',
  summary:
    'A pastime named as a whole is not one plan that fell through or one evening\'s event: "was going to climb mountains, but she felt ill", "didn\'t sing in a choir last week" are struck out; "going to climb mountains next summer" stays.',
  check(draft) {
    const said = fillBlank(draft.text, draft.answer);
    const fellThrough = /\b(was|were|wasn't|weren't) going to (climb mountains|sing in a choir)\b/i;
    const oneEvening =
      /\b(sing|sang) in a choir (yesterday|last (night|week|Saturday|Sunday|weekend)|this morning|at \w+ o'clock)/i;
    return fellThrough.test(said) || oneEvening.test(said) ? { reject: 'a pastime as one event' } : null;
  },
};

/** Several people do not ride one bike: "My friends didn't ride a bike in the park" (round 2004). */
const oneBikeForMany: Guard = {
  id: 'one-bike-for-many',
  kind: 'naturalness',
  summary:
    'Several people do not share one bike, nor one mishap: "My friends didn\'t ride a bike in the park", "My friends have just bent the front wheel of their bikes" are struck out.',
  check(draft) {
    const said = fillBlank(draft.text, draft.answer);
    const many =
      /^(We|They|You and I|\w+ and \w+|My (friends|parents|cousins|grandparents|brothers|sisters|neighbours|children|classmates|colleagues)|The (children|students|kids))\b/;
    return many.test(said) &&
      /\b(ride|rides|rode|riding|ridden) a bike\b|\bthe front wheel of their bikes\b/.test(said)
      ? { reject: 'several people riding one bike' }
      : null;
  },
};

/** "Although training every day, he didn't win" is a right reduced clause: though is not wrong before -ing. */
const thoughBeforeIng: Guard = {
  id: 'though-before-ing',
  kind: 'second-answer',
  summary:
    'in spite of / despite + -ing: "Though training every day, my brother didn\'t win" is a right reduced clause, so though and although are not offered as wrong before an -ing form.',
  check(draft) {
    if (!/^(in spite of|despite)$/i.test(draft.answer) || !/^\s*\w+ing\b/.test(after(draft))) return null;
    return dropping(draft.choices.filter((c) => /^(al)?though$/i.test(c)));
  },
};

/** "My sister is playing chess with her brother": the speaker's sibling's brother is "our brother" (round 2003). */
const siblingsSibling: Guard = {
  id: 'my-siblings-sibling',
  kind: 'naturalness',
  summary:
    'The family of the speaker\'s sibling is the speaker\'s own: "My sister isn\'t playing chess with her brother", "My brother calls his mother at weekends" are struck out (the speaker says "our brother", "our mum").',
  check(draft) {
    const said = fillBlank(draft.text, draft.answer);
    return /^My (sister|brother)\b[^.“”"]*\b(his|her) (brother|sister|mother|father|mum|dad|parents|grandmother|grandfather|grandparents)\b/.test(
      said,
    )
      ? { reject: 'my sibling with his or her sibling' }
      : null;
  },
};

/** "Any of my friends could come" is right (any one of them was free to come): any is not wrong before a modal. */
const anyOfModal: Guard = {
  id: 'any-of-modal',
  kind: 'second-answer',
  summary:
    'none / any of …: "Any of my friends could come to the party" is right (any one of them could), so "any" is not offered against "none" as the subject of can, could, may, might or would.',
  check(draft) {
    if (lower(draft.answer) !== 'none' || !has(draft, 'any')) return null;
    if (
      !/^\s*$/.test(before(draft)) ||
      !/^\s*of\b[^,.;]*?\b(can|could|may|might|would)\b/i.test(after(draft))
    )
      return null;
    return { drop: choiceLike(draft, 'any') };
  },
};

export const GUARDS: readonly Guard[] = [
  oneOnes,
  openDayMarker,
  verbAdjective,
  beenGone,
  fewLittle,
  realUnreal,
  conditionalTimes,
  adjectiveClassifier,
  selfReference,
  pairNouns,
  passingState,
  askAboutMine,
  subjectFits,
  youOwnLife,
  openEndedOneOff,
  askAboutSelf,
  anyOfModal,
  siblingsSibling,
  wishSamePast,
  oneBikeForMany,
  thoughBeforeIng,
  didBeforeSameForm,
  pastimeAsEvent,
];

export interface GuardOutcome {
  draft: ExerciseDraft;
  /** Ids of the guards that changed or rejected the draft. */
  fired: string[];
  /** Set when a guard struck the draft out. */
  rejected: string | null;
}

/** Runs every guard on a draft: drops second answers, strikes unnatural sentences. */
export function applyGuards(draft: ExerciseDraft, guards: readonly Guard[] = GUARDS): GuardOutcome {
  let current = draft;
  const fired: string[] = [];
  for (const guard of guards) {
    const verdict = guard.check(current);
    if (!verdict) continue;
    if (verdict.reject)
      return { draft: current, fired: [...fired, guard.id], rejected: `${guard.id}: ${verdict.reject}` };
    const drop = new Set((verdict.drop ?? []).filter((c) => c !== current.answer));
    if (drop.size === 0) continue;
    fired.push(guard.id);
    current = {
      ...current,
      choices: current.choices.filter((c) => !drop.has(c)),
      rationale: {
        ...current.rationale,
        distractors: current.rationale.distractors.filter((d) => !drop.has(d.choice)),
      },
    };
  }
  return { draft: current, fired, rejected: null };
}
