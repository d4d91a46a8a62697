/**
 * a/an frames: each frame lists only the noun phrases that fit it, so that every sentence is natural.
 * Tricky first sounds (silent h, "you" sound, "w" sound in one, letter names) are spread over the frames.
 */

import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './a-an-frames.data.json' with { type: 'json' };
export const A_AN_FRAMES: string[] = table('A_AN_FRAMES', data.A_AN_FRAMES, z.string());
