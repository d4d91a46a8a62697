import type { SectionDef } from '../types.ts';
import { firstConditional, secondConditional } from './conditional/conditionals.ts';
import { mixedConditionals } from './conditional/mixed-conditionals.ts';
import { thirdConditional } from './conditional/third-conditional.ts';
import { unlessIf } from './conditional/unless-or-if.ts';
import { zeroConditional } from './conditional/zero-conditional.ts';

export const conditional: SectionDef = {
  slug: 'conditional',
  name: { en: 'Conditional', uk: 'Умовні речення' },
  topics: [
    firstConditional,
    secondConditional,
    unlessIf,
    zeroConditional,
    thirdConditional,
    mixedConditionals,
  ],
};
