import type { TopicDef } from '../types.ts';
import * as adjectives from './topics/adjectives.ts';
import * as articles from './topics/articles.ts';
import * as be from './topics/be.ts';
import * as clauses from './topics/clauses.ts';
import * as collocations from './topics/collocations.ts';
import * as conditionals from './topics/conditionals.ts';
import * as countable from './topics/countable.ts';
import * as curatedMore from './topics/curated-more.ts';
import * as determiners from './topics/determiners.ts';
import * as doDoes from './topics/do-does.ts';
import * as formsExtra from './topics/forms-extra.ts';
import * as formsExtra2 from './topics/forms-extra2.ts';
import * as formsMore from './topics/forms-more.ts';
import * as framesMore from './topics/frames-more.ts';
import * as futureModal from './topics/future-modal.ts';
import * as passive from './topics/passive.ts';
import * as passiveMore from './topics/passive-more.ts';
import * as past from './topics/past.ts';
import * as perfect from './topics/perfect.ts';
import * as prepositions from './topics/prepositions.ts';
import * as presentMore from './topics/present-more.ts';
import * as presentSimple from './topics/present-simple.ts';
import * as pronouns from './topics/pronouns.ts';
import * as quantifiers from './topics/quantifiers.ts';
import * as there from './topics/there.ts';
import * as thisHave from './topics/this-have.ts';
import * as usedTo from './topics/used-to.ts';
import * as verbPatterns from './topics/verb-patterns.ts';

const MODULES: Record<string, unknown>[] = [
  adjectives,
  articles,
  be,
  clauses,
  collocations,
  conditionals,
  countable,
  curatedMore,
  determiners,
  doDoes,
  formsExtra,
  formsExtra2,
  formsMore,
  framesMore,
  futureModal,
  passive,
  passiveMore,
  past,
  perfect,
  prepositions,
  presentMore,
  presentSimple,
  pronouns,
  quantifiers,
  there,
  thisHave,
  usedTo,
  verbPatterns,
];

const isTopic = (value: unknown): value is TopicDef =>
  typeof value === 'object' && value !== null && 'slug' in value && 'generate' in value;

/** Every topic the core engine defines (each topics/*.ts file exports its TopicDefs); the catalogue merges them into their sections. */
export const CORE_TOPICS: TopicDef[] = MODULES.flatMap((m) => Object.values(m).filter(isTopic));
