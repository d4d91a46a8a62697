import type { Kind } from '../../lexicon/subject.ts';

/**
 * Verb phrases for do/does frames: who can do them, and an optional wh-question that fits (S = subject).
 * Every phrase is a habit or a state, natural in the present simple with any subject of its kinds.
 */
export interface VerbPhrase {
  id: string;
  kinds: Kind[];
  /** Base-form phrase after do/does/don't: "live in Kyiv". */
  base: string;
  /** Wh-questions with the blank before S: "Where ___ S live?" */
  wh: string[];
}

const v = (id: string, kinds: Kind[], base: string, wh: string[] = []): VerbPhrase => ({
  id,
  kinds,
  base,
  wh,
});
const A: Kind[] = ['adult'];
const P: Kind[] = ['adult', 'child'];

export const VERB_PHRASES: VerbPhrase[] = [
  v('live', A, 'live near here', ['Where ___ S live?']),
  v('work', A, 'work at weekends', ['Where ___ S work?', 'How many hours a week ___ S work?']),
  v('speak', P, 'speak French', ['How many languages ___ S speak?']),
  v('eat-meat', P, 'eat meat', ['What ___ S usually have for breakfast?']),
  v('coffee', A, 'drink coffee', ['How many cups of coffee ___ S drink a day?']),
  v('tennis', P, 'play tennis', ['How often ___ S play tennis?']),
  v('jazz', P, 'like jazz', ['What kind of music ___ S like?']),
  v('get-up', P, 'get up early', ['What time ___ S usually get up?']),
  v('gym', A, 'go to the gym', ['How often ___ S go to the gym?']),
  v('tv', P, 'watch TV in the evening', ['Which channels ___ S watch?']),
  v('news', A, 'read the news online', ['Where ___ S get the news from?']),
  v('bus-work', A, 'take the bus to work', ['How ___ S get to work?']),
  v('cook', A, 'cook every day', ['Who ___ S cook for?']),
  v('car', A, 'have a car', ['What kind of car ___ S have?']),
  v('pets', P, 'have any pets', ['How many pets ___ S have?']),
  v('address', A, 'know my address', ['How ___ S know my address?']),
  v('glasses', P, 'wear glasses', ['When ___ S wear glasses?']),
  v('drive', A, 'drive to work', ['How far ___ S drive every day?']),
  v('podcasts', A, 'listen to podcasts', ['What podcasts ___ S listen to?']),
  v('travel', A, 'travel a lot for work', ['Where ___ S usually travel to?']),
  v('sing', P, 'sing in a choir', []),
  v('spicy', P, 'like spicy food', ['What food ___ S like?']),
  v('swim', P, 'know how to swim', []),
  v('sleep', P, 'sleep well', ['How many hours ___ S sleep?']),
  v('school', ['child'], 'go to school by bus', [
    'What time ___ S start school?',
    'Which school ___ S go to?',
  ]),
  v('lessons', ['child'], 'have swimming lessons', ['How often ___ S have swimming lessons?']),
  v('piano', P, 'play the piano', ['How long ___ S practise every day?']),
  v('vegetables', ['child'], 'eat vegetables', ['What vegetables ___ S like?']),
  v('cartoons', ['child'], 'watch cartoons', ['What cartoons ___ S like?']),
  v('walk-dog', A, 'walk the dog every morning', ['Who ___ S walk the dog with?']),
  v('eat-out', A, 'eat out a lot', ['Where ___ S usually eat out?']),
  v('read-books', P, 'read a lot of books', ['What kind of books ___ S read?']),
  v('cycle', A, 'cycle to work', ['How far ___ S cycle every day?']),
  v('understand-spanish', P, 'understand Spanish', []),
  v('remember-birthday', A, 'remember my birthday', []),
  v('smoke', A, 'smoke', ['How many cigarettes ___ S smoke a day?']),
  v('play-computer', P, 'play computer games', ['Which games ___ S play?']),
  v('go-abroad', A, 'go abroad every summer', ['Where ___ S go in the summer?']),
  v('work-from-home', A, 'work from home', ['How often ___ S work from home?']),
  v('use-instagram', A, 'use Instagram', []),
  v('wear-uniform', A, 'wear a uniform at work', []),
  v('help-housework', P, 'help with the housework', ['How ___ S help at home?']),
  v('tea-sugar', A, 'take sugar in coffee', []),
  v('own-house', A, 'own a house', []),
  v('like-cats', P, 'like cats', ['Why ___ S like cats so much?']),
  v('need-glasses', P, 'need glasses for reading', []),
  v('go-to-bed-late', P, 'go to bed late', ['What time ___ S go to bed?']),
  v('study-english', P, 'study English', ['Why ___ S study English?']),
  // Not "open on Sundays": open is an adjective too, and "The shops aren't open on Sundays" is right as well.
  v('sundays', ['shop'], 'stay open late on Sundays', ['When ___ S close?']),
  v('close-late', ['shop'], 'close at six', []),
  v('stop', ['transport'], 'stop at the station', ['Where ___ S stop?']),
  v('airport', ['transport'], 'go to the airport', ['Where ___ S go?']),
  v('night', ['transport'], 'run at night', ['How often ___ S run?']),
  v('start', ['event'], 'start at eight', ['What time ___ S start?']),
  v('finish', ['event'], 'finish before ten', ['When ___ S finish?']),
  v('last', ['event'], 'last more than two hours', ['How long ___ S last?']),
  v('bite', ['animal'], 'bite', []),
  v('fish', ['animal'], 'like fish', ['What ___ S eat?']),
  v('sleep-out', ['animal'], 'sleep outside', ['Where ___ S sleep?']),
];
