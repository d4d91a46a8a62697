import common from './common.json';
import landing from './landing.json';

/**
 * The texts of the shell and the landing page in this language: a chunk of its own. Sign-in and account
 * texts (`auth`) load with those screens (features/auth/auth-texts.ts).
 */
export default { common, landing };
