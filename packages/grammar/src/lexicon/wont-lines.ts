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

export const WONT_LINES: readonly WontLine[] = [
  // Promises and reassurance.
  l('promise', 'I/we', 'tell', "{Don't worry|Trust me}, <S> ___ anyone."),
  l('promise', 'I', 'tell', 'I promise I ___ anyone about your {plans|secret|new job}.'),
  l('promise', 'I/we', 'be', "{Don't worry|I promise}, <S> ___ late tomorrow.", 'tomorrow'),
  l('promise', 'I/we', 'be', "I'm sorry, <S> ___ late again."),
  l('promise', 'I/we', 'do', "I'm sorry, <S> ___ it again."),
  l('promise', 'I', 'be', "{Wait for me here|Don't go without me}; I ___ long."),
  l(
    'promise',
    'I',
    'forget',
    "{Don't worry|I promise}, I ___ {your birthday|to call you|to feed the cat|to lock the door}.",
  ),
  l(
    'promise',
    'we',
    'forget',
    "{Don't worry|We promise}, we ___ {to water your plants|to feed your cat|to lock the door}.",
  ),
  l('promise', 'I', 'lose', 'Can I borrow your {umbrella|book|pen}? I promise I ___ it.'),
  l('promise', 'I', 'break', 'Can I borrow your {camera|bike|laptop}? I promise I ___ it.'),
  l('promise', 'I/we', 'make', "{Don't worry|I promise}, <S> ___ any noise when <P> <v:come> home."),
  l('promise', 'I/we', 'stay', "{Don't worry, Mum|I promise, Mum}, <S> ___ out late tonight.", 'tonight'),
  l('promise', 'I', 'drive', "{Don't worry|I promise}, I ___ too fast."),
  l('promise', 'I/we', 'spend', "{Don't worry|I promise}, <S> ___ all the money on sweets."),
  l('promise', 'I', 'say', "{Don't worry|Trust me}, I ___ a word to {anyone|your parents|the boss}."),
  l('promise', 'people', 'mind', '{Just ask|Go on, ask} <S>; <P> ___.'),
  l('promise', 'people', 'tell', "{Don't worry|Relax}, <S> ___ anyone."),
  l('promise', 'people', 'be', "{Don't worry|Relax}, <S> ___ late; <P> <v:be> always on time."),
  l('promise', 'family', 'mind', '{Stay for dinner|Stay the night}; <S> ___.'),
  l('promise', 'kids', 'make', "{Don't worry|Relax}, <S> ___ a mess; <P> <v:be> very careful."),
  // Predictions.
  l('prediction', 'fixed', 'rain', "You don't need an umbrella; it ___ {today|this afternoon}."),
  l('prediction', 'fixed', 'rain', 'The forecast is good, so it ___ tomorrow.', 'tomorrow'),
  l('prediction', 'fixed', 'be', 'Take a warm coat; it ___ warm {this evening|tonight|in the mountains}.'),
  l('prediction', 'people', 'be', "Don't wait for <S>; <P> ___ back before {six|eight|midnight}."),
  l(
    'prediction',
    'people',
    'be',
    'Call <S> {in the morning|before lunch}; <P> ___ at home in the afternoon.',
  ),
  l('prediction', 'people', 'have', "Let's not ask <S> to help; <P> ___ time {this week|before Friday}."),
  l(
    'prediction',
    'fixed',
    'be',
    "Let's go {today|on Saturday}; the {museum|library|post office} ___ open on Monday.",
  ),
  l('prediction', 'fixed', 'be', 'Buy some bread now; the shop ___ open {tomorrow|on Sunday}.'),
  l('prediction', 'fixed', 'run', "Let's take a taxi; the buses ___ after midnight."),
  l('prediction', 'fixed', 'catch', 'Hurry up, or we ___ the {bus|train|last bus|plane}.'),
  l(
    'prediction',
    'fixed',
    'get',
    "There's a lot of traffic, so we ___ there {on time|before nine|before the film starts}.",
  ),
  l('prediction', 'fixed', 'be', "Don't worry about the {test|exam|interview}; it ___ difficult."),
  l('prediction', 'fixed', 'take', "Don't worry; the {repairs|meeting|check-up} ___ long."),
  l(
    'prediction',
    'fixed',
    'fit',
    'The {sofa|wardrobe|table} is too big; it ___ {through the door|in our living room|in the car}.',
  ),
  l('prediction', 'fixed', 'hurt', "It's only a small {cut|scratch}; it ___ for long."),
  l('prediction', 'fixed', 'bite', "Don't be afraid of the dog; he ___."),
  l('prediction', 'fixed', 'last', '{Eat|Have} the ice cream now; it ___ long in this heat.'),
  l('prediction', 'fixed', 'start', 'The {match|concert|game} ___ on time because of the rain.'),
  l('prediction', 'fixed', 'be', "Don't cook for me tonight; I ___ home for dinner.", 'tonight'),
  l('prediction', 'fixed', 'need', "I've already bought the tickets, so we ___ to queue."),
  l('prediction', 'people', 'like', "Don't buy <S> a {horror film|cookbook|tie}; <P> ___ it."),
  l('prediction', 'people', 'believe', '<S> ___ {this story|the news} when <P> <v:hear> it.'),
  l('prediction', 'fixed', 'be', "Don't phone the office now; there ___ anyone there {after six|on Sunday}."),
  l('prediction', 'people', 'recognise', '<S> ___ you with your new haircut!'),
  // Refusals.
  l('refusal', 'fixed', 'start', '{The|My|Our} car ___ {this morning|today}; I think the battery is flat.'),
  l('refusal', 'fixed', 'open', "I can't get in: the {door|gate} ___; I think it's locked."),
  l('refusal', 'fixed', 'close', "The {window|kitchen drawer|wardrobe door} ___; it's stuck."),
  l('refusal', 'fixed', 'turn', 'My {laptop|phone|old computer} ___ on; maybe the battery is dead.'),
  l('refusal', 'fixed', 'come', "I've tried everything, but the lid ___ off this jar."),
  l('refusal', 'fixed', 'stop', 'The baby ___ crying; maybe he is hungry.'),
  l('refusal', 'fixed', 'work', "The {printer|TV|coffee machine} ___ at all; I think it's broken."),
  l('refusal', 'fixed', 'come', 'Our cat ___ down from the tree; {she is scared|we need a ladder}.'),
  l('refusal', 'kids', 'eat', '<S> ___ {vegetables|green beans|carrots}; <P> <v:say> <P> <v:hate> them.'),
  l('refusal', 'kids', 'go', '<S> ___ to bed; <P> want to watch the end of the film.'),
  l('refusal', 'family', 'listen', 'I keep telling <S> to slow down, but <P> ___.'),
  l('refusal', 'family', 'use', '<S> ___ a smartphone; <P> <v:say> <P> <v:do> not need one.'),
  l('refusal', 'people', 'tell', "I've asked <S> twice, but <P> ___ me what happened."),
  l('refusal', 'people', 'answer', '<S> ___ {the phone|my messages}; maybe <P> <v:be> angry with me.'),
  l('refusal', 'one', 'see', '<S> <v:have> a terrible toothache, but <P> ___ a dentist.'),
  l('refusal', 'family', 'let', '<S> ___ me drive {the new car|after dark|on the motorway}.'),
  // Decisions made while speaking.
  l('decision', 'I/we', 'go', "It's {too cold|too wet|too late}; <S> ___ out tonight.", 'tonight'),
  l('decision', 'I', 'have', "I'm not hungry, thanks; I ___ {dessert|any cake|a second plate}."),
  l(
    'decision',
    'I/we',
    'watch',
    "<S> <v:be> really tired, so <P> ___ the rest of the film; let's go to bed.",
  ),
  l(
    'decision',
    'I',
    'call',
    "It's too late to phone {Mum|my sister|Grandma} now; I ___ her till the morning.",
  ),
  l('decision', 'I', 'buy', 'This {coat|jacket|phone|watch} is too expensive; I ___ it.'),
  l('decision', 'we', 'go', 'The film got terrible reviews, so we ___ to see it.'),
  l('decision', 'we', 'walk', "It's raining, so we ___ {home|to the station}; let's take a taxi."),
  l('decision', 'I', 'have', "I've had three cups today, so I ___ another coffee, thanks."),
  l('decision', 'we', 'wait', "The restaurant is full, so we ___; let's eat somewhere else."),
  l('decision', 'I', 'play', 'My back hurts, so I ___ tennis tomorrow.', 'tomorrow'),
  l(
    'decision',
    'I/we',
    'drive',
    "The roads are icy, so <S> ___ to the {village|mountains|seaside} tomorrow; <P>'ll take the train.",
    'tomorrow',
  ),
  l('decision', 'I', 'take', "It's a short walk, so I ___ the car {today|this time}."),
  // A cold is one person's ("We have a bad cold" reads oddly): I only.
  l(
    'decision',
    'I',
    'go',
    '<S> <v:have> a bad cold, so <P> ___ to the {gym|party|concert} tonight.',
    'tonight',
  ),
];
