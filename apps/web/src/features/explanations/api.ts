import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi } from '../../lib/api.ts';

/**
 * The explanations' server calls. The streamed explanation itself is read by `stream.ts`, which needs
 * `fetch` for its event stream (the one hand-written call, listed in lib/api.test.ts).
 */

/** POST /api/explanations/rating: "Was this helpful?" for one explanation. */
export const rateExplanation = (body: RouteBody<'explanations.rate'>) =>
  callApi('explanations.rate', { body });

/** POST /api/explanations/follow-up: another example, another wording, or the other of en/uk. */
export const askFollowUp = (body: RouteBody<'explanations.followUp'>) =>
  callApi('explanations.followUp', { body });
