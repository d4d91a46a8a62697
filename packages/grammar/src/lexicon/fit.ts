import { type Frame, KINDS, restFor } from './frames.ts';
import type { FrameSubject as Subject } from './people.ts';
import { isPlural, isPronoun } from './subject.ts';

/**
 * What goes with what: who does household chores, who works in an office, who shares one mother.
 * Used by the clause engine's subject × frame pairing and, as a backstop for every generator, by the
 * `subject-fits-phrase` guard (core/guards.ts).
 */

/**
 * Groups that share no household: friends do not clean "the house" together, nor walk one dog ("the students
 * were walking their dog", review 1702).
 */
const NO_HOUSEHOLD = /\b(my friends|your friends|my cousins|your cousins|the students|my colleagues)\b/i;
const HOUSEHOLD =
  /\b(clean(s|ed|ing)? the (house|kitchen|windows|bathroom)|vacuum\w* the|sweep\w* the (kitchen )?floor|swept the|lay\w* the table|laid the table|change\w* the bed sheets|empt\w* the dishwasher|wash\w* the (dishes|car)|water\w* the (plants|flowers)|cut\w* the grass|feed\w* the cat|fed the cat|make\w* the bed|made the bed|do\w* the (shopping|washing-up|ironing)|did the (shopping|washing-up|ironing)|done the (shopping|washing-up|ironing)|cook\w* dinner for the family|tid\w* the (house|garden)|(walk\w*|feed\w*|fed) (the|their|our|\{poss\}) (dog|cat)|(tak\w*|took) the dog for a walk)\b/i;

/** People who do not go to an office, have a boss or clients: the retired, children, teachers. */
const NO_OFFICE =
  /\b(our teacher|your teacher|my grandfather|your grandfather|my grandmother|my grandparents|the children|the students|my little brother|your little brother)\b/i;
const OFFICE =
  /\b(the office|{poss} boss|(his|her|their|my|your|our) boss|colleagues|clients|the invoice|reports at work|work late|the manager|the report|meet\w* clients|business)\b/i;

/** Several people who are not siblings have no one mother, aunt or boss between them. */
const NOT_SIBLINGS =
  /\b(my parents|your parents|our neighbours|your neighbours|my friends|your friends|my cousins|your cousins|the students|Tom and Anna|Kate and I)\b/i;
const ONE_RELATIVE =
  /\b(their|our|{poss}) (mother|father|mum|dad|grandmother|grandfather|aunt|uncle|boss|teacher|sister|brother)\b/i;

/**
 * The speaker's (or the listener's) parents: their children are the speaker and the speaker's siblings, so
 * "My parents were driving their children to school" tells of the family as if of strangers (round 1135);
 * it is "driving us to school", "collecting my brother".
 */
const OWN_PARENTS = /^(?:my|your|our) (?:parents|mother|mum|father|dad)$/i;
const THEIR_CHILDREN = /\b(?:his|her|their|\{poss\}) (?:children|kids|son|daughter|sons|daughters)\b/i;

/**
 * People outside the speaker's household: their chores and personal care are nobody's news ("Our neighbour
 * Mrs Green washed the dishes yesterday", "My best friend swept the kitchen floor", "Our neighbours are
 * having a shower right now").
 */
const OUTSIDERS =
  /\b(our neighbours?(?: Mrs Green)?|your neighbours?|my neighbour|Mr Brown|Mrs Green|my best friend|your best friend|my friends|your friends|my cousins|your cousins|the students|our teacher|your teacher|Max and Lily)\b/i;
const PRIVATE =
  /\b(wash\w* the dishes|washed the dishes|clean\w* the (kitchen|bathroom)( floor)?|sweep\w* the (kitchen )?floor|swept the|vacuum\w* the|lay\w* the table|laid the table|set\w* the table|make\w* the bed|made the bed|change\w* the bed sheets|empt\w* the dishwasher|iron\w* (his|her|their|my|our|your) shirts|polish\w* (his|her|their|my|our|your) shoes|tid\w* (his|her|their) rooms?|take\w* the rubbish out|took the rubbish out|hang\w* out the washing|hung out the washing|put\w* the shopping away|do\w* the washing-up|did the washing-up|done the washing-up|brush\w* (his|her|their) teeth|wash\w* (his|her|their) hair|ha(ve|s|d|ving) a shower)\b/i;

/** Groups who are not colleagues do not answer clients' letters or write reports together. */
const GROUPS =
  /\b(my parents|your parents|our neighbours|your neighbours|my friends|your friends|my cousins|your cousins|Tom and Anna|Max and Lily|Kate and I|the children|the students)\b/i;
const OFFICE_WORK =
  /\b(letters from clients|(to|meet\w*|met) (his|her|their|our) clients|clients in the city centre|reports at work|coffee for (their|our) colleagues)\b/i;

/**
 * Age and role: school life (one's own homework, going to school, the exam, the lesson, one class) belongs to
 * children and students, not to parents, grandparents, teachers, neighbours or a boss ("My parents usually do
 * their homework", round 1132), unless the sentence looks back to school days ("at school", "when she was
 * young"); adult life (coffee, wine, the office, driving, the rent, a pension, retiring, babysitting) is
 * not a child's ("The children will meet you for coffee").
 */
const ELDERS =
  /\b(?:(?:my|your|our|their|his|her) (?:parents|mother|mum|father|dad|grandparents|grandmother|grandfather|grandma|grandpa|aunt|uncle|boss)|(?:our|your|my) teacher|our neighbours?(?: Mrs Green)?|your neighbours?|my neighbour|Mr Brown|Mrs Green)\b/i;
const SCHOOL_LIFE =
  /\b((?:do|does|did|done|doing|finish\w*|start\w*) (?:his|her|their|its) homework|(?:go|goes|went|going|gone) to school|(?:worried|nervous|stressed) (?:about|before) (?:the|an|her|his|their) exams?|the exam (?:tomorrow|today|yesterday|next week|last week)|in the same class|at the lesson|finished university last year)\b/i;
const SCHOOL_DAYS =
  /\b(at (?:primary |secondary |high )?school|at university|when (?:he|she|they|we|I) (?:was|were) (?:young|a child|children|little|a student|students))\b/i;
const CHILDREN =
  /\b(the children|the kids|my little (?:brother|sister)|your little (?:brother|sister)|my (?:son|daughter)|your (?:son|daughter))\b/i;
const ADULT_LIFE =
  /\b(coffee|wine|beer|the office|(?:drive|drives|drove|driving|driven) (?:to|home|the car|a car|us|me|him|her|them)|retire\w*|a pension|the rent|mortgage|babysit\w*|clients|colleagues)\b/i;

/**
 * Things each person has their own of: a group does not choose, buy or lose one phone between them ("The
 * students chose a new phone", round 1132); each buys their own (new phones) or one of them does.
 */
const ONE_PERSONAL =
  /\b(?:buy|buys|bought|buying|choose|chooses|chose|chosen|choosing|get|gets|got|getting|sell|sells|sold|selling|lose|loses|lost|losing|find|finds|found|finding|break|breaks|broke|broken|breaking|need|needs|needed|want|wants|wanted)\s+(?:a|an|one)\s+(?:new |old |cheap |expensive )?(phone|laptop|watch|jacket|coat|dress|tablet|umbrella|toothbrush|passport|wallet|suit|pair of \w+)\b/i;

/**
 * One portion, one shower: a group does not eat one apple or have one bath between them ("Are your friends
 * eating an apple now?", round 1133); each eats their own (apples) or one of them does.
 */
const ONE_EACH =
  /\b(?:eat|eats|ate|eaten|eating|have|has|had|having|peel|peels|peeled|peeling)\s+(?:a|an|one)\s+(?:big |small |green |red |ham |cheese |chocolate )?(apple|banana|orange|pear|peach|sandwich|boiled egg|egg|biscuit|burger|yoghurt|ice cream|shower|bath)\b/i;

const DREAM = /\b(?:dreamt|dreamed|dream|dreams|dreaming) about\b/i;

/** Whether a phrase is one portion or one shower, which a group does not share (`ONE_EACH`). */
export const oneEach = (phrase: string): boolean => ONE_EACH.test(phrase);

export interface FitProblem {
  rule: 'household' | 'office' | 'one-relative' | 'private' | 'office-group' | 'age' | 'one-item';
  why: string;
}

/** Whether a subject and a verb phrase go together; the problem when they do not. */
export function misfit(subject: string, phrase: string): FitProblem | null {
  if (NO_HOUSEHOLD.test(subject) && HOUSEHOLD.test(phrase))
    return { rule: 'household', why: `${subject} share no household for "${HOUSEHOLD.exec(phrase)?.[0]}"` };
  if (NO_OFFICE.test(subject) && OFFICE.test(phrase))
    return { rule: 'office', why: `${subject} with "${OFFICE.exec(phrase)?.[0]}"` };
  if (NOT_SIBLINGS.test(subject) && ONE_RELATIVE.test(phrase))
    return { rule: 'one-relative', why: `${subject} with "${ONE_RELATIVE.exec(phrase)?.[0]}"` };
  if (OWN_PARENTS.test(subject.trim()) && THEIR_CHILDREN.test(phrase.split(/[,;:]/)[0] ?? phrase))
    return {
      rule: 'one-relative',
      why: `${subject} with "${THEIR_CHILDREN.exec(phrase)?.[0]}": those children are the speaker's family`,
    };
  if (OUTSIDERS.test(subject) && PRIVATE.test(phrase))
    return { rule: 'private', why: `${subject}: "${PRIVATE.exec(phrase)?.[0]}" is their private business` };
  // Only the subject's own clause: "By the time our parents got back, Tom had done his homework" is fine.
  const own = phrase.split(/[,;:]|\b(?:when|while|because|before|after|and|but|so)\b/)[0] ?? phrase;
  if (ELDERS.test(subject) && SCHOOL_LIFE.test(own) && !SCHOOL_DAYS.test(phrase))
    return { rule: 'age', why: `${subject} with "${SCHOOL_LIFE.exec(own)?.[0]}": school life is a child's` };
  if (CHILDREN.test(subject) && ADULT_LIFE.test(own) && !/learn\w* to drive/.test(own))
    return { rule: 'age', why: `${subject} with "${ADULT_LIFE.exec(own)?.[0]}": adult life` };
  if (GROUPS.test(subject) && ONE_PERSONAL.test(own) && !/\bKate and I\b/i.test(subject))
    return { rule: 'one-item', why: `${subject} with "${ONE_PERSONAL.exec(own)?.[0]}": each has their own` };
  // A dream is one sleeper's: "The students dreamt about the sea last night" (review 1802).
  if ((GROUPS.test(subject) || /^(we|they)$/i.test(subject.trim())) && DREAM.test(own))
    return {
      rule: 'one-item',
      why: `${subject} with "${DREAM.exec(own)?.[0]}": each dreams their own dream`,
    };
  if (GROUPS.test(subject) && ONE_EACH.test(own))
    return {
      rule: 'one-item',
      why: `${subject} with "${ONE_EACH.exec(own)?.[0]}": one each, not one between them`,
    };
  if (GROUPS.test(subject) && OFFICE_WORK.test(phrase))
    return {
      rule: 'office-group',
      why: `${subject} are not colleagues for "${OFFICE_WORK.exec(phrase)?.[0]}"`,
    };
  return null;
}

/** The subject's own noun (my sister, our neighbours) also names the people in the frame's rest. */
const relationCache = new Map<string, RegExp | null>();
export function sameRelation(subject: string, rest: string): boolean {
  let re = relationCache.get(subject);
  if (re === undefined) {
    const m = /^(my|our|the) (?:best )?([a-z]+?)s?$/.exec(subject);
    re = m?.[2] !== undefined ? new RegExp(`\\b${m[2]}s?\\b`) : null;
    relationCache.set(subject, re);
  }
  return re?.test(rest) ?? false;
}

/**
 * Whether a subject plausibly does a frame, by the frame's kind (lexicon/frames.ts): chores and
 * personal care only in the speaker's household (not friends, neighbours, cousins, a teacher), office life
 * only for one working adult, then the phrase-level rules of `misfit`.
 */
export function fits(frame: Frame, subject: Subject): boolean {
  const { who } = KINDS[frame.kind];
  if (who === 'household' && subject.circle === 'outside') return false;
  if (who === 'worker' && !subject.worker) return false;
  if (frame.adult && !subject.adult) return false;
  const s = subject.text;
  // "My grandfather visits his grandparents" reads oddly: grandparents do not get grandparent frames.
  if (/grand/.test(frame.rest) && /grand/.test(s)) return false;
  // "My friends don't meet their friends on Saturdays" (review 1801): a group is not paired with its own kind.
  const kin = /\b(friends|cousins|colleagues|neighbours)\b/.exec(s)?.[1];
  if (kin && new RegExp(`\\{poss\\} (?:best )?${kin.replace(/s$/, '')}`).test(frame.rest)) return false;
  // Grown-ups (a mother, a dad, a teacher, the neighbours) no longer visit or phone their grandparents.
  if (/grand(parents|mother)/.test(frame.rest) && /mother|dad|parents|teacher|neighbour/.test(s))
    return false;
  // One book in bed is one reader's: "Tom and Anna didn't read a book in bed yesterday".
  if (/a book in bed/.test(frame.rest) && isPlural(subject)) return false;
  // Children live with their parents: they do not phone them as news ("The children didn't phone their
  // parents last weekend"), nor go dancing or fly abroad on their own.
  if (!subject.adult && /\{poss\} parents/.test(frame.rest)) return false;
  if (!subject.adult && /^(go dancing|fly |rent |spend a week)/.test(`${frame.verb} ${frame.rest}`))
    return false;
  // A diary is one person's: "We write in our diary" reads as one shared diary.
  if (/\{poss\} diary/.test(frame.rest) && isPlural(subject)) return false;
  // A dentist's appointment is one person's ("My friends are going to the dentist tomorrow" is odd).
  if (/dentist/.test(frame.rest) && isPlural(subject)) return false;
  // Nor do grandparents help their own mother or phone their parents.
  if (/grand/.test(s) && /\{poss\} (mother|parents|aunt)/.test(frame.rest)) return false;
  // Nor "my cousins visit their cousins", "my sister texts her sister", "our teacher … with her teacher".
  if (sameRelation(s, frame.rest)) return false;
  // Grandparents do not take their own (grown-up) children to school.
  if (/grand/.test(s) && /(son|daughter|children) (from|to) school/.test(frame.rest)) return false;
  // Friends, neighbours, students or my parents share no one sister, aunt or grandmother.
  if (
    /^(my friends|our neighbours|the students|my parents|your friends|your neighbours|your parents)$/.test(
      s,
    ) &&
    /\b(sister|brother|aunt|grandmother)\b/.test(frame.rest)
  )
    return false;
  // Sandcastles and drawing animals are a child's play ("Does your mother build sandcastles on the beach once
  // a year?", "Does Maria draw pictures of animals on Sundays?"): only children take them; comics not for
  // parents, grandparents, teachers or neighbours.
  if (/sandcastles|pictures of animals/.test(frame.rest) && subject.adult) return false;
  if (/comics/.test(frame.rest) && /mother|dad|parents|grand|teacher|neighbour/.test(s)) return false;
  // Unrelated people do not visit or phone "their grandparents" as one party ("The students will visit their
  // grandparents next Saturday"): each has their own family.
  if (
    /^(my friends|our neighbours|the students|your friends|your neighbours)$/.test(s) &&
    /\{poss\} (grandparents|parents|cousins)/.test(frame.rest)
  )
    return false;
  // Parents, grandparents, teachers and neighbours have no homework.
  if (/homework/.test(frame.rest) && /mother|dad|teacher|grand|neighbour|parents/.test(s)) return false;
  // "My friends collect their son": one child belongs to a couple, not to a group of friends.
  if (
    isPlural(subject) &&
    !isPronoun(subject) &&
    s !== 'Tom and Anna' &&
    /\b(son|daughter)\b/.test(frame.rest)
  )
    return false;
  return misfit(subject.text, `${frame.verb} ${restFor(frame, subject.poss)}`) === null;
}

const SUBJECT_ANYWHERE = new RegExp(
  [NO_HOUSEHOLD, NO_OFFICE, NOT_SIBLINGS, OUTSIDERS, GROUPS, ELDERS, CHILDREN].map((r) => r.source).join('|'),
  'gi',
);

/** The same check on a whole sentence: a known subject and, after it, a phrase it does not fit. */
export function sentenceMisfit(sentence: string): FitProblem | null {
  for (const m of sentence.matchAll(SUBJECT_ANYWHERE)) {
    const problem = misfit(m[0], sentence.slice((m.index ?? 0) + m[0].length));
    if (problem) return problem;
  }
  return null;
}
