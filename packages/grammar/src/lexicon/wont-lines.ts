/**
 * What "won't" really says, authored whole (round 1130: "won't go swimming this weekend; she's going to …
 * instead" is a changed plan, which English says with "isn't going to"):
 * - promise: a promise or reassurance ("Don't worry, I won't tell anyone", "I'm sorry, I won't be late again");
 * - prediction: what the speaker expects ("You don't need an umbrella; it won't rain today");
 * - refusal: someone or something refuses ("The car won't start", "My son won't eat vegetables");
 * - decision: a decision made while speaking, with its reason ("It's too cold; I won't go out tonight").
 *
 * Only what is safe varies: `{a|b}` alternatives (engine `expand`) and, where a line says so, the subject.
 * Tokens: `___` the blank; `<S>` the subject, `<P>` its pronoun, `<v:verb>` a present-tense verb agreeing
 * with it (`<v:be>` → am/is/are).
 * `marker` names the future time phrase that makes "don't/doesn't" wrong; a line without one gets no
 * present-simple distractor (a refusal "My son doesn't eat vegetables" would be right too).
 */
export type WontKind = 'promise' | 'prediction' | 'refusal' | 'decision';

/**
 * Who a line is said about: the speaker, a third person from a list ('one': a single family member), or
 * nobody (the subject is written in).
 */
export type WontWho = 'I' | 'we' | 'I/we' | 'people' | 'family' | 'one' | 'kids' | 'fixed';

export interface WontLine {
  kind: WontKind;
  verb: string;
  who: WontWho;
  text: string;
  marker?: string;
}

const l = (kind: WontKind, who: WontWho, verb: string, text: string, marker?: string): WontLine =>
  marker ? { kind, verb, who, text, marker } : { kind, verb, who, text };

const WHO: readonly WontWho[] = ['I', 'we', 'I/we', 'people', 'family', 'one', 'kids', 'fixed'];

/** The lines of one kind, one a row: "who verb: text", and " @marker" at the end where the line has one. */
const linesOf = (kind: WontKind, table: string): WontLine[] =>
  table
    .trim()
    .split('\n')
    .map((row) => {
      const [, whoText = '', verb = '', text = '', marker] =
        row.match(/^(\S+) (\w+): (.+?)(?: @(\w+))?$/) ?? [];
      const who = WHO.find((w) => w === whoText);
      if (!who || !text) throw new Error(`wont-lines: bad row "${row}"`);
      return l(kind, who, verb, text, marker);
    });

/** Promises and reassurance. */
const PROMISES = `
I/we tell: {Don't worry|Trust me}, <S> ___ anyone.
I tell: I promise I ___ anyone about your {plans|secret|new job}.
I/we be: {Don't worry|I promise}, <S> ___ late tomorrow. @tomorrow
I/we be: I'm sorry, <S> ___ late again.
I/we do: I'm sorry, <S> ___ it again.
I be: {Wait for me here|Don't go without me}; I ___ long.
I forget: {Don't worry|I promise}, I ___ {your birthday|to call you|to feed the cat|to lock the door}.
we forget: {Don't worry|We promise}, we ___ {to water your plants|to feed your cat|to lock the door}.
I lose: Can I borrow your {umbrella|book|pen}? I promise I ___ it.
I break: Can I borrow your {camera|bike|laptop}? I promise I ___ it.
I/we make: {Don't worry|I promise}, <S> ___ any noise when <P> <v:come> home.
I/we stay: {Don't worry, Mum|I promise, Mum}, <S> ___ out late tonight. @tonight
I drive: {Don't worry|I promise}, I ___ too fast.
I/we spend: {Don't worry|I promise}, <S> ___ all the money on sweets.
I say: {Don't worry|Trust me}, I ___ a word to {anyone|your parents|the boss}.
people mind: {Just ask|Go on, ask} <S>; <P> ___.
people tell: {Don't worry|Relax}, <S> ___ anyone.
people be: {Don't worry|Relax}, <S> ___ late; <P> <v:be> always on time.
family mind: {Stay for dinner|Stay the night}; <S> ___.
kids make: {Don't worry|Relax}, <S> ___ a mess; <P> <v:be> very careful.
`;

const PREDICTIONS = `
fixed rain: You don't need an umbrella; it ___ {today|this afternoon}.
fixed rain: The forecast is good, so it ___ tomorrow. @tomorrow
fixed be: Take a warm coat; it ___ warm {this evening|tonight|in the mountains}.
people be: Don't wait for <S>; <P> ___ back before {six|eight|midnight}.
people be: Call <S> {in the morning|before lunch}; <P> ___ at home in the afternoon.
people have: Let's not ask <S> to help; <P> ___ time {this week|before Friday}.
fixed be: Let's go {today|on Saturday}; the {museum|library|post office} ___ open on Monday.
fixed be: Buy some bread now; the shop ___ open {tomorrow|on Sunday}.
fixed run: Let's take a taxi; the buses ___ after midnight.
fixed catch: Hurry up, or we ___ the {bus|train|last bus|plane}.
fixed get: There's a lot of traffic, so we ___ there {on time|before nine|before the film starts}.
fixed be: Don't worry about the {test|exam|interview}; it ___ difficult.
fixed take: Don't worry; the {repairs|meeting|check-up} ___ long.
fixed fit: The {sofa|wardrobe|table} is too big; it ___ {through the door|in our living room|in the car}.
fixed hurt: It's only a small {cut|scratch}; it ___ for long.
fixed bite: Don't be afraid of the dog; he ___.
fixed last: {Eat|Have} the ice cream now; it ___ long in this heat.
fixed start: The {match|concert|game} ___ on time because of the rain.
fixed be: Don't cook for me tonight; I ___ home for dinner. @tonight
fixed need: I've already bought the tickets, so we ___ to queue.
people like: Don't buy <S> a {horror film|cookbook|tie}; <P> ___ it.
people believe: <S> ___ {this story|the news} when <P> <v:hear> it.
fixed be: Don't phone the office now; there ___ anyone there {after six|on Sunday}.
people recognise: <S> ___ you with your new haircut!
`;

const REFUSALS = `
fixed start: {The|My|Our} car ___ {this morning|today}; I think the battery is flat.
fixed open: I can't get in: the {door|gate} ___; I think it's locked.
fixed close: The {window|kitchen drawer|wardrobe door} ___; it's stuck.
fixed turn: My {laptop|phone|old computer} ___ on; maybe the battery is dead.
fixed come: I've tried everything, but the lid ___ off this jar.
fixed stop: The baby ___ crying; maybe he is hungry.
fixed work: The {printer|TV|coffee machine} ___ at all; I think it's broken.
fixed come: Our cat ___ down from the tree; {she is scared|we need a ladder}.
kids eat: <S> ___ {vegetables|green beans|carrots}; <P> <v:say> <P> <v:hate> them.
kids go: <S> ___ to bed; <P> want to watch the end of the film.
family listen: I keep telling <S> to slow down, but <P> ___.
family use: <S> ___ a smartphone; <P> <v:say> <P> <v:do> not need one.
people tell: I've asked <S> twice, but <P> ___ me what happened.
people answer: <S> ___ {the phone|my messages}; maybe <P> <v:be> angry with me.
one see: <S> <v:have> a terrible toothache, but <P> ___ a dentist.
family let: <S> ___ me drive {the new car|after dark|on the motorway}.
`;

/** Decisions made while speaking. A cold is one person's ("We have a bad cold" reads oddly): I only. */
const DECISIONS = `
I/we go: It's {too cold|too wet|too late}; <S> ___ out tonight. @tonight
I have: I'm not hungry, thanks; I ___ {dessert|any cake|a second plate}.
I/we watch: <S> <v:be> really tired, so <P> ___ the rest of the film; let's go to bed.
I call: It's too late to phone {Mum|my sister|Grandma} now; I ___ her till the morning.
I buy: This {coat|jacket|phone|watch} is too expensive; I ___ it.
we go: The film got terrible reviews, so we ___ to see it.
we walk: It's raining, so we ___ {home|to the station}; let's take a taxi.
I have: I've had three cups today, so I ___ another coffee, thanks.
we wait: The restaurant is full, so we ___; let's eat somewhere else.
I play: My back hurts, so I ___ tennis tomorrow. @tomorrow
I/we drive: The roads are icy, so <S> ___ to the {village|mountains|seaside} tomorrow; <P>'ll take the train. @tomorrow
I take: It's a short walk, so I ___ the car {today|this time}.
I go: <S> <v:have> a bad cold, so <P> ___ to the {gym|party|concert} tonight. @tonight
`;

export const WONT_LINES: readonly WontLine[] = [
  ...linesOf('promise', PROMISES),
  ...linesOf('prediction', PREDICTIONS),
  ...linesOf('refusal', REFUSALS),
  ...linesOf('decision', DECISIONS),
];
