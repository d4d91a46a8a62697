import type { User } from '@gapwise/contracts/constants';
import { pathTo } from '../../app/routes.ts';

/**
 * Where 'Go to tests' leads (docs/product-rules.md#routes-and-guards): premium → the sections; without a quiz
 * → onboarding; otherwise the sections with the paywall modal over them (closing it leaves the free topics).
 */
export function testsTarget(user: Pick<User, 'isPremium' | 'quizString'>): string {
  if (user.isPremium) return pathTo('hub.sections');
  if (!user.quizString) return pathTo('onboarding');
  return `${pathTo('hub.sections')}?action=open-paywall`;
}
