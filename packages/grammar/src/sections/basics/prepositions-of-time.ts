import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './prepositions-of-time.json' with { type: 'json' };

/** Time expressions by category; the category fixes the preposition. */
type Cat =
  | 'clock'
  | 'night'
  | 'festival'
  | 'day'
  | 'days'
  | 'date'
  | 'month'
  | 'year'
  | 'decade'
  | 'season'
  | 'part'
  | 'duration';
const PREP: Record<Cat, 'at' | 'on' | 'in'> = {
  clock: 'at',
  night: 'at',
  festival: 'at',
  day: 'on',
  days: 'on',
  date: 'on',
  month: 'in',
  year: 'in',
  decade: 'in',
  season: 'in',
  part: 'in',
  duration: 'in',
};
const EXPR: Record<Cat, string[]> = {
  clock: [
    '7 o’clock',
    'half past six',
    'noon',
    'a quarter to nine',
    '6.30',
    '10 a.m.',
    'lunchtime',
    '4 p.m.',
  ],
  night: ['night'],
  festival: ['Christmas', 'Easter', 'New Year'],
  day: [
    'Monday',
    'Friday',
    'Sunday morning',
    'Tuesday evening',
    'my birthday',
    'Christmas Day',
    'New Year’s Eve',
    'Saturday afternoon',
  ],
  days: ['Mondays', 'Saturdays', 'Sunday mornings', 'weekdays', 'Friday evenings'],
  date: ['5 May', 'the 1st of June', '21 March', 'the 14th of February', '12 October'],
  month: ['May', 'January', 'September', 'August', 'December'],
  year: ['1998', '2010', '2015', '1985'],
  decade: ['the 1990s', 'the 1980s', 'the 19th century', 'the Middle Ages'],
  season: ['the summer', 'winter', 'the spring', 'autumn'],
  part: ['the morning', 'the afternoon', 'the evening'],
  duration: ['ten minutes', 'an hour', 'two weeks', 'a few days', 'a month'],
};

/** Frames and the kinds of time expression that fit each. T is the time expression. */
const FRAMES: [string, string[]][] = [
  ['The meeting starts ___ T.', ['clock', 'day=Monday|Friday|Tuesday morning']],
  ['My birthday is ___ T.', ['month', 'date']],
  ['She was born ___ T.', ['month', 'year=1998|1985|2003|1979', 'date']],
  ['My grandfather was born ___ T.', ['year=1938|1945|1952', 'decade=the 1940s|the 1950s']],
  ['We usually go skiing ___ T.', ['month=January|February|March', 'season=winter|the winter']],
  ['The shop closes ___ T.', ['clock=6 o’clock|half past eight|midnight|9 p.m.']],
  ['The shop closes early ___ T.', ['days=Saturdays|Sundays']],
  ['I’ll call you ___ T.', ['clock', 'day=Monday|Friday|Saturday afternoon|Sunday morning', 'part']],
  ['The museum is closed ___ T.', ['days=Mondays|Sundays', 'festival']],
  ['They got married ___ T.', ['year', 'month', 'date']],
  ['The concert begins ___ T.', ['clock=7 o’clock|half past seven|8 p.m.']],
  ['I usually get up ___ T.', ['clock=7 o’clock|half past six|a quarter to seven|6.30']],
  ['We always have a big party ___ T.', ['festival']],
  ['The castle was built ___ T.', ['decade=the 12th century|the Middle Ages|the 15th century']],
  ['It often snows here ___ T.', ['month=January|February|December', 'season=winter|the winter']],
  ['I can’t sleep well ___ T.', ['night']],
  ['Our flight leaves ___ T.', ['clock', 'day', 'date']],
  ['The shops are very busy ___ T.', ['festival', 'days=Saturdays|Friday evenings']],
  ['The film starts ___ T.', ['clock=7 o’clock|a quarter to nine|8.15|9 p.m.']],
  ['We met ___ T.', ['year', 'season']],
  ['The exam is ___ T.', ['day=Monday|Friday|Tuesday morning|Thursday afternoon', 'date']],
  ['He goes jogging ___ T.', ['part', 'days']],
  ['Let’s meet ___ T.', ['clock', 'day=Friday|Saturday afternoon|Sunday morning|Tuesday evening']],
  ['The train leaves ___ T.', ['clock=7 o’clock|6.30|midnight|a quarter to nine|10 a.m.']],
  ['The new school year starts ___ T.', ['month=September', 'date=1 September|the 1st of September']],
  ['The leaves turn yellow ___ T.', ['season=autumn|the autumn', 'month=October|September']],
  ['The office is closed ___ T.', ['days=Sundays|Saturdays|Sunday mornings', 'festival']],
  ['I’ll be back ___ T.', ['duration']],
  ['The pizza will be ready ___ T.', ['duration=ten minutes|twenty minutes|half an hour']],
  ['The course finishes ___ T.', ['month', 'date', 'duration=two weeks|a month|a few days']],
  ['We visit my grandparents ___ T.', ['days=Sundays|Saturday afternoons|Sunday mornings', 'festival']],
  ['She has piano lessons ___ T.', ['days']],
  ['The streets are quiet ___ T.', ['night', 'part']],
  ['I usually do my homework ___ T.', ['part']],
  ['The restaurant opens ___ T.', ['clock=noon|11 a.m.|half past eleven|lunchtime']],
  ['My parents moved to Kyiv ___ T.', ['year', 'decade=the 1990s|the 1980s']],
  ['The bridge was opened ___ T.', ['year', 'date']],
  ['We are going on holiday ___ T.', ['month', 'duration=two weeks|a few days|a month']],
  ['My sister is getting married ___ T.', ['month', 'date', 'day=Saturday|Sunday|Friday']],
  ['The library is open late ___ T.', ['days=Thursdays|Fridays|weekdays']],
  ['Owls hunt ___ T.', ['night']],
  ['People give each other presents ___ T.', ['festival']],
  ['It gets dark very early ___ T.', ['season=winter|the winter', 'month=December|January']],
  ['The post office opens ___ T.', ['clock=9 o’clock|half past eight|10 a.m.']],
  ['We have English classes ___ T.', ['days', 'part']],
  ['The Beatles were famous ___ T.', ['decade=the 1960s|the sixties']],
  ['The doctor can see you ___ T.', ['clock', 'day=Monday|Friday|Wednesday afternoon']],
  ['The roads are empty ___ T.', ['night']],
  ['My cousin started university ___ T.', ['year', 'month']],
  ['He always feels tired ___ T.', ['part']],
  ['The bank opens ___ T.', ['clock=9 o’clock|half past nine|10 a.m.']],
  ['We usually have lunch ___ T.', ['clock=1 o’clock|noon|half past twelve']],
  ['The café is very quiet ___ T.', ['part=the morning|the afternoon', 'days=Mondays|weekdays']],
  [
    'My dad always reads the paper ___ T.',
    ['days=Sunday mornings|Saturdays', 'part=the morning|the evening'],
  ],
  ['The museum is free ___ T.', ['days=Wednesdays|the first Sunday of the month']],
  ['She started her new job ___ T.', ['month', 'date', 'day=Monday|Tuesday']],
  ['The first phones with cameras appeared ___ T.', ['year=2000|2002', 'decade=the early 2000s']],
  ['Kyiv was founded ___ T.', ['decade=the 5th century|the Middle Ages']],
  ['They usually go to the seaside ___ T.', ['month=July|August', 'season=the summer|summer']],
  ['The swimming pool is closed ___ T.', ['days=Mondays|Sunday afternoons', 'festival', 'month=August']],
  ['I’ll finish the report ___ T.', ['day=Friday|Thursday afternoon', 'duration=two days|an hour|a week']],
  [
    'We can talk about it ___ T.',
    ['part=the morning|the evening', 'day=Monday|Tuesday morning', 'clock=lunchtime|4 p.m.'],
  ],
  ['Flowers appear in the park ___ T.', ['season=the spring|spring', 'month=April|May']],
  [
    'Our holiday starts ___ T.',
    ['date=the 1st of July|15 August', 'day=Saturday|Friday evening', 'duration=two weeks|a few days'],
  ],
  ['The bakery opens early ___ T.', ['days=weekdays|Saturdays']],
  ['I always feel sleepy ___ T.', ['part=the afternoon|the evening', 'clock=lunchtime|4 p.m.']],
  [
    'He was born ___ T.',
    ['clock=midnight|6 a.m.', 'day=Christmas Day|New Year’s Eve|a Sunday', 'year=1990|2001'],
  ],
  ['Many people go skiing ___ T.', ['festival=Christmas|New Year', 'season=winter|the winter']],
  ['The shops stay open late ___ T.', ['days=Thursdays|Fridays', 'festival=Christmas']],
  [
    'We’ll know the results ___ T.',
    ['duration=a week|ten days|a few hours', 'day=Monday|Friday', 'date=the 5th of June'],
  ],
  // Issue 16 ("the full catalogue"): more frames, each with the kinds of time it is natural with.
  [
    'The train to Lviv leaves ___ T.',
    ['clock=8.15|a quarter past ten|noon', 'day=Friday morning|Sunday evening'],
  ],
  ['I finish work ___ T.', ['clock=five|half past five|6 p.m.', 'days=Fridays|weekdays']],
  [
    'The party is ___ T.',
    ['day=Saturday|Friday evening|New Year’s Eve', 'date=the 20th of December|31 December'],
  ],
  ['Our wedding anniversary is ___ T.', ['date=12 June|the 3rd of August', 'month=June|August']],
  ['I’ll see you ___ T.', ['clock=six|lunchtime', 'day=Thursday|Monday morning']],
  ['The next bus comes ___ T.', ['duration=five minutes|ten minutes|a quarter of an hour']],
  ['Dinner will be ready ___ T.', ['duration=twenty minutes|half an hour', 'clock=seven|eight']],
  [
    'We moved into this flat ___ T.',
    ['year=2016|2020', 'month=March|November', 'season=the spring|the autumn'],
  ],
  ['The first man walked on the moon ___ T.', ['year=1969', 'decade=the 1960s']],
  ['My grandmother grew up ___ T.', ['decade=the 1950s|the 1960s']],
  ['The football match begins ___ T.', ['clock=3 p.m.|half past seven|eight']],
  ['We have a team meeting ___ T.', ['days=Mondays|Friday mornings', 'clock=9 a.m.|ten']],
  ['The sun rises very early ___ T.', ['month=June|July', 'season=the summer|summer']],
  ['The birds start singing ___ T.', ['clock=dawn|five in the morning']],
  ['I was very ill ___ T.', ['month=February|March', 'day=Christmas Day|my birthday']],
  ['The shops open late ___ T.', ['days=Sundays|Sunday mornings']],
  ['My brother was born ___ T.', ['date=the 2nd of April|17 November', 'year=2004|1999']],
  ['The film festival takes place ___ T.', ['month=October|May', 'season=the autumn|the spring']],
  ['I usually go to bed ___ T.', ['clock=eleven|midnight|half past ten']],
  ['My alarm goes off ___ T.', ['clock=6.45|seven|half past six', 'days=weekdays']],
  ['We’ll finish the project ___ T.', ['month=May|June', 'duration=two weeks|a few days']],
  ['People wear warm coats ___ T.', ['season=winter|the winter', 'month=January|February']],
  ['The museum opens ___ T.', ['clock=10 a.m.|ten|half past nine']],
  [
    'I have a dentist appointment ___ T.',
    ['day=Tuesday|Wednesday afternoon', 'date=the 9th of March|14 May', 'clock=3.30|half past two'],
  ],
  ['The conference is ___ T.', ['month=April|October', 'date=the 10th of April|22 October']],
  ['They built this house ___ T.', ['decade=the 1930s|the 19th century', 'year=1910|1927']],
  ['We’re having a barbecue ___ T.', ['day=Saturday|Sunday afternoon']],
  ['The baby usually wakes up ___ T.', ['clock=5 a.m.|six', 'night']],
  ['Foxes come into the garden ___ T.', ['night']],
  ['The course starts ___ T.', ['month=September|January', 'date=the 15th of September', 'day=Monday']],
  ['My parents got married ___ T.', ['year=1985|1992', 'decade=the 1980s', 'month=June|July']],
  ['The weather is usually nice ___ T.', ['month=May|September', 'season=the spring|autumn']],
  ['I’ll phone you back ___ T.', ['duration=five minutes|ten minutes|an hour']],
  ['Many birds fly south ___ T.', ['season=the autumn|autumn', 'month=October|September']],
  ['We had a power cut ___ T.', ['day=Tuesday evening|Sunday night', 'clock=about nine|midnight']],
  ['The package should arrive ___ T.', ['day=Thursday|Friday morning', 'duration=three days|a week']],
  ['I started learning English ___ T.', ['year=2019|2021', 'month=September|January']],
  ['The fireworks start ___ T.', ['clock=midnight|10 p.m.']],
  ['We usually eat together ___ T.', ['part=the evening', 'days=Sundays|Sunday evenings']],
  ['The garden looks beautiful ___ T.', ['season=the spring|summer', 'month=May|June']],
  ['I never drink coffee ___ T.', ['part=the evening|the afternoon', 'night']],
  ['He worked as a waiter ___ T.', ['year=2008|2012', 'season=the summer']],
  ['The roads are dangerous ___ T.', ['season=winter', 'night']],
  ['The museum was opened ___ T.', ['year=1899|1921', 'decade=the 19th century']],
  ['The plane lands ___ T.', ['clock=11.20|twenty past four|midnight']],
  ['We close ___ T today because of the holiday.', ['clock=three|2 p.m.|noon']],
  ['I always call my mum ___ T.', ['days=Sundays|Saturday mornings', 'day=her birthday']],
  ['Our English lesson is ___ T.', ['day=Wednesday|Thursday evening', 'clock=half past five|6 p.m.']],
  ['The nights are long ___ T.', ['season=winter|the winter', 'month=December']],
  ['The election will take place ___ T.', ['month=November|March', 'date=the 31st of March', 'year=2027']],
  ['My grandparents visit us ___ T.', ['month=December|July', 'days=Sundays|Saturday afternoons']],
  ['The swimming lessons start ___ T.', ['clock=four|half past three', 'date=the 2nd of September']],
  ['Our neighbours had a loud party ___ T.', ['day=Friday night|Saturday night']],
  ['The café opens ___ T.', ['clock=eight|half past seven', 'days=weekdays|Saturdays']],
  ['We got engaged ___ T.', ['date=the 14th of February|24 December', 'year=2019|2022']],
  ['The castle was destroyed ___ T.', ['decade=the 17th century|the Middle Ages', 'year=1648']],
  [
    'It is often foggy here ___ T.',
    ['month=November|October', 'season=autumn|the autumn', 'part=the morning'],
  ],
  ['The last train leaves ___ T.', ['clock=midnight|11.45|a quarter to twelve']],
  ['I’ll be home ___ T.', ['duration=an hour|twenty minutes', 'clock=six|half past seven']],
  ['We always go camping ___ T.', ['month=July|August', 'season=the summer|summer']],
];

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  FRAMES.forEach(([frame, cats], fi) => {
    for (const spec of cats) {
      const [catName, own] = spec.split('=');
      const cat = catName as Cat;
      // Festivals are not tested: British English says at Christmas / at Easter, American English also on
      // Christmas / on Easter (review 1801), like at / on the weekend.
      if (cat === 'festival') continue;
      const exprs = own ? own.split('|') : EXPR[cat];
      for (const e of exprs) {
        const text = frame.replace(' T', ` ${e}`).replace(/\.\.$/, '.');
        const answer = PREP[cat];
        out.push({
          text,
          answer,
          wrong: (['at', 'on', 'in'] as const)
            .filter((p) => p !== answer)
            .map((p) => ({
              choice: p,
              errorType: 'wrong-preposition-time',
              params: { expression: e, category: cat },
            })),
          ruleId: answer,
          trigger: [e],
          skeleton: `prep-time:${fi}:${catName}`,
        });
      }
    }
  });
  return out;
}

export const prepositionsOfTimeTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
