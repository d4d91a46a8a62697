import { describe, expect, it } from 'vitest';
import {
  ingForm,
  isAcceptedParticiple,
  isAcceptedPast,
  regularisedNonword,
  thirdPerson,
  verbForms,
} from './verbs.ts';

/**
 * Gold table: base third past participle ing [pastVariants participleVariants] ("/"-separated, main
 * form first). Where no variants are given, the main form is the only accepted one.
 */
const GOLD = `
work works worked worked working
stop stops stopped stopped stopping
try tries tried tried trying
play plays played played playing
panic panics panicked panicked panicking
picnic picnics picnicked picnicked picnicking
visit visits visited visited visiting
prefer prefers preferred preferred preferring
refer refers referred referred referring
travel travels travelled travelled travelling travelled/traveled travelled/traveled
cancel cancels cancelled cancelled cancelling cancelled/canceled cancelled/canceled
label labels labelled labelled labelling labelled/labeled labelled/labeled
quarrel quarrels quarrelled quarrelled quarrelling quarrelled/quarreled quarrelled/quarreled
open opens opened opened opening
listen listens listened listened listening
happen happens happened happened happening
offer offers offered offered offering
enter enters entered entered entering
answer answers answered answered answering
remember remembers remembered remembered remembering
develop develops developed developed developing
admit admits admitted admitted admitting
commit commits committed committed committing
regret regrets regretted regretted regretting
occur occurs occurred occurred occurring
control controls controlled controlled controlling
plan plans planned planned planning
drop drops dropped dropped dropping
shop shops shopped shopped shopping
chat chats chatted chatted chatting
jog jogs jogged jogged jogging
rob robs robbed robbed robbing
hug hugs hugged hugged hugging
fix fixes fixed fixed fixing
mix mixes mixed mixed mixing
relax relaxes relaxed relaxed relaxing
snow snows snowed snowed snowing
show shows showed shown showing showed shown/showed
enjoy enjoys enjoyed enjoyed enjoying
stay stays stayed stayed staying
obey obeys obeyed obeyed obeying
study studies studied studied studying
carry carries carried carried carrying
cry cries cried cried crying
worry worries worried worried worrying
reply replies replied replied replying
watch watches watched watched watching
wash washes washed washed washing
kiss kisses kissed kissed kissing
buzz buzzes buzzed buzzed buzzing
quiz quizzes quizzed quizzed quizzing
dance dances danced danced dancing
live lives lived lived living
agree agrees agreed agreed agreeing
free frees freed freed freeing
die dies died died dying
tie ties tied tied tying
cook cooks cooked cooked cooking
rain rains rained rained raining
need needs needed needed needing
want wants wanted wanted wanting
echo echoes echoed echoed echoing
focus focuses focused focused focusing focused/focussed focused/focussed
go goes went gone going
do does did done doing
have has had had having
be is was been being was/were been
make makes made made making
write writes wrote written writing
lie lies lay lain lying
see sees saw seen seeing
swim swims swam swum swimming
begin begins began begun beginning
forget forgets forgot forgotten forgetting forgot forgotten/forgot
get gets got got getting got got/gotten
take takes took taken taking
buy buys bought bought buying
teach teaches taught taught teaching
bring brings brought brought bringing
speak speaks spoke spoken speaking
learn learns learnt learnt learning learnt/learned learnt/learned
dream dreams dreamt dreamt dreaming dreamt/dreamed dreamt/dreamed
burn burns burnt burnt burning burnt/burned burnt/burned
spell spells spelt spelt spelling spelt/spelled spelt/spelled
smell smells smelt smelt smelling smelt/smelled smelt/smelled
spoil spoils spoiled spoiled spoiling spoiled/spoilt spoiled/spoilt
spill spills spilled spilled spilling spilled/spilt spilled/spilt
leap leaps leaped leaped leaping leaped/leapt leaped/leapt
lean leans leaned leaned leaning leaned/leant leaned/leant
kneel kneels knelt knelt kneeling knelt/kneeled knelt/kneeled
dive dives dived dived diving dived/dove dived
prove proves proved proved proving proved proved/proven
shine shines shone shone shining shone/shined shone/shined
wake wakes woke woken waking woke/waked woken/waked
light lights lit lit lighting lit/lighted lit/lighted
bet bets bet bet betting bet/betted bet/betted
wet wets wet wet wetting wet/wetted wet/wetted
fit fits fitted fitted fitting fitted/fit fitted/fit
quit quits quit quit quitting quit/quitted quit/quitted
cut cuts cut cut cutting
put puts put put putting
hit hits hit hit hitting
set sets set set setting
reset resets reset reset resetting
upset upsets upset upset upsetting
offset offsets offset offset offsetting
abet abets abetted abetted abetting
embed embeds embedded embedded embedding
excel excels excelled excelled excelling
repel repels repelled repelled repelling
dispel dispels dispelled dispelled dispelling
unplug unplugs unplugged unplugged unplugging
format formats formatted formatted formatting
let lets let let letting
shut shuts shut shut shutting
cost costs cost cost costing
hurt hurts hurt hurt hurting
read reads read read reading
spread spreads spread spread spreading
run runs ran run running
come comes came come coming
become becomes became become becoming
sit sits sat sat sitting
win wins won won winning
drink drinks drank drunk drinking
sing sings sang sung singing
ring rings rang rung ringing
sink sinks sank sunk sinking sank/sunk sunk
shrink shrinks shrank shrunk shrinking shrank/shrunk shrunk
know knows knew known knowing
grow grows grew grown growing
throw throws threw thrown throwing
blow blows blew blown blowing
fly flies flew flown flying
draw draws drew drawn drawing
eat eats ate eaten eating
fall falls fell fallen falling
give gives gave given giving
drive drives drove driven driving
ride rides rode ridden riding
rise rises rose risen rising
hide hides hid hidden hiding
bite bites bit bitten biting
choose chooses chose chosen choosing
break breaks broke broken breaking
steal steals stole stolen stealing
freeze freezes froze frozen freezing
wear wears wore worn wearing
tear tears tore torn tearing
swear swears swore sworn swearing
shake shakes shook shaken shaking
fight fights fought fought fighting
think thinks thought thought thinking
catch catches caught caught catching
seek seeks sought sought seeking
feel feels felt felt feeling
keep keeps kept kept keeping
sleep sleeps slept slept sleeping
leave leaves left left leaving
meet meets met met meeting
lose loses lost lost losing
send sends sent sent sending
spend spends spent spent spending
lend lends lent lent lending
build builds built built building
find finds found found finding
hold holds held held holding
stand stands stood stood standing
understand understands understood understood understanding
sell sells sold sold selling
tell tells told told telling
say says said said saying
pay pays paid paid paying
lay lays laid laid laying
mean means meant meant meaning
hear hears heard heard hearing
lead leads led led leading
feed feeds fed fed feeding
hang hangs hung hung hanging
dig digs dug dug digging
stick sticks stuck stuck sticking
strike strikes struck struck striking struck struck/stricken
swing swings swung swung swinging
spin spins spun spun spinning
sting stings stung stung stinging
forgive forgives forgave forgiven forgiving
forbid forbids forbade forbidden forbidding
submit submits submitted submitted submitting
omit omits omitted omitted omitting
equip equips equipped equipped equipping
quiz quizzes quizzed quizzed quizzing
worship worships worshipped worshipped worshipping worshipped/worshiped worshipped/worshiped
program programs programmed programmed programming
kidnap kidnaps kidnapped kidnapped kidnapping
input inputs input input inputting input/inputted input/inputted
undertake undertakes undertook undertaken undertaking
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));

describe('verbForms gold table', () => {
  it('has at least 150 verbs', () => expect(GOLD.length).toBeGreaterThanOrEqual(150));
  it.each(GOLD)('%s', (base, third, past, participle, ing, pastVars, partVars) => {
    const f = verbForms(base as string);
    expect([f.third, f.past, f.participle, f.ing]).toEqual([third, past, participle, ing]);
    expect(thirdPerson(base as string)).toBe(third);
    expect(ingForm(base as string)).toBe(ing);
    expect(f.pastVariants).toEqual((pastVars ?? past)?.split('/'));
    expect(f.participleVariants).toEqual((partVars ?? participle)?.split('/'));
  });
});

describe('accepted variants', () => {
  it('accepts both UK and US spellings', () => {
    expect(isAcceptedPast('travel', 'travelled')).toBe(true);
    expect(isAcceptedPast('travel', 'traveled')).toBe(true);
    expect(isAcceptedParticiple('get', 'gotten')).toBe(true);
    expect(isAcceptedPast('learn', 'learned')).toBe(true);
    expect(isAcceptedPast('go', 'goed')).toBe(false);
    expect(isAcceptedParticiple('go', 'went')).toBe(false);
  });
  it('marks only truly irregular verbs as irregular', () => {
    for (const v of ['stop', 'plan', 'admit', 'work', 'travel', 'spoil', 'submit', 'worship', 'program'])
      expect(verbForms(v).irregular).toBe(false);
    for (const v of ['go', 'learn', 'cut', 'bet', 'get']) expect(verbForms(v).irregular).toBe(true);
  });
});

describe('regularisedNonword', () => {
  it.each([
    ['go', 'goed'],
    ['buy', 'buyed'],
    ['catch', 'catched'],
    ['swim', 'swimmed'],
    ['write', 'writed'],
    ['begin', 'beginned'],
    ['cut', 'cutted'],
    ['eat', 'eated'],
    ['teach', 'teached'],
    ['think', 'thinked'],
  ])('%s → %s', (base, wrong) => {
    expect(regularisedNonword(base)).toEqual({ past: wrong, participle: wrong });
  });
  it.each([
    'work',
    'learn',
    'dream',
    'see',
    'sing',
    'lie',
    'hang',
    'fly',
    'lead',
    'be',
    'bet',
    'light',
    'spoil',
    'put',
    'cost',
  ])('%s has no non-word', (base) => expect(regularisedNonword(base)).toBeNull());
  it('never returns an accepted form of any verb in the table', () => {
    for (const base of ['go', 'take', 'know', 'wake', 'show', 'dive', 'shine', 'sew', 'prove', 'wear']) {
      const w = regularisedNonword(base);
      if (w) expect(isAcceptedPast(base, w.past) || isAcceptedParticiple(base, w.participle)).toBe(false);
    }
  });
});
