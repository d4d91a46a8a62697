export { type Bank, buildBank, buildTopic, topicMeta } from './bank.ts';
export { SECTIONS } from './catalogue.ts';
export { BLANK, fillBlank, hardGateFailures } from './checks.ts';
export { stableId } from './hash.ts';
export {
  CONFIRM_ANSWERS,
  inTopTier,
  QUALITY_WEIGHTS,
  qualityScore,
  TOP_TIER_SHARE,
  topTier,
} from './quality.ts';
export { createRng } from './rng.ts';
export { type SessionOptions, sampleSession } from './sampler.ts';
export {
  answerKeys,
  isNearRepeat,
  type SessionItem,
  type SessionReport,
  sessionReport,
  wordDistance,
} from './session.ts';
export * from './types.ts';
