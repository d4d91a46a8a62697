import { cap, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import copy from './both-either-neither.json' with { type: 'json' };

/**
 * both … and, either … or, neither … nor: the second word in the sentence forces the first.
 * [first part with ___, X, link, Y, rest]
 */
const LINES: [string, string, string][] = [
  ['my brother', 'my sister', 'can swim'],
  ['Tom', 'Anna', 'came to the meeting'],
  ['the bus', 'the train', 'goes to the airport'],
  ['my mum', 'my dad', 'speaks English'],
  ['the kitchen', 'the bathroom', 'needs cleaning'],
  ['this café', 'that one', 'is open on Sundays'],
  ['Olena', 'her husband', 'drives'],
  ['the hotel', 'the hostel', 'has free Wi-Fi'],
  ['Maria', 'Andriy', 'passed the exam'],
  ['my uncle', 'my aunt', 'called me yesterday'],
  ['the museum', 'the gallery', 'is closed on Mondays'],
  ['Tom', 'Anna', 'will pick you up'],
  ['my father', 'my mother', 'will meet you at the station'],
  ['the manager', 'her assistant', 'can answer your question'],
  ['the teacher', 'the director', 'will sign the form'],
  ['my brother', 'my cousin', 'will bring the car'],
  ['Andriy', 'Olena', 'will call you tonight'],
];
const OBJECTS: [string, string, string][] = [
  ['You can have', 'tea', 'coffee'],
  ['We can go by', 'bus', 'train'],
  ['She speaks', 'French', 'German'],
  ['I’d like to visit', 'Lviv', 'Odesa'],
  ['You can pay', 'in cash', 'by card'],
  ['He plays', 'the guitar', 'the piano'],
  ['The shop sells', 'books', 'magazines'],
  ['We need', 'eggs', 'milk'],
  ['I can meet you on', 'Monday', 'Tuesday'],
  ['She likes', 'cats', 'dogs'],
  ['He speaks', 'Polish', 'Czech'],
  ['You can take', 'the bus', 'the metro'],
  ['The hotel has', 'a pool', 'a gym'],
  ['I want to learn', 'Spanish', 'Italian'],
  ['They sell', 'fruit', 'vegetables'],
  ['She plays', 'tennis', 'volleyball'],
  ['We can watch', 'a comedy', 'a thriller'],
];
/** Issue 16: more lines (a modal or past verb, so the verb is the same after both … and). */
const MORE_LINES: [string, string, string][] = [
  ['Tom', 'Anna', 'can drive you home'],
  ['my mum', 'my aunt', 'can look after the kids on Saturday'],
  ['Olena', 'Maria', 'will bring a cake'],
  ['the doctor', 'the nurse', 'will call you back'],
  ['my dad', 'my uncle', 'can fix your bike'],
  ['Andriy', 'his brother', 'will meet you at the airport'],
  ['the red bus', 'the green bus', 'will take you to the centre'],
  ['Ivan', 'Marta', 'can show you the way'],
  ['my boss', 'my colleague', 'can sign the letter'],
  ['Tom', 'his wife', 'came to the wedding'],
  ['Anna', 'Maria', 'saw the email'],
  ['my cousin', 'my neighbour', 'can water the plants'],
  ['the school', 'the library', 'can lend you a laptop'],
  ['Mark', 'Sophie', 'remembered the password'],
  ['the chef', 'the waiter', 'can explain the menu'],
  ['Oksana', 'Ivan', 'can translate the letter'],
  ['my son', 'my daughter', 'can feed the cat'],
  ['Kate', 'Ben', 'knew the answer'],
  ['the bank', 'the post office', 'will be open tomorrow'],
  ['my husband', 'I', 'can pick you up'],
  ['Olha', 'I', 'will be at the meeting'],
  ['my brother', 'I', 'can help you'],
  ['the manager', 'her deputy', 'will answer your email'],
  ['Sam', 'Lucy', 'saw the accident'],
  ['Dan', 'his sister', 'can lend you a car'],
  ['the plumber', 'his assistant', 'will come on Friday'],
  ['Tetiana', 'her mother', 'can sew'],
  ['Max', 'Lena', 'heard the alarm'],
  ['my boss', 'her husband', 'will be at the party'],
  ['Pavlo', 'Dmytro', 'can play the guitar'],
  ['the English teacher', 'the history teacher', 'will read your essay'],
  ['my neighbour', 'his son', 'can help you with the car'],
  ['Iryna', 'Serhiy', 'will lead the tour'],
  ['Anna', 'her sister', 'will sing at the wedding'],
  ['Victor', 'Olga', 'knew about the surprise'],
  ['the first answer', 'the second answer', 'could be right'],
  ['my grandfather', 'my grandmother', 'can use a smartphone'],
  ['Mia', 'Zoe', 'can drive'],
  ['the taxi', 'the bus', 'will get you there on time'],
  ['my sister', 'her husband', 'will cook dinner'],
  ['Oleh', 'Nadia', 'took photos'],
  ['the gym', 'the pool', 'will be open on Sunday'],
  ['Liam', 'Emma', 'forgot your birthday'],
  ['your mother', 'your father', 'can sign the form'],
  ['the director', 'her assistant', 'will interview you'],
  ['Bohdan', 'Sofia', 'can babysit on Friday'],
  ['the blue shirt', 'the white one', 'will go with that suit'],
  ['Jack', 'Harry', 'can lend you a tent'],
  ['Yulia', 'her friend', 'saw the thief'],
  ['Taras', 'Petro', 'fixed the roof'],
  ['my wife', 'my son', 'can meet you at the station'],
  ['Ella', 'her brother', 'can ski'],
  ['the landlord', 'his son', 'will repair the heating'],
  ['Roman', 'Kateryna', 'won a prize'],
  ['the morning train', 'the evening train', 'would get you there in time'],
  ['my aunt', 'my cousin', 'will stay with us'],
  ['Nina', 'Artem', 'brought a laptop'],
  ['the coach', 'the captain', 'will speak to the press'],
  ['Adam', 'Eve', 'called the police'],
  ['Denys', 'his wife', 'can speak German'],
  ['the waiter', 'the manager', 'noticed the mistake'],
  ['Lesia', 'her cousin', 'will help you pack'],
  ['my brother', 'his friend', 'can fix your computer'],
  ['Hanna', 'Yurii', 'read the contract'],
  // issue 16, the full catalogue (appended so the ids above stay put)
  ['Oksana', 'her husband', 'can speak Polish'],
  ['the chemist', 'the supermarket', 'will have batteries'],
  ['my niece', 'my nephew', 'can ride a bike'],
  ['Ruslan', 'Vika', 'missed the last train'],
  ['my colleague', 'my boss', 'will be at the conference'],
  ['Marko', 'his dad', 'can fix a car'],
  ['Sasha', 'Ira', 'watched the match last night'],
  ['the neighbours', 'their kids', 'heard the storm'],
  ['my grandma', 'my aunt', 'will make the cake'],
  ['the red dress', 'the blue one', 'would look good on you'],
  ['the manager', 'the chef', 'spoke to the customers'],
  ['Lena', 'Olia', 'can play chess'],
  ['Yaroslav', 'Maksym', 'will drive us to the airport'],
  ['my mother', 'my sister', 'can knit'],
  ['the bakery', 'the café', 'will be open on Monday'],
  ['Mr Smith', 'his wife', 'will be at the meeting'],
  ['Dad', 'Uncle Petro', 'can carry the sofa'],
  ['Anna', 'Kate', 'answered the phone'],
  ['the first flight', 'the second flight', 'would get you to Rome by noon'],
  ['my son', 'his friend', 'can come with us'],
  ['Vlad', 'Natalia', 'took the dog for a walk'],
  ['the pharmacist', 'the doctor', 'can give you advice'],
  ['my teacher', 'my classmates', 'noticed my new haircut'],
  ['the town hall', 'the library', 'will have the forms'],
  ['Nastia', 'her brother', 'can play the violin'],
  ['Stepan', 'Olha', 'remembered the address'],
  ['my grandfather', 'my uncle', 'could repair the fence'],
  ['the hotel', 'the airline', 'lost my suitcase'],
  ['Marta', 'Ivan', 'will cook on Sunday'],
  ['the older boy', 'the younger one', 'can swim'],
  ['Julia', 'her mother', 'went to the market'],
  ['my brother-in-law', 'my sister', 'can lend us a car seat'],
  ['Roma', 'Dasha', 'wrote to me last week'],
  ['the teacher', 'the students', 'saw the fox in the playground'],
  ['my flatmate', 'I', 'will clean the kitchen'],
  ['Bohdan', 'his sister', 'can dance'],
  ['the landlady', 'her son', 'can show you the flat'],
  ['Mykola', 'Halyna', 'won the lottery'],
  ['my cousin', 'her boyfriend', 'will pick us up from the station'],
  ['Alex', 'Sam', 'scored a goal'],
  ['the vet', 'the nurse', 'will look at your cat'],
  ['my dad', 'my grandad', 'can play the accordion'],
  ['Olena', 'I', 'will bring the drinks'],
  ['the bus driver', 'the passengers', 'saw the accident'],
  ['Daryna', 'her friend', 'passed the driving test'],
  ['the big suitcase', 'the small one', 'will fit in the boot'],
  ['Ihor', 'Svitlana', 'can drive a lorry'],
  ['my neighbour', 'her daughter', 'will feed the cat'],
  ['the manager', 'the receptionist', 'can order a taxi for you'],
  ['Zhenia', 'Kostia', 'heard the news'],
  ['my husband', 'my son', 'can change a tyre'],
  ['the museum', 'the castle', 'will be open on Easter Monday'],
  ['Lilia', 'Orest', 'forgot the tickets'],
  ['my wife', 'my daughter', 'will meet you at the gate'],
  ['the electrician', 'the plumber', 'will come tomorrow'],
  ['Vira', 'Anton', 'can speak Spanish'],
  ['the left door', 'the right door', 'will open with this key'],
  ['my uncle', 'my grandfather', 'fought in the war'],
  ['Katia', 'her mother', 'made the wedding dress'],
  ['my best friend', 'her sister', 'can come to the party'],
  ['Pavlo', 'Oleh', 'brought a tent'],
  ['the class teacher', 'the head teacher', 'will call you'],
  ['Mira', 'Tim', 'can read music'],
  ['my boss', 'his deputy', 'signed the contract'],
  ['Solomiia', 'her cousin', 'will sing in the choir'],
  ['my parents', 'my in-laws', 'can babysit on Saturday'],
  ['Artur', 'Liza', 'found the keys'],
  ['the post office', 'the bank', 'can change your money'],
  ['Dmytro', 'his son', 'can ski'],
  ['my aunt', 'her husband', 'came to the funeral'],
  ['Bob', 'Jane', 'can lend you a bike'],
  ['the trainer', 'the physio', 'will check your knee'],
  ['Taras', 'Sofiia', 'read the book'],
  ['my granddaughter', 'my grandson', 'can use the new TV'],
  ['the neighbours', 'the police', 'heard the shots'],
  ['Olia', 'her husband', 'will drive to Poland'],
  ['the bride', 'the groom', 'gave a speech'],
  ['my sister', 'I', 'can stay with Grandma'],
  ['Anya', 'Max', 'tried the soup'],
  ['the dentist', 'her assistant', 'will call you back'],
  ['my brother', 'his wife', 'can play the piano'],
  ['the children', 'their parents', 'enjoyed the show'],
  ['Hlib', 'Inna', 'can speak French'],
  ['my manager', 'her assistant', 'replied to my email'],
  ['the gardener', 'his son', 'will cut the grass'],
  ['Ostap', 'Yana', 'brought a camera'],
  ['my mum', 'my grandma', 'can make varenyky'],
  ['the tour guide', 'the driver', 'will wait for you'],
  ['Nazar', 'his brother', 'came to the party'],
  ['the café', 'the bar', 'will show the match'],
  ['Ella', 'Dan', 'can lend you a laptop'],
  ['my neighbour', 'his wife', 'saw the thief'],
  ['the morning class', 'the evening class', 'would suit you'],
  ['Iryna', 'her sister', 'can do your hair'],
  ['my uncle', 'his son', 'will take us to the lake'],
  ['Kyrylo', 'Alina', 'heard the phone'],
  ['the coach', 'the players', 'expected the result'],
  ['Valentyn', 'Maria', 'can help with the move'],
];
/** Offers and rules where both readings fit: either (any one of them) and both (each of them). */
const MORE_OBJECTS: [string, string, string][] = [
  ['You can buy tickets', 'online', 'at the door'],
  ['You can pay', 'in hryvnias', 'in euros'],
  ['You can reach us', 'by phone', 'by email'],
  ['The app works on', 'phones', 'tablets'],
  ['You can use this card', 'in shops', 'online'],
  ['The course is available', 'online', 'in person'],
  ['You can apply', 'online', 'at the office'],
  ['You can get there', 'by bus', 'by train'],
  ['We accept', 'cash', 'cards'],
  ['You can watch the match', 'on TV', 'online'],
  ['You can order', 'by phone', 'through the app'],
  ['This ticket is valid', 'on buses', 'on trams'],
  ['You can park', 'here', 'behind the building'],
  ['The exam can be taken', 'in English', 'in Ukrainian'],
  ['You can send the documents', 'by email', 'by post'],
  ['The hall is used', 'for concerts', 'for weddings'],
  ['Students can borrow', 'books', 'laptops'],
  ['You can book a table', 'online', 'by phone'],
  ['You can travel', 'by ferry', 'by plane'],
];
const PAIR: Record<string, string> = { both: 'and', either: 'or', neither: 'nor' };
/**
 * Either X or Y as a subject offers a choice still open (will, can, could, would): "Either Stepan or Olha
 * remembered the address" reports no fact (round 1902), so past and present lines take only both and neither.
 */
const OPEN_CHOICE = /^(will|can|could|would|should|might|may)\b/;

function items(): Item[] {
  const out: Item[] = [];
  const push = (text: string, answer: 'both' | 'either' | 'neither', skeleton: string) => {
    const first = text.startsWith('___');
    const c = (w: string) => (first ? cap(w) : w);
    out.push({
      text,
      answer: c(answer),
      wrong: (['both', 'either', 'neither'] as const)
        .filter((w) => w !== answer)
        .map((w) => ({
          choice: c(w),
          errorType: 'correlative-mismatch',
          params: { link: PAIR[answer] ?? '', wrongLink: PAIR[w] ?? '' },
        })),
      ruleId: answer,
      trigger: [PAIR[answer] ?? ''],
      skeleton,
    });
  };
  LINES.forEach(([x, y, rest], i) => {
    const restPl = rest
      .replace(/^has\b/, 'have')
      .replace(/^goes\b/, 'go')
      .replace(/^is\b/, 'are')
      .replace(/^(speak|need|drive)s\b/, '$1');
    push(`___ ${x} and ${y} ${restPl}.`, 'both', `both-either:subj:${i}`);
    if (OPEN_CHOICE.test(rest)) push(`___ ${x} or ${y} ${rest}.`, 'either', `both-either:subj:${i}`);
    push(`___ ${x} nor ${y} ${rest}.`, 'neither', `both-either:subj:${i}`);
  });
  OBJECTS.forEach(([start, x, y], i) => {
    push(`${start} ___ ${x} and ${y}.`, 'both', `both-either:obj:${i}`);
    push(`${start} ___ ${x} or ${y}.`, 'either', `both-either:obj:${i}`);
    // "You can have neither tea nor coffee" is correct but odd, so objects get no neither line.
  });
  // The three forms of one line share a skeleton, so a session never shows "Both X and Y…" next to
  // "Neither X nor Y…".
  MORE_LINES.forEach(([x, y, rest], i) => {
    push(`___ ${x} and ${y} ${rest}.`, 'both', `both-either:more-subj:${i}`);
    if (OPEN_CHOICE.test(rest)) push(`___ ${x} or ${y} ${rest}.`, 'either', `both-either:more-subj:${i}`);
    push(`___ ${x} nor ${y} ${rest}.`, 'neither', `both-either:more-subj:${i}`);
  });
  MORE_OBJECTS.forEach(([start, x, y], i) => {
    push(`${start} ___ ${x} and ${y}.`, 'both', `both-either:more-obj:${i}`);
    push(`${start} ___ ${x} or ${y}.`, 'either', `both-either:more-obj:${i}`);
  });
  return out;
}

export const bothEitherTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
