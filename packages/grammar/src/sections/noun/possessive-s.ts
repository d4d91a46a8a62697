import { d, expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './possessive-s.json' with { type: 'json' };

/**
 * Possessive 's / s': the owner's number is fixed inside the sentence (two, both, all, my … and …, an
 * irregular plural), so "my sister's" vs "my sisters'" is never left to guess. Names ending in -s are
 * avoided (James' / James's are both accepted).
 */
const NAMES = ['Tom', 'Anna', 'Olena', 'Maria', 'Peter', 'Ivan', 'Sophie', 'Mark', 'Kate', 'Andriy'];
const NAME_THINGS = [
  'car',
  'bedroom',
  'phone number',
  'birthday party',
  'new flat',
  'dog',
  'opinion',
  'email address',
  'bike',
  'sister',
];
/** Plural owners, [phrase, plural head, singular head, things that suit a shared owner]. */
const PLURAL: [string, string, string, string[]][] = [
  ['my parents', 'parents', 'parent', ['new flat', 'car', 'garden', 'wedding anniversary']],
  ['the two girls', 'girls', 'girl', ['bedroom', 'toys', 'bikes']],
  ['all the students', 'students', 'student', ['names', 'exam results', 'phone numbers']],
  ['my grandparents', 'grandparents', 'grandparent', ['house', 'garden', 'dog']],
  ['the players', 'players', 'player', ['shirts', 'names', 'changing room']],
  ['the three boys', 'boys', 'boy', ['bikes', 'bedroom', 'football']],
  ['my cousins', 'cousins', 'cousin', ['toys', 'house']],
  ['the teachers', 'teachers', 'teacher', ['room', 'names']],
];
const IRREGULAR: [string, string, string[]][] = [
  ['the children', 'children', ['toys', 'coats', 'bedroom', 'books', 'school']],
  ['the women', 'women', ['team', 'names', 'changing room']],
  ['the men', 'men', ['changing room', 'team', 'coats']],
  ['other people', 'people', ['opinions', 'problems', 'business']],
];
const FRAMES: [string, RegExp][] = [
  [
    'That is ___ THING.',
    /^(car|bedroom|dog|new flat|bike|house|garden|room|team|changing room|football|school)$/,
  ],
  ['Have you seen ___ THING?', /^(car|new flat|dog|bike|toys|bikes|coats|books|garden|house|shirts|sister)$/],
  [
    'I don’t know ___ THING.',
    /^(phone number|names|opinion|email address|exam results|phone numbers|problems|sister)$/,
  ],
  ['We went to ___ THING.', /^(birthday party|new flat|house|wedding|wedding anniversary|school)$/],
  ['Please don’t touch ___ THING.', /^(toys|books|bikes|coats|football)$/],
  ['It’s none of my business: it’s ___ THING.', /^(business)$/],
  ['Don’t worry about ___ THING.', /^(opinions|problems|opinion)$/],
];

function frameFor(rng: Rng, thing: string): string | undefined {
  const fits = FRAMES.filter(([, re]) => re.test(thing)).map(([f]) => f);
  return fits.length ? rng.pick(fits) : undefined;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (lead: string, answer: string, thing: string, wrong: Wrong[], rule: string, owner: string) => {
    const frame = frameFor(rng, thing);
    if (!frame) return;
    const hint = rule === 'sg' ? ` (${owner})` : '';
    const text = frame.replace('THING', thing).replace('___', `${lead}___${hint}`);
    out.push({
      text: text.charAt(0).toUpperCase() + text.slice(1),
      answer,
      wrong: wrong.filter((w) => w.choice !== answer),
      ruleId: rule,
      trigger: [owner],
      skeleton: `possessive-s:${rule}:${FRAMES.findIndex(([f]) => f === frame)}:${thing}`,
    });
  };
  for (const name of NAMES) {
    for (const thing of NAME_THINGS) {
      push(
        '',
        `${name}’s`,
        thing,
        [
          { choice: `${name}s’`, errorType: 'apostrophe-after-s-singular', params: { owner: name } },
          { choice: `${name}s`, errorType: 'missing-apostrophe', params: { owner: name } },
        ],
        'sg',
        name,
      );
    }
  }
  for (const [np, pl, sg, things] of PLURAL) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’`,
        thing,
        [
          { choice: `${pl}’s`, errorType: 'apostrophe-s-plural', params: { owner: pl } },
          // "my parent's garden" is right for one parent: the singular is offered only when a number fixes it.
          ...(/\b(two|three)\b/.test(np)
            ? [{ choice: `${sg}’s`, errorType: 'singular-possessive-for-plural', params: { owner: pl } }]
            : []),
        ],
        'pl',
        np,
      );
    }
  }
  for (const [np, pl, things] of IRREGULAR) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’s`,
        thing,
        [
          { choice: `${pl}s’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
          { choice: `${pl}’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
        ],
        'irr',
        np,
      );
    }
  }
  // Issue 16: authored bases after the combined ones (their ids and order stay).
  AUTHORED.forEach(([rule, sg, pl, base, fixed, cue], i) => {
    const owner = rule === 'sg' ? sg : pl;
    for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
      const wrong: Wrong[] =
        rule === 'sg'
          ? [
              d(`${pl}’`, 'plural-possessive-for-singular', { owner: sg }),
              d(pl, 'missing-apostrophe', { owner: sg }),
            ]
          : rule === 'pl'
            ? [
                d(`${pl}’s`, 'apostrophe-s-plural', { owner: pl }),
                ...(fixed ? [d(`${sg}’s`, 'singular-possessive-for-plural', { owner: pl })] : []),
              ]
            : [
                d(`${pl}s’`, 'apostrophe-after-irregular', { owner: pl }),
                d(`${pl}’`, 'apostrophe-after-irregular', { owner: pl }),
                ...(fixed ? [d(`${sg}’s`, 'singular-possessive-for-plural', { owner: pl })] : []),
              ];
      out.push({
        text,
        answer: rule === 'pl' ? `${pl}’` : `${owner}’s`,
        wrong,
        ruleId: rule,
        trigger: [cue ?? cueBefore(text)],
        skeleton: `possessive-s:authored:${i}`,
      });
    }
  });
  NAMED.forEach((base, i) => {
    for (const name of rng.shuffle(NAMES).slice(0, 3)) {
      const text = rng.pick(expand(base.replace('{N}', name)));
      out.push({
        text,
        answer: `${name}’s`,
        wrong: [
          d(`${name}s’`, 'apostrophe-after-s-singular', { owner: name }),
          d(`${name}s`, 'missing-apostrophe', { owner: name }),
        ],
        ruleId: 'sg',
        trigger: [name],
        skeleton: `possessive-s:named:${i}`,
      });
    }
  });
  return out;
}

/** The words just before the gap that fix the number of owners ("My two", "Both", "This", "One"). */
function cueBefore(text: string): string {
  const words = (text.split(' ___')[0] ?? '').split(' ').filter(Boolean);
  return words.slice(-2).join(' ') || (text.split('___ ')[1] ?? '').split(' ')[0] || '___';
}

/**
 * Authored bases (issue 16), one skeleton each: [rule, singular, plural, sentence, number fixed, cue].
 * The sentence fixes how many owners there are: a number, both, all, each, this, one, a pronoun after
 * the owner (she, he, they). The singular possessive is offered against a plural owner only when the
 * number is fixed (`fixed`), since "my parent’s house" is right for one parent; a bare plural ("my
 * parents house") is never offered against s’ (attributive plurals such as "the teachers room" are
 * heard). No "of" phrase is offered anywhere (the end of the film / the film’s end are both right).
 */
export const AUTHORED: ['sg' | 'pl' | 'irr', string, string, string, boolean, string?][] = [
  ['sg', 'boss', 'bosses', 'My ___ office is on the top floor, and she rarely leaves it.', true, 'she'],
  [
    'sg',
    'teacher',
    'teachers',
    'Our ___ car broke down, so he came to school by bus this morning.',
    true,
    'he',
  ],
  ['sg', 'sister', 'sisters', 'My ___ {flat|new flat} is tiny, but she loves living there.', true, 'she'],
  ['sg', 'brother', 'brothers', 'My ___ {girlfriend|wife} is a doctor, just like him.', true, 'him'],
  ['sg', 'neighbour', 'neighbours', 'Our ___ dog barks whenever he leaves the house.', true, 'he'],
  [
    'sg',
    'wife',
    'wives',
    'My ___ parents are coming to stay, so she’s cleaning the spare room.',
    true,
    'she',
  ],
  ['sg', 'husband', 'husbands', 'Her ___ {job|new job} means he travels a lot.', true, 'he'],
  [
    'sg',
    'daughter',
    'daughters',
    'Our ___ {school|new school} is just round the corner, so she walks there.',
    true,
    'she',
  ],
  ['sg', 'son', 'sons', 'My ___ {bike|football} is in the garden. He left it there again.', true, 'He'],
  ['sg', 'baby', 'babies', 'The ___ {bottle|blanket} is in the bag. She’ll need it soon.', true, 'She'],
  [
    'sg',
    'company',
    'companies',
    'The ___ {profits|sales} fell last year, so it is cutting jobs.',
    true,
    'it',
  ],
  [
    'sg',
    'city',
    'cities',
    'We love Lviv, and the ___ {cafés|parks|old streets} are beautiful.',
    true,
    'Lviv',
  ],
  [
    'sg',
    'doctor',
    'doctors',
    'I couldn’t read the ___ handwriting, so I asked her what she had written.',
    true,
    'her',
  ],
  ['sg', 'driver', 'drivers', 'The taxi ___ phone rang, but he didn’t answer it.', true, 'he'],
  ['sg', 'girl', 'girls', 'The little ___ {kite|balloon} flew away, and she started to cry.', true, 'she'],
  ['sg', 'cat', 'cats', 'Our ___ {bowl|water bowl} is empty. Can you feed her?', true, 'her'],
  ['sg', 'manager', 'managers', 'I called the ___ phone, but she didn’t answer.', true, 'she'],
  [
    'sg',
    'guest',
    'guests',
    'Our only ___ {coat|umbrella} is still in the hall. He must have forgotten it.',
    true,
    'only',
  ],
  [
    'sg',
    'grandmother',
    'grandmothers',
    'My ___ garden is full of roses; she spends hours in it.',
    true,
    'she',
  ],
  [
    'sg',
    'uncle',
    'uncles',
    'My ___ {farm|house} is miles from the nearest town, but he loves it.',
    true,
    'he',
  ],
  [
    'sg',
    'friend',
    'friends',
    'My best ___ birthday party is on Saturday, and she’s asked me to help.',
    true,
    'she',
  ],
  ['sg', 'colleague', 'colleagues', 'My ___ car broke down, so I’m giving him a lift home.', true, 'him'],
  ['sg', 'landlord', 'landlords', 'Our ___ number is on the fridge if you need to call him.', true, 'him'],
  [
    'sg',
    'author',
    'authors',
    'The ___ {first|second} novel was much shorter, and she wrote it in a month.',
    true,
    'she',
  ],
  ['sg', 'waiter', 'waiters', 'The ___ English was excellent. He had lived in London for years.', true, 'He'],
  [
    'sg',
    'student',
    'students',
    'One ___ {essay|project} was so good that the teacher read it to the class.',
    true,
    'One',
  ],
  [
    'sg',
    'customer',
    'customers',
    'A ___ {wallet|phone} was found under a table, so we called him.',
    true,
    'A',
  ],
  ['sg', 'restaurant', 'restaurants', 'This ___ {owner|chef} is from Naples.', true, 'This'],
  ['sg', 'hotel', 'hotels', 'This ___ {pool|restaurant|garden} is open all year.', true, 'This'],
  ['sg', 'school', 'schools', 'This ___ {students|teachers} come from all over the city.', true, 'This'],
  ['sg', 'shop', 'shops', 'That ___ {owner|manager} is very friendly.', true, 'That'],
  [
    'sg',
    'country',
    'countries',
    'Every ___ {flag|capital} is on the map on the classroom wall.',
    true,
    'Every',
  ],
  ['sg', 'player', 'players', 'Each ___ name is printed on the back of the shirt.', true, 'Each'],
  ['sg', 'passenger', 'passengers', 'Each ___ {bag|suitcase} is checked before boarding.', true, 'Each'],
  ['sg', 'week', 'weeks', 'I only get one ___ holiday in the winter.', true, 'one'],
  ['sg', 'day', 'days', 'The lake is a ___ {drive|walk} from the city.', true, 'a'],
  ['sg', 'mother', 'mothers', 'My ___ {cooking|advice} is always the best, and she knows it.', true, 'she'],
  [
    'sg',
    'father',
    'fathers',
    'My ___ {old car|workshop} is in the garage, and he still uses it.',
    true,
    'he',
  ],
  ['sg', 'aunt', 'aunts', 'My ___ {flat|dog} is very small, but she loves it.', true, 'she'],
  [
    'sg',
    'nephew',
    'nephews',
    'My ___ {first|fifth} birthday is next week, and he wants a dinosaur cake.',
    true,
    'he',
  ],
  ['sg', 'niece', 'nieces', 'My ___ {school|football team} won a prize, and she was so proud.', true, 'she'],
  [
    'sg',
    'partner',
    'partners',
    'My ___ {family|parents} live in Odesa, so she goes there every summer.',
    true,
    'she',
  ],
  ['sg', 'bank', 'banks', 'This ___ {app|website} is very easy to use.', true, 'This'],
  [
    'sg',
    'museum',
    'museums',
    'The ___ {café|shop} is on the ground floor of the building, next to its main entrance.',
    true,
    'its',
  ],
  ['sg', 'band', 'bands', 'That ___ {new album|last concert} was amazing.', true, 'That'],
  ['pl', 'week', 'weeks', 'She got two ___ {holiday|notice} from her boss.', true],
  ['pl', 'minute', 'minutes', 'The station is only {five|ten|fifteen} ___ walk from our flat.', true],
  ['pl', 'hour', 'hours', 'Lviv is about {six|seven} ___ drive from Kyiv.', true],
  ['pl', 'year', 'years', 'She has {ten|five|twenty} ___ experience as a nurse.', true],
  ['pl', 'month', 'months', 'It took us {two|three} ___ work to {paint|repair} the whole house.', true],
  ['pl', 'sister', 'sisters', 'My two ___ {room|bedroom} is the biggest in the house.', true],
  ['pl', 'brother', 'brothers', 'Both my ___ {wives|girlfriends} are from Poland.', false],
  ['pl', 'neighbour', 'neighbours', 'All our ___ {cars|gardens} were damaged in the storm.', false],
  ['pl', 'student', 'students', 'The teacher marked all thirty ___ {essays|tests} in one evening.', true],
  ['pl', 'girl', 'girls', 'The two ___ mother is a friend of mine.', true],
  ['pl', 'boy', 'boys', 'Both ___ {bikes|schoolbags} were left out in the rain.', true],
  [
    'pl',
    'grandparent',
    'grandparents',
    'My ___ {village|farm} is two hours from Kyiv, and they still live there.',
    false,
  ],
  ['pl', 'player', 'players', 'All eleven ___ {shirts|boots} were covered in mud.', true],
  ['pl', 'worker', 'workers', 'The factory raised all its ___ {wages|pay} last month.', false],
  [
    'pl',
    'customer',
    'customers',
    'We reply to all our ___ {emails|complaints|questions} within a day.',
    false,
  ],
  [
    'pl',
    'twin',
    'twins',
    'The ___ birthday is on {Friday|Sunday}, and they want one big party together.',
    false,
    'they',
  ],
  ['pl', 'parent', 'parents', 'Both my ___ {cars|phones} are silver.', false],
  ['pl', 'cousin', 'cousins', 'I stayed at my three ___ flat in Kraków; they share it.', true],
  ['pl', 'friend', 'friends', 'Two of my ___ weddings are on the same day in {June|July|August}.', true],
  ['pl', 'son', 'sons', 'Our two ___ {bedrooms|bikes} are upstairs.', true],
  ['pl', 'daughter', 'daughters', 'Both our ___ {schools|teachers} are very good.', false],
  ['pl', 'doctor', 'doctors', 'The two ___ {opinions|reports|diagnoses} were completely different.', true],
  [
    'pl',
    'driver',
    'drivers',
    'Both ___ {cars|licences} were checked by the police after the accident.',
    true,
  ],
  ['pl', 'guest', 'guests', 'We hung all the ___ {coats|jackets} in the hall.', false],
  [
    'pl',
    'passenger',
    'passengers',
    'All the ___ {passports|tickets} were checked {at the border|before boarding}.',
    false,
  ],
  ['pl', 'employee', 'employees', 'The company pays for all its ___ {lunches|training}.', false],
  ['pl', 'user', 'users', 'The app lost thousands of ___ {passwords|photos}.', true],
  ['pl', 'pupil', 'pupils', 'The teacher {knows|remembers} all her ___ names.', true],
  ['pl', 'kid', 'kids', 'I’ll drop the ___ {bags|coats} at home and come back.', false],
  ['pl', 'girl', 'girls', 'The three ___ {bikes|scooters} are in the garage.', true],
  ['pl', 'nurse', 'nurses', 'All the ___ {shifts|uniforms} changed last month.', false],
  ['pl', 'team', 'teams', 'Both ___ {fans|coaches} were unhappy with the referee.', true],
  ['pl', 'dog', 'dogs', 'Our two ___ {beds|bowls} are in the kitchen.', true],
  ['pl', 'baby', 'babies', 'The twins are asleep, so I’m washing both ___ {bottles|clothes}.', true],
  ['pl', 'neighbour', 'neighbours', 'All our ___ children go to the same school as ours.', false],
  ['pl', 'colleague', 'colleagues', 'I know all my ___ birthdays.', false],
  ['irr', 'child', 'children', 'The ___ {playground|library} is next to the school.', false],
  ['irr', 'child', 'children', 'Our three ___ {bedrooms|toys|clothes} are upstairs.', true],
  ['irr', 'child', 'children', 'This is a ___ {book|film|song}, but adults love it too.', false],
  ['irr', 'woman', 'women', 'The ___ {final|race|match} is on {Sunday|Saturday}.', false],
  ['irr', 'man', 'men', 'The ___ {toilets|changing rooms} are on the {left|right}.', false],
  ['irr', 'person', 'people', 'You shouldn’t read other ___ {messages|letters|diaries}.', false],
  ['irr', 'person', 'people', 'It’s not polite to ask about other ___ {salaries|ages|weight}.', false],
  ['irr', 'woman', 'women', 'She {writes for|works at} a ___ magazine.', false],
  ['irr', 'man', 'men', 'The ___ {department|section} is on the second floor.', false],
  ['irr', 'child', 'children', 'The hospital has a ___ ward on the {second|third} floor.', false],
  ['irr', 'child', 'children', 'All the ___ {coats|scarves|hats} were hanging on hooks by the door.', false],
  ['irr', 'person', 'people', 'Most ___ favourite day of the week is {Friday|Saturday}.', false],
  ['irr', 'woman', 'women', 'Both ___ {bags|phones} were stolen on the train.', true],
  ['irr', 'man', 'men', 'The two ___ {cars|suitcases} were exactly the same.', true],
  [
    'irr',
    'child',
    'children',
    'We need to buy the ___ school {uniforms|shoes|bags} before September.',
    false,
  ],
  ['irr', 'person', 'people', 'He never listens to other ___ {ideas|advice}.', false],
  ['irr', 'child', 'children', 'The ___ {laughter|voices} filled the house.', false],
  ['irr', 'woman', 'women', 'She plays for the national ___ {team|football team}.', false],
  [
    'irr',
    'child',
    'children',
    '{Turn the TV off|Let’s read one more story}, please: it’s past the ___ bedtime.',
    false,
  ],
  ['irr', 'person', 'people', 'Young ___ {habits|tastes} change quickly.', false],
  ['irr', 'man', 'men', 'My brother works in a shop that sells ___ {shoes|clothes}.', false],
  ['irr', 'woman', 'women', 'She won the ___ {singles|marathon} last year.', false],
  ['irr', 'child', 'children', 'Both my ___ {teachers|schools} are very good.', false],
  ['irr', 'person', 'people', 'The new law changed millions of ___ {lives|jobs}.', true],
  ['irr', 'man', 'men', 'Both ___ {wives|jackets} were at the party.', true],
  [
    'irr',
    'woman',
    'women',
    'This shop sells ___ {shoes|clothes} on the first floor and men’s on the second.',
    false,
  ],
  ['irr', 'child', 'children', 'The teacher knows all {twenty|thirty} ___ names already.', true],
  ['pl', 'parent', 'parents', 'Both my ___ {birthdays|jobs} are in the same month.', false],
  ['pl', 'friend', 'friends', 'All my ___ {children|kids} are older than mine.', false],
  ['pl', 'brother', 'brothers', 'My three ___ {names|jobs} all start with the same letter.', true],
  [
    'pl',
    'student',
    'students',
    'The ___ {exam results|marks} came out on Monday; most of them passed.',
    false,
  ],
  ['pl', 'neighbour', 'neighbours', 'Both our ___ {houses|gardens} are bigger than ours.', false],
  ['pl', 'cousin', 'cousins', 'Both my ___ {husbands|wives} work in IT.', false],
  ['pl', 'player', 'players', 'The coach knows all twenty ___ {strengths|weaknesses}.', true],
  ['pl', 'visitor', 'visitors', 'The museum checks all its ___ {tickets|bags} at the door.', false],
  ['pl', 'girl', 'girls', 'Both ___ {parents|grandparents} came to the school concert.', true],
  [
    'pl',
    'boy',
    'boys',
    'The two ___ {football|ball} went over the fence, and they had to ask for it back.',
    true,
  ],
  ['pl', 'worker', 'workers', 'The union is fighting for all the ___ {rights|jobs}.', false],
  ['pl', 'teacher', 'teachers', 'All the ___ {cars|bikes} were in the school car park.', false],
  ['pl', 'sister', 'sisters', 'Both my ___ {children|husbands} are the same age.', false],
  ['pl', 'doctor', 'doctors', 'All the ___ phones rang at the same time.', false],
  ['pl', 'student', 'students', 'The teacher returned all the ___ {essays|tests} on Friday.', false],
  ['irr', 'child', 'children', 'The ___ {menu|section} is on the back page.', false],
  ['irr', 'child', 'children', 'Both ___ {bikes|coats} were in the hall.', true],
  ['irr', 'person', 'people', 'She always remembers ___ {names|birthdays}.', false],
  ['irr', 'woman', 'women', 'He writes about ___ {rights|health}.', false],
  ['irr', 'man', 'men', 'The ___ {final|race} starts at two.', false],
  ['irr', 'child', 'children', 'The ___ {songs|stories} were so funny that the parents laughed too.', false],
  ['irr', 'person', 'people', 'Don’t worry about other ___ {plans|opinions}.', false],
  [
    'irr',
    'woman',
    'women',
    'The two ___ {coats|umbrellas} were almost the same, so they mixed them up.',
    true,
  ],
  ['irr', 'man', 'men', 'The three ___ {passports|tickets} were checked at the gate.', true],
  ['irr', 'child', 'children', 'All five ___ {birthdays|names} are on the calendar in the kitchen.', true],
  ['irr', 'person', 'people', 'The festival depends on local ___ {help|support}.', false],
  ['irr', 'child', 'children', 'I need to wash the ___ {football kits|school clothes} tonight.', false],
  ['irr', 'woman', 'women', 'Both ___ {husbands|sons} work in the same hospital.', true],
  ['irr', 'man', 'men', 'Both ___ {phones|bags} were found on the bus.', true],
  ['pl', 'guest', 'guests', 'The hotel keeps all its ___ {passports|valuables} in a safe.', false],
  // Issue 16, "the full catalogue": more bases; the sentence fixes the number of owners as above.
  ['sg', 'brother', 'brothers', 'My ___ {car|laptop|bike} is new, and he is very proud of it.', true, 'he'],
  [
    'sg',
    'sister',
    'sisters',
    'My ___ {wedding|graduation party|birthday party} is next Saturday, and she has invited fifty people.',
    true,
    'she',
  ],
  [
    'sg',
    'teacher',
    'teachers',
    'Our ___ {husband|son|mother} came to the school concert with her.',
    true,
    'her',
  ],
  [
    'sg',
    'passenger',
    'passengers',
    'The ___ {coat|umbrella|bag} is still on the seat; I hope he comes back for it.',
    true,
    'he',
  ],
  [
    'sg',
    'doctor',
    'doctors',
    'The ___ {office|clinic|waiting room} is closed today because she is ill.',
    true,
    'she',
  ],
  [
    'sg',
    'grandfather',
    'grandfathers',
    'My ___ {dog|cat|parrot} is fifteen years old, and he still takes good care of it.',
    true,
    'he',
  ],
  ['sg', 'dog', 'dogs', 'The ___ {tail|ears} went up when it heard its name.', true, 'its'],
  [
    'sg',
    'café',
    'cafés',
    'This ___ {cakes|breakfasts|sandwiches} are famous all over the city.',
    true,
    'This',
  ],
  ['sg', 'house', 'houses', 'That ___ {windows|walls|doors} need painting.', true, 'That'],
  ['sg', 'student', 'students', 'Every ___ {name|photo|email address} is on the list.', true, 'Every'],
  ['sg', 'pupil', 'pupils', 'Each ___ {desk|locker|computer} has a number on it.', true, 'Each'],
  [
    'sg',
    'passenger',
    'passengers',
    'One ___ {bag|suitcase|passport} was missing, so she had to wait at the airport.',
    true,
    'One',
  ],
  [
    'sg',
    'tourist',
    'tourists',
    'A ___ {wallet|phone|scarf} was left on the bus, so the driver took it to the office.',
    true,
    'A',
  ],
  [
    'sg',
    'cousin',
    'cousins',
    'My ___ {flat|office|house} is right next to the station, so he never drives.',
    true,
    'he',
  ],
  [
    'sg',
    'bride',
    'brides',
    'The ___ {speech|dress|smile} was lovely, and she thanked everyone at the end.',
    true,
    'she',
  ],
  [
    'sg',
    'boy',
    'boys',
    'The little ___ {question|answer|joke} made everyone laugh, and he looked very pleased.',
    true,
    'he',
  ],
  [
    'sg',
    'girlfriend',
    'girlfriends',
    'My ___ {train|bus|coach} was late, so I waited for her at the station for an hour.',
    true,
    'her',
  ],
  [
    'sg',
    'grandson',
    'grandsons',
    'My ___ favourite {food|meal|snack} is pizza, and he would eat it every day.',
    true,
    'he',
  ],
  [
    'sg',
    'granddaughter',
    'granddaughters',
    'My ___ {new job|new office|university} is in Kyiv, so she moved there in May.',
    true,
    'she',
  ],
  ['sg', 'phone', 'phones', 'This ___ {battery|screen|camera} is much better than my old one.', true, 'This'],
  [
    'sg',
    'supermarket',
    'supermarkets',
    'That ___ {prices|opening hours} are better than ours.',
    true,
    'That',
  ],
  [
    'sg',
    'station',
    'stations',
    'This ___ {ticket office|café|lost property office} is closed on Sundays.',
    true,
    'This',
  ],
  [
    'sg',
    'singer',
    'singers',
    'The ___ {voice|new song|last album} is amazing, and she is only seventeen.',
    true,
    'she',
  ],
  [
    'sg',
    'referee',
    'referees',
    'The ___ {final|last} decision made the fans angry, but he didn’t change it.',
    true,
    'he',
  ],
  [
    'sg',
    'godmother',
    'godmothers',
    'My ___ {house|cottage|flat} is at the end of our road, and she lives there alone.',
    true,
    'she',
  ],
  ['pl', 'nephew', 'nephews', 'My two ___ {bikes|scooters|skateboards} are in our garage.', true],
  ['pl', 'neighbour', 'neighbours', 'Both our ___ {dogs|cats|children} are very noisy.', true],
  ['pl', 'colleague', 'colleagues', 'Two of my ___ {desks|computers|chairs} are broken.', true],
  ['pl', 'friend', 'friends', 'My three best ___ {birthdays|weddings} are all in June.', true],
  ['pl', 'aunt', 'aunts', 'My two ___ {houses|gardens|flats} are in the same village.', true],
  ['pl', 'uncle', 'uncles', 'Both my ___ {farms|houses|workshops} are near the river.', true],
  ['pl', 'student', 'students', 'The ___ {parents|families} were invited to the graduation.', false],
  ['pl', 'tourist', 'tourists', 'All the ___ {cameras|phones|bags} were checked at the entrance.', false],
  [
    'pl',
    'patient',
    'patients',
    'The nurse checks all her ___ {temperatures|notes|medicines} every morning.',
    true,
  ],
  [
    'pl',
    'volunteer',
    'volunteers',
    'We thanked all the ___ {families|parents} at the end of the festival.',
    false,
  ],
  ['pl', 'runner', 'runners', 'The three ___ {times|results} were almost the same.', true],
  ['pl', 'horse', 'horses', 'Both ___ {saddles|riders|stables} were ready before the race.', true],
  ['pl', 'parent', 'parents', 'All the ___ {phone numbers|email addresses} are on the school list.', false],
  ['pl', 'sister', 'sisters', 'My two ___ {husbands|boyfriends} are best friends.', true],
  ['pl', 'brother', 'brothers', 'My two ___ {wives|children} get on really well.', true],
  ['pl', 'teacher', 'teachers', 'The ___ {staff room|meeting room} is on the second floor.', false],
  ['pl', 'boss', 'bosses', 'Both ___ {offices|assistants} are on the top floor.', true],
  ['pl', 'actor', 'actors', 'The two ___ {performances|costumes|voices} were amazing.', true],
  ['pl', 'dancer', 'dancers', 'All the ___ {costumes|shoes|dresses} were made by hand.', false],
  ['pl', 'family', 'families', 'All the ___ {children|dogs} played together in the park.', false],
  ['pl', 'country', 'countries', 'Both ___ {flags|leaders|teams} were at the ceremony.', true],
  ['pl', 'company', 'companies', 'Both ___ {offices|shops} are in the same building.', true],
  [
    'irr',
    'child',
    'children',
    'The ___ {room|corner|section} of the library is full of picture books.',
    false,
  ],
  ['irr', 'woman', 'women', 'The ___ {hockey|football|volleyball} team trains every Tuesday.', false],
  ['irr', 'man', 'men', 'The ___ {suits|jackets|shirts} are in the sale this week.', false],
  ['irr', 'person', 'people', 'Those ___ {dogs|children} are making a lot of noise.', false],
  ['irr', 'person', 'people', 'It’s rude to look at other ___ {phones|screens|shopping}.', false],
  ['irr', 'child', 'children', 'The ___ {drawings|paintings|photos} are on the classroom wall.', false],
  ['irr', 'child', 'children', 'Both ___ {shoes|faces|knees} were covered in mud after the game.', true],
  ['irr', 'woman', 'women', 'Three ___ {handbags|purses|phones} were stolen at the market.', true],
  ['irr', 'man', 'men', 'Two ___ {wallets|phones|watches} were found in the park.', true],
  ['irr', 'child', 'children', 'All the ___ {books|games|puzzles} in this shop are half price.', false],
  ['irr', 'person', 'people', 'Many ___ {homes|gardens|cars} were damaged in the flood.', false],
  [
    'irr',
    'child',
    'children',
    'The ___ {party|show|concert} starts at three, so we need to leave now.',
    false,
  ],
  ['irr', 'woman', 'women', 'The ___ {ward|clinic} is on the fourth floor.', false],
  ['irr', 'person', 'people', 'We asked for local ___ {opinions|views|ideas} about the new park.', false],
];

/** Names as singular owners (the hint says who), one skeleton per base, three names each. */
const NAMED: string[] = [
  'We’re buying a cake because ___ ({N}) birthday is on Friday.',
  'We’re staying at ___ ({N}) {flat|house} this weekend.',
  'I borrowed ___ ({N}) {umbrella|bike} because mine was broken.',
  'Is this ___ ({N}) {jacket|scarf}? It was on the chair.',
  'I think ___ ({N}) {mother|father} works at the city hospital.',
  'I can’t read ___ ({N}) handwriting at all.',
  'Have you heard ___ ({N}) good news?',
  'We watched the match at ___ ({N}) place.',
  'We chose ___ ({N}) {idea|plan} because it was the best.',
  'I found ___ ({N}) keys under the sofa.',
  'I’m picking up ___ ({N}) {parents|grandmother} from the airport at six.',
  'This isn’t my phone; it’s ___ ({N}).',
  'I’m going to ___ ({N}) for dinner tonight.',
  'Honestly, ___ ({N}) English is much better than mine.',
  'The party is at ___ ({N}) on Saturday.',
  'I’m looking after ___ ({N}) {cat|dog} this week.',
  'I’ve never met ___ ({N}) parents.',
  'What’s ___ ({N}) surname?',
  'Go up the stairs: ___ ({N}) office is on the third floor.',
  'Whose coat is this? — It’s ___ ({N}).',
  // Issue 16, "the full catalogue".
  'I met ___ ({N}) {brother|sister|cousin} at the party last night.',
  'I love ___ ({N}) {new haircut|new glasses|new coat}.',
  'I think ___ ({N}) {dog|cat} is called Max.',
  'We’re going to ___ ({N}) wedding in {June|July}.',
  'I can never remember ___ ({N}) {birthday|phone number|surname}.',
  'Have you tried ___ ({N}) {soup|cake|borscht}? It’s delicious.',
  'Let’s meet outside ___ ({N}) {office|house|school} at five.',
  'I’ve just read ___ ({N}) {email|message|letter}.',
  'We all signed ___ ({N}) birthday card.',
  'I’ve borrowed ___ ({N}) {tent|camera} for the weekend.',
];

export const possessiveSTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
