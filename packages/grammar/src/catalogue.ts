import { CORE_TOPICS } from './core/index.ts';
import { adjective } from './sections/adjective.ts';
import { basics } from './sections/basics.ts';
import { be } from './sections/be.ts';
import { conditional } from './sections/conditional.ts';
import { futureTense } from './sections/future-tense.ts';
import { irregular } from './sections/irregular.ts';
import { modal } from './sections/modal.ts';
import { multipleChoices } from './sections/multiple-choices.ts';
import { negativeForm } from './sections/negative-form.ts';
import { noun } from './sections/noun.ts';
import { passiveVoice } from './sections/passive-voice.ts';
import { pastFuture } from './sections/past-future.ts';
import { pastTense } from './sections/past-tense.ts';
import { playground } from './sections/playground.ts';
import { presentTense } from './sections/present-tense.ts';
import { pronoun } from './sections/pronoun.ts';
import { questionForm } from './sections/question-form.ts';
import { tutorial } from './sections/tutorial.ts';
import { usedTo } from './sections/used-to.ts';
import { verb } from './sections/verb.ts';
import { would } from './sections/would.ts';
import type { SectionDef } from './types.ts';

/**
 * Every section in display order: learning-area §3's list (…, Question Form, Used To, Verb, Would), which
 * the hub's chips follow. Each section file owns its topics.
 */
const BASE_SECTIONS: readonly SectionDef[] = [
  playground,
  tutorial,
  basics,
  adjective,
  be,
  conditional,
  futureTense,
  irregular,
  modal,
  multipleChoices,
  negativeForm,
  noun,
  passiveVoice,
  pastFuture,
  pastTense,
  presentTense,
  pronoun,
  questionForm,
  usedTo,
  verb,
  would,
];

/**
 * Sections with the core engine's topics added. A section file's own topic wins over a core topic with
 * the same slug, so either can grow without breaking the other.
 */
export const SECTIONS: readonly SectionDef[] = BASE_SECTIONS.map((section) => {
  const own = new Set(section.topics.map((t) => t.slug));
  const extra = CORE_TOPICS.filter((t) => t.sectionSlug === section.slug && !own.has(t.slug));
  return extra.length ? { ...section, topics: [...section.topics, ...extra] } : section;
});
