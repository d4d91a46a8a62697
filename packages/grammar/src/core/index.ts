import type { TopicDef } from '../types.ts';
import * as be from './topics/be.ts';
import * as clauses from './topics/clauses.ts';
import * as conditionals from './topics/conditionals.ts';
import * as curatedMore from './topics/curated-more.ts';
import * as formsExtra from './topics/forms-extra.ts';
import * as formsExtra2 from './topics/forms-extra2.ts';
import * as formsMore from './topics/forms-more.ts';
import * as framesMore from './topics/frames-more.ts';
import * as futureModal from './topics/future-modal.ts';
import * as passive from './topics/passive.ts';
import * as passiveMore from './topics/passive-more.ts';
import * as past from './topics/past.ts';
import * as perfect from './topics/perfect.ts';
import * as presentMore from './topics/present-more.ts';
import * as usedTo from './topics/used-to.ts';

const MODULES: Record<string, unknown>[] = [
  be,
  clauses,
  conditionals,
  curatedMore,
  formsExtra,
  formsExtra2,
  formsMore,
  framesMore,
  futureModal,
  passive,
  passiveMore,
  past,
  perfect,
  presentMore,
  usedTo,
];

const isTopic = (value: unknown): value is TopicDef =>
  typeof value === 'object' && value !== null && 'slug' in value && 'generate' in value;

/** Every topic the core engine defines (each topics/*.ts file exports its TopicDefs); the catalogue merges them into their sections. */
export const CORE_TOPICS: TopicDef[] = MODULES.flatMap((m) => Object.values(m).filter(isTopic));
