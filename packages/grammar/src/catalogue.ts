import { adjective } from './sections/adjective.ts';
import { basics } from './sections/basics.ts';
import { be } from './sections/be.ts';
import { conditional } from './sections/conditional.ts';
import { futureTense } from './sections/future-tense.ts';
import { irregular } from './sections/irregular.ts';
import { linkingWords } from './sections/linking-words.ts';
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
 * Every section in display order: learning-area §3's list (…, Question Form, Used To, Verb, Would, with Linking Words (issue 16) before Would), which
 * the hub's chips follow. Each section's index file (sections/<slug>.ts) lists its topics in the order the
 * hub shows them; a topic exists in the bank only if an index lists it.
 */
export const SECTIONS: readonly SectionDef[] = [
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
  linkingWords,
  would,
];

/**
 * Fails the build when a topic slug is used twice, within one section or across sections, or when a
 * section slug repeats: a slug is a topic's address (URLs, progress, exercise ids), so two topics must
 * never share one, and no topic may silently replace another.
 */
export function assertUniqueSlugs(sections: readonly SectionDef[]): void {
  const problems: string[] = [];
  const sectionSeen = new Set<string>();
  const topicSeen = new Map<string, string>();
  for (const section of sections) {
    if (sectionSeen.has(section.slug)) problems.push(`section slug "${section.slug}" is used twice`);
    sectionSeen.add(section.slug);
    for (const topic of section.topics) {
      const first = topicSeen.get(topic.slug);
      if (first !== undefined)
        problems.push(
          `topic slug "${topic.slug}" is defined twice (section "${first}" and section "${section.slug}")`,
        );
      else topicSeen.set(topic.slug, section.slug);
    }
  }
  if (problems.length > 0) throw new Error(`Duplicate slugs in the catalogue: ${problems.join('; ')}`);
}

/** Fails the build when a section lists a topic that names another section (its links would be wrong). */
export function assertTopicsInTheirSection(sections: readonly SectionDef[]): void {
  const wrong = sections.flatMap((s) =>
    s.topics
      .filter((t) => t.sectionSlug !== s.slug)
      .map((t) => `"${t.slug}" (says "${t.sectionSlug}", listed in "${s.slug}")`),
  );
  if (wrong.length > 0)
    throw new Error(`Topics listed in another section than their own: ${wrong.join(', ')}`);
}

assertUniqueSlugs(SECTIONS);
assertTopicsInTheirSection(SECTIONS);
