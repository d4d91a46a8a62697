import { wishPast, wouldLike } from '../core/topics/clauses.ts';
import { wouldYouMind } from '../core/topics/forms-extra2.ts';
import { wishPastPerfect } from '../core/topics/frames-more.ts';
import type { SectionDef } from '../types.ts';
import { ifOnly } from './would/if-only.ts';
import { itsTime } from './would/its-time.ts';
import { wishWould } from './would/wish-would.ts';

export const would: SectionDef = {
  slug: 'would',
  name: { en: 'Would', uk: 'Would' },
  topics: [wishPast, wouldLike, wouldYouMind, wishPastPerfect, wishWould, ifOnly, itsTime],
};
