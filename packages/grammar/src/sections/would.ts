import type { SectionDef } from '../types.ts';
import { ifOnly } from './would/if-only.ts';
import { itsTime } from './would/its-time.ts';
import { wishPastPerfect } from './would/wish-past-perfect.ts';
import { wishPast } from './would/wish-past-simple.ts';
import { wishWould } from './would/wish-would.ts';
import { wouldLike } from './would/would-like-would-rather.ts';
import { wouldRatherSomeone } from './would/would-rather-someone.ts';
import { wouldYouMind } from './would/would-you-mind.ts';

export const would: SectionDef = {
  slug: 'would',
  name: { en: 'Would', uk: 'Would' },
  topics: [
    wishPast,
    wouldLike,
    wouldYouMind,
    wishPastPerfect,
    wishWould,
    ifOnly,
    itsTime,
    wouldRatherSomeone,
  ],
};
