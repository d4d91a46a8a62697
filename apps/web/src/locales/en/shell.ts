import auth from './auth.json';
import common from './common.json';
import landing from './landing.json';

/** The texts of the shell, the landing page and sign-in in this language: a chunk of its own. */
export default { common, landing, auth };
