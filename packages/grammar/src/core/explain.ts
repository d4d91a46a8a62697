import type { TemplateMap, TemplateParams } from '../explain/types.ts';

/**
 * "Why this choice is wrong here", per error model, in English and Ukrainian. Each gets the distractor's
 * params plus chosen, answer and trigger. One or two sentences: the explainer adds the right sentence,
 * the rule and an example around it.
 */
type P = TemplateParams;
const q = (s: string | undefined) => `“${s ?? ''}”`;
const u = (s: string | undefined) => `«${s ?? ''}»`;
const t = (en: (p: P) => string, uk: (p: P) => string) => ({ en, uk });

export const EXPLAIN_CORE: TemplateMap = {
  // agreement and auxiliaries
  'agreement-3sg': t(
    (p) =>
      `${q(p.subject)} is he, she or it (one person), so the verb needs -s: ${q(p.answer)}, not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.subject)} — це he, she чи it (одна особа), тому дієслово має закінчення -s: ${u(p.answer)}, а не ${u(p.chosen)}.`,
  ),
  'agreement-non-3sg': t(
    (p) => `With ${q(p.subject)} the verb has no -s; ${q(p.chosen)} is the form for he, she or it.`,
    (p) =>
      `Після ${u(p.subject)} дієслово не має закінчення -s; ${u(p.chosen)} — це форма для he, she чи it.`,
  ),
  'aux-agreement-3sg': t(
    (p) => `${q(p.subject)} is third person singular, so the negative is doesn't, not don't.`,
    (p) => `${u(p.subject)} — третя особа однини, тому заперечення — doesn't, а не don't.`,
  ),
  'aux-agreement-non-3sg': t(
    (p) => `With ${q(p.subject)} the negative is don't; doesn't is only for he, she and it.`,
    (p) => `Після ${u(p.subject)} заперечення — don't; doesn't уживається лише з he, she, it.`,
  ),
  'do-with-3sg': t(
    (p) => `${q(p.subject)} is he, she or it, so it takes does, not do.`,
    (p) => `${u(p.subject)} — це he, she чи it, тому потрібне does, а не do.`,
  ),
  'does-with-non-3sg': t(
    (p) => `Does is only for he, she and it; with ${q(p.subject)} use do.`,
    (p) => `Does уживається лише з he, she, it; з ${u(p.subject)} потрібне do.`,
  ),
  'third-after-aux': t(
    (p) => `After ${q(p.aux)} the verb goes back to its base form: the -s is already in ${q(p.aux)}.`,
    (p) => `Після ${u(p.aux)} дієслово стоїть у початковій формі: -s уже є в ${u(p.aux)}.`,
  ),
  'be-agreement': t(
    (p) => `${q(p.chosen)} does not agree with ${q(p.subject)}; this subject takes ${q(p.be ?? p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з ${u(p.subject)}; з цим підметом уживається ${u(p.be ?? p.answer)}.`,
  ),
  'be-for-do': t(
    (p) =>
      `${q(p.chosen)} is a form of be, but this sentence has another main verb, so questions and negatives need do/does/did.`,
    (p) =>
      `${u(p.chosen)} — форма be, але в реченні є інше основне дієслово, тож для питання чи заперечення потрібні do/does/did.`,
  ),
  'do-for-be': t(
    (_p) =>
      `The sentence uses be (a place, an adjective, a noun or -ing follows), and be makes its own negatives and questions, without do.`,
    (_p) =>
      `У реченні є be (далі місце, прикметник, іменник чи -ing), а be утворює заперечення й питання сам, без do.`,
  ),
  'ing-without-be': t(
    (p) =>
      `An -ing form cannot be the verb on its own: it needs am/is/are or was/were before it${p.subject ? ` (after ${q(p.subject)})` : ''}.`,
    (p) =>
      `Форма на -ing не може бути присудком сама: перед нею потрібне am/is/are чи was/were${p.subject ? ` (після ${u(p.subject)})` : ''}.`,
  ),
  'going-to-without-be': t(
    (p) => `Going to needs a form of be before it: ${q(p.answer)}.`,
    (p) => `Перед going to потрібна форма be: ${u(p.answer)}.`,
  ),
  'missing-be': t(
    () => `A form of be is missing before the -ing or able to.`,
    () => `Бракує форми be перед -ing чи able to.`,
  ),
  'missing-to': t(
    () => `Be able is always followed by to: be able to + verb.`,
    () => `Після be able завжди стоїть to: be able to + дієслово.`,
  ),
  'be-form-after-will': t(
    () => `After will, be stays be (will be), never is or are.`,
    () => `Після will дієслово be не змінюється (will be), ніколи не is чи are.`,
  ),
  'has-after-will': t(
    () => `After will use have, not has, for every subject: will have + past participle.`,
    () => `Після will для всіх осіб уживається have, а не has: will have + третя форма.`,
  ),
  // tense and time markers
  'tense-marker-mismatch': t(
    (p) => `${q(p.marker)} points to the ${p.tense ?? 'past'}, so ${q(p.chosen)} is the wrong tense here.`,
    (p) =>
      `${u(p.marker)} вказує на ${p.tense === 'future' ? 'майбутнє' : 'минуле'}, тож ${u(p.chosen)} — неправильний час.`,
  ),
  'simple-for-now': t(
    (p) =>
      `${q(p.marker)} means the action is happening right now, so we need the continuous (be + -ing), not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} означає, що дія відбувається саме зараз, тож потрібна тривала форма (be + -ing), а не ${u(p.chosen)}.`,
  ),
  'continuous-for-habit': t(
    (p) => `${q(p.marker)} describes a habit or routine, which takes the present simple, not ${q(p.chosen)}.`,
    (p) => `${u(p.marker)} описує звичку чи розпорядок, а це present simple, а не ${u(p.chosen)}.`,
  ),
  'base-for-past': t(
    (p) =>
      `${q(p.marker)} is a finished past time, so the verb must be in the past simple, not the base form ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} — завершений час у минулому, тож потрібен past simple, а не початкова форма ${u(p.chosen)}.`,
  ),
  'past-with-since': t(
    (p) =>
      `${q(p.marker)} gives a starting point for a situation that is still true, so we need the present perfect, not the past simple ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} задає початкову точку ситуації, яка триває досі, тож потрібен present perfect, а не past simple ${u(p.chosen)}.`,
  ),
  'perfect-with-finished-time': t(
    (p) => `${q(p.marker)} is a finished time in the past; the present perfect cannot be used with it.`,
    (p) => `${u(p.marker)} — завершений час у минулому; present perfect з ним не вживається.`,
  ),
  'present-for-past-plan': t(
    () => `The plan was in the past (and then changed), so be must be in the past: was/were going to.`,
    () => `План був у минулому (а потім змінився), тож be має бути в минулому: was/were going to.`,
  ),
  'present-for-past-habit': t(
    () => `This is a past habit, so the negative is didn't use to, not don't.`,
    () => `Це звичка в минулому, тож заперечення — didn't use to, а не don't.`,
  ),
  'present-perfect-for-past-perfect': t(
    () => `The other action is in the past, so the earlier one needs had (past perfect), not has.`,
    () => `Інша дія — у минулому, тож попередня потребує had (past perfect), а не has.`,
  ),
  'will-after-past-reporting': t(
    () => `After a past reporting verb (said, promised, wrote), will moves back to would.`,
    () => `Після дієслова мовлення в минулому (said, promised, wrote) will змінюється на would.`,
  ),
  'will-in-time-clause': t(
    (p) => `After ${q(p.conj)} we use the present simple for the future, not will.`,
    (p) => `Після ${u(p.conj)} про майбутнє вживаємо present simple, а не will.`,
  ),
  // verb forms
  'regularised-nonword': t(
    (p) =>
      `${q(p.chosen)} is not an English word: ${q(p.base)} is irregular (${p.base} → ${p.past ?? p.answer}${p.participle ? ` → ${p.participle}` : ''}).`,
    (p) =>
      `${u(p.chosen)} — такого слова в англійській немає: ${u(p.base)} — неправильне дієслово (${p.base} → ${p.past ?? p.answer}${p.participle ? ` → ${p.participle}` : ''}).`,
  ),
  'participle-as-past': t(
    (p) =>
      `${q(p.chosen)} is the past participle (third form); the past simple of ${q(p.base)} is ${q(p.past)}.`,
    (p) => `${u(p.chosen)} — це третя форма; форма past simple від ${u(p.base)} — ${u(p.past)}.`,
  ),
  'past-for-participle': t(
    (p) =>
      `After have/has/had the verb takes the past participle (${p.participle ?? p.answer}), not the past simple ${q(p.chosen)}.`,
    (p) =>
      `Після have/has/had потрібна третя форма (${p.participle ?? p.answer}), а не форма past simple ${u(p.chosen)}.`,
  ),
  'base-for-participle': t(
    (p) => `${q(p.chosen)} is the base form; here the verb needs its past participle (third form).`,
    (p) => `${u(p.chosen)} — початкова форма; тут потрібна третя форма дієслова.`,
  ),
  'ing-for-participle': t(
    () => `The passive and perfect tenses take the past participle, not the -ing form.`,
    () => `Пасив і перфектні часи вимагають третьої форми, а не форми на -ing.`,
  ),
  'base-for-ing': t(
    () => `After will be the verb takes -ing.`,
    () => `Після will be дієслово має закінчення -ing.`,
  ),
  'past-after-didnt': t(
    (p) =>
      `Didn't already shows the past, so the verb stays in the base form: didn't ${p.base}, not didn't ${p.past}.`,
    (p) =>
      `Didn't уже показує минулий час, тож дієслово — в початковій формі: didn't ${p.base}, а не didn't ${p.past}.`,
  ),
  'past-after-to': t(
    () => `After to the verb is always in the base form.`,
    () => `Після to дієслово завжди стоїть у початковій формі.`,
  ),
  'past-after-would': t(
    () => `After would the verb is in the base form.`,
    () => `Після would дієслово стоїть у початковій формі.`,
  ),
  'third-after-modal': t(
    (p) => `After ${q(p.modal)} the verb never takes -s: use the base form.`,
    (p) => `Після ${u(p.modal)} дієслово ніколи не має -s: потрібна початкова форма.`,
  ),
  'to-after-modal': t(
    (p) => `${q(p.modal)} is followed directly by the base form, without to.`,
    (p) => `Після ${u(p.modal)} одразу йде початкова форма, без to.`,
  ),
  'ing-after-modal': t(
    (p) => `After ${q(p.modal)} use the base form, not -ing.`,
    (p) => `Після ${u(p.modal)} — початкова форма, а не -ing.`,
  ),
  'third-after-to': t(
    () => `After to the verb is in the base form, without -s.`,
    () => `Після to дієслово стоїть у початковій формі, без -s.`,
  ),
  'will-can': t(
    () => `Two modals cannot stand together: will can is impossible, so we say will be able to.`,
    () => `Два модальні дієслова не можуть стояти поруч: will can неможливе, тому кажемо will be able to.`,
  ),
  'use-to-affirmative': t(
    () => `In a positive sentence it is used to, with d.`,
    () => `У стверджувальному реченні пишемо used to, з d.`,
  ),
  'used-after-did': t(
    () => `After did (didn't, Did…?) the form is use to, without d.`,
    () => `Після did (didn't, Did…?) пишемо use to, без d.`,
  ),
  'used-without-to': t(
    () => `For past habits it is used to + base form; used alone does not work here.`,
    () => `Для минулих звичок — used to + початкова форма; саме used тут не підходить.`,
  ),
  'be-used-to-confusion': t(
    () =>
      `Be used to means "be accustomed to" and is followed by -ing; for a past habit use used to + base form.`,
    () =>
      `Be used to означає «мати звичку, звикнути» і вимагає -ing; для звички в минулому — used to + початкова форма.`,
  ),
  'ing-for-base': t(
    () => `After did the verb is in the base form: Did you use to…?`,
    () => `Після did дієслово стоїть у початковій формі: Did you use to…?`,
  ),
  'would-with-state': t(
    (p) => `${q(p.verb)} describes a state, and would cannot describe past states; only used to can.`,
    (p) => `${u(p.verb)} описує стан, а would не вживається для станів у минулому; можливе лише used to.`,
  ),
  'statement-word-order': t(
    () =>
      `This is a question, so do/does comes before the subject: question word + do/does + subject + verb.`,
    () => `Це питання, тож do/does стоїть перед підметом: питальне слово + do/does + підмет + дієслово.`,
  ),
  'same-polarity-tag': t(
    () =>
      `A question tag has the opposite polarity: a positive sentence takes a negative tag, and a negative one a positive tag.`,
    () =>
      `Розділове питання має протилежну полярність: стверджувальне речення — заперечний хвостик, заперечне — стверджувальний.`,
  ),
  'do-tag-after-be': t(
    () => `The sentence uses be, so the tag repeats be (isn't/aren't), not do.`,
    () => `У реченні є be, тому хвостик повторює be (isn't/aren't), а не do.`,
  ),
  'be-tag-after-verb': t(
    () => `The sentence has a main verb in the present simple, so the tag uses do/does, not be.`,
    () => `У реченні є основне дієслово в present simple, тому хвостик утворюється з do/does, а не з be.`,
  ),
  'tag-pronoun': t(
    () => `The tag uses a pronoun (he, she, it, they) that matches the subject.`,
    () => `У хвостику стоїть займенник (he, she, it, they), що відповідає підмету.`,
  ),
  // verb patterns and collocations
  'to-after-ing-verb': t(
    (p) => `${q(p.verb)} is followed by the -ing form, not by to.`,
    (p) => `Після ${u(p.verb)} уживається форма -ing, а не to.`,
  ),
  'base-after-ing-verb': t(
    (p) => `${q(p.verb)} needs the -ing form after it.`,
    (p) => `Після ${u(p.verb)} потрібна форма -ing.`,
  ),
  'ing-after-to-verb': t(
    (p) => `${q(p.verb)} is followed by to + base form, not -ing.`,
    (p) => `Після ${u(p.verb)} — to + початкова форма, а не -ing.`,
  ),
  'base-after-to-verb': t(
    (p) => `${q(p.verb)} needs to before the next verb.`,
    (p) => `Після ${u(p.verb)} перед наступним дієсловом потрібне to.`,
  ),
  'base-after-would-like': t(
    () => `Would like needs to before the verb.`,
    () => `Після would like перед дієсловом потрібне to.`,
  ),
  'ing-after-would-like': t(
    () => `Would like is followed by to + base form, not -ing.`,
    () => `Після would like — to + початкова форма, а не -ing.`,
  ),
  'to-after-would-rather': t(
    () => `Would rather is followed by the base form without to.`,
    () => `Після would rather — початкова форма без to.`,
  ),
  'ing-after-would-rather': t(
    () => `Would rather is followed by the base form, not -ing.`,
    () => `Після would rather — початкова форма, а не -ing.`,
  ),
  'say-with-person': t(
    () =>
      `When the person comes right after the verb (me, us, him), use tell; say does not take a person directly.`,
    () =>
      `Коли одразу після дієслова стоїть особа (me, us, him), уживайте tell; say не приєднує особу напряму.`,
  ),
  'tell-without-person': t(
    () => `Tell needs a person after it; with that…, hello, sorry or a quotation use say.`,
    () => `Після tell має стояти особа; з that…, hello, sorry чи прямою мовою — say.`,
  ),
  'do-for-make': t(
    (p) => `We say make ${p.noun}: make is for things you create or produce.`,
    (p) => `Кажемо make ${p.noun}: make — про те, що створюємо.`,
  ),
  'make-for-do': t(
    (p) => `We say do ${p.noun}: do is for tasks and activities.`,
    (p) => `Кажемо do ${p.noun}: do — про завдання й діяльність.`,
  ),
  'wrong-preposition': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.trigger)}${p.right || p.answer ? `; the fixed combination is ${p.trigger ?? ''} ${p.right ?? p.answer}` : ''}.`,
    (p) =>
      `${u(p.chosen)} не вживається з ${u(p.trigger)}${p.right || p.answer ? `; стале поєднання — ${p.trigger ?? ''} ${p.right ?? p.answer}` : ''}.`,
  ),
  // conditionals and wishes
  'will-after-if': t(
    () => `In the if-clause about the future we use the present simple, not will.`,
    () => `У частині з if про майбутнє вживаємо present simple, а не will.`,
  ),
  'past-in-first-conditional': t(
    () =>
      `This is a real future possibility (the result has will), so the if-clause takes the present simple.`,
    () => `Це реальна можливість у майбутньому (у результаті є will), тож у частині з if — present simple.`,
  ),
  'would-in-first-conditional': t(
    () => `The if-clause is in the present, so the result takes will, not would.`,
    () => `Частина з if — у теперішньому часі, тож у результаті — will, а не would.`,
  ),
  'present-in-result': t(
    () => `The result of a future condition needs will + base form.`,
    () => `Наслідок майбутньої умови потребує will + початкова форма.`,
  ),
  'would-after-if': t(
    () => `Would does not go in the if-clause; use the past simple there.`,
    () => `Would не вживається в частині з if; там потрібен past simple.`,
  ),
  'present-in-second-conditional': t(
    () => `The result has would, so this is an unreal situation: the if-clause takes the past simple.`,
    () => `У результаті є would, отже ситуація нереальна: у частині з if — past simple.`,
  ),
  'will-in-second-conditional': t(
    () => `The if-clause is in the past (an unreal situation), so the result needs would, not will.`,
    () => `Частина з if — у минулому (нереальна ситуація), тож у результаті — would, а не will.`,
  ),
  'present-after-wish': t(
    () => `After wish (about now) the verb moves back to the past simple.`,
    () => `Після wish (про теперішнє) дієслово переходить у past simple.`,
  ),
  'will-after-wish': t(
    () => `Wish about the present is followed by the past simple, not will.`,
    () => `Після wish про теперішнє вживається past simple, а не will.`,
  ),
  'past-for-past-perfect': t(
    () =>
      `This if-clause is about a past that did not happen (the result has would have), so it needs had + past participle.`,
    () =>
      `Частина з if — про минуле, якого не було (у результаті would have), тож потрібне had + третя форма.`,
  ),
  'second-for-third-conditional': t(
    () =>
      `The if-clause has had + participle (the past), so the result needs would have + participle, not would + base form.`,
    () =>
      `У частині з if — had + третя форма (минуле), тож у результаті потрібне would have + третя форма, а не would + початкова форма.`,
  ),
  'will-in-third-conditional': t(
    () => `An imagined past result takes would have, not will have.`,
    () => `Уявний результат у минулому — would have, а не will have.`,
  ),
  'do-with-participle': t(
    () => `A question with a past participle is made with has/have, not do/does.`,
    () => `Питання з третьою формою утворюється з has/have, а не з do/does.`,
  ),
  'did-with-ing': t(
    () => `With the -ing form, negatives and questions use was/were, not did.`,
    () => `З формою -ing заперечення й питання утворюються з was/were, а не з did.`,
  ),
  'negative-after-yes': t(
    () => `After yes the short answer is positive.`,
    () => `Після yes коротка відповідь — ствердна.`,
  ),
  'positive-after-no': t(
    () => `After no the short answer is negative.`,
    () => `Після no коротка відповідь — заперечна.`,
  ),
  'wrong-auxiliary': t(
    (p) => `The question starts with ${q(p.aux)}, so the short answer repeats that same auxiliary.`,
    (p) => `Питання починається з ${u(p.aux)}, тож коротка відповідь повторює те саме допоміжне дієслово.`,
  ),
  // passive
  'active-for-passive': t(
    (p) =>
      `${q(p.subject)} does not do the action; the action is done to it, so we need the passive (be + past participle).`,
    (p) => `${u(p.subject)} не виконує дію — дію виконують над ним, тож потрібен пасив (be + третя форма).`,
  ),
  // nouns, articles, determiners
  'article-sound': t(
    (p) =>
      `${q(p.word)} begins with a ${p.sound === 'vowel' ? 'vowel' : 'consonant'} sound, so it takes ${q(p.answer)}. It is the sound that matters, not the letter.`,
    (p) =>
      `${u(p.word)} починається з ${p.sound === 'vowel' ? 'голосного' : 'приголосного'} звука, тож потрібен ${u(p.answer)}. Важить звук, а не літера.`,
  ),
  'article-the-unique': t(
    (p) => `There is only one ${p.trigger}, so it takes the.`,
    (p) => `${u(p.trigger)} існує в єдиному числі, тож потрібен the.`,
  ),
  'article-the-superlative': t(
    (p) => `A superlative (${p.trigger}) always takes the.`,
    (p) => `Найвищий ступінь (${p.trigger}) завжди вживається з the.`,
  ),
  'article-the-second-mention': t(
    (p) => `${q(p.trigger)} was already mentioned, so now we know which one: the.`,
    (p) => `${u(p.trigger)} вже згадано, тож тепер відомо, про що саме йдеться: the.`,
  ),
  'article-the-instrument': t(
    () => `We play the piano, the guitar, the violin: musical instruments take the.`,
    () => `Кажемо play the piano, the guitar, the violin: музичні інструменти вживаються з the.`,
  ),
  'article-the-situation': t(
    () => `Both speakers know which one is meant (the one here), so we use the.`,
    () => `Обоє співрозмовників знають, про що йдеться (ось це, тут), тож уживаємо the.`,
  ),
  'article-the-uncountable-specific': t(
    () => `Salt is uncountable, so a is impossible; the salt on the table is a specific one.`,
    () => `Salt — незлічуваний іменник, тож a неможливий; ідеться про конкретну сіль на столі — the.`,
  ),
  'article-the-names': t(
    () => `Names of rivers take the.`,
    () => `Назви річок уживаються з the.`,
  ),
  'a-with-superlative': t(
    () => `A superlative takes the, not a/an.`,
    () => `Найвищий ступінь уживається з the, а не з a/an.`,
  ),
  'countable-word-with-uncountable': t(
    (p) => `${q(p.noun)} is uncountable, so we use much / a little, not many / a few.`,
    (p) => `${u(p.noun)} — незлічуваний іменник, тож уживаємо much / a little, а не many / a few.`,
  ),
  'uncountable-word-with-countable': t(
    (p) => `${q(p.noun)} is a plural countable noun, so we use many / a few, not much / a little.`,
    (p) => `${u(p.noun)} — злічуваний іменник у множині, тож уживаємо many / a few, а не much / a little.`,
  ),
  'plural-of-uncountable': t(
    (p) => `${q(p.noun)} is uncountable in English and has no plural form.`,
    (p) => `${u(p.noun)} в англійській — незлічуваний іменник і не має множини.`,
  ),
  'singular-for-plural': t(
    (p) => `${q(p.noun)} is plural, so the verb or word must be plural too.`,
    (p) => `${u(p.noun)} — у множині, тож дієслово чи слово теж має бути в множині.`,
  ),
  'plural-for-singular': t(
    (p) => `${q(p.noun)} is singular or uncountable, so it takes a singular form.`,
    (p) => `${u(p.noun)} — в однині або незлічуване, тож потрібна форма однини.`,
  ),
  'any-in-positive': t(
    () => `In a positive statement we use some; any is for negatives and questions.`,
    () => `У стверджувальному реченні вживаємо some; any — для заперечень і питань.`,
  ),
  'some-in-negative': t(
    () => `In a negative sentence we use any, not some.`,
    () => `У заперечному реченні вживаємо any, а не some.`,
  ),
  'none-before-noun': t(
    (p) => `None cannot stand before a noun; before ${q(p.noun)} use no.`,
    (p) => `None не ставиться перед іменником; перед ${u(p.noun)} потрібне no.`,
  ),
  'not-before-noun': t(
    (_p) => `Not does not go before a noun after there is/are; use no (or isn't any).`,
    (_p) => `Not не ставиться перед іменником після there is/are; потрібне no (або isn't any).`,
  ),
  'no-without-noun': t(
    () => `No must be followed by a noun; without a noun (or before of) use none.`,
    () => `Після no має стояти іменник; без іменника (або перед of) — none.`,
  ),
  'far-for-near': t(
    (p) => `${q(p.marker)} shows the thing is near, so use this/these.`,
    (p) => `${u(p.marker)} показує, що предмет поруч, тож потрібне this/these.`,
  ),
  'near-for-far': t(
    (p) => `${q(p.marker)} shows the thing is far away, so use that/those.`,
    (p) => `${u(p.marker)} показує, що предмет далеко, тож потрібне that/those.`,
  ),
  'all-with-singular': t(
    () => `All goes with a plural noun; with a singular noun use every.`,
    () => `All уживається з множиною; з одниною — every.`,
  ),
  'whole-without-the': t(
    () => `Whole needs the (or my, his…) before it: the whole day.`,
    () => `Перед whole потрібне the (або my, his…): the whole day.`,
  ),
  'every-with-plural': t(
    () => `Every goes with a singular noun; with a plural noun (or of the…) use all.`,
    () => `Every уживається з одниною; з множиною (або of the…) — all.`,
  ),
  'whole-with-plural': t(
    () => `Whole means all of one thing and goes with a singular noun.`,
    () => `Whole означає «увесь, цілий» і вживається з одниною.`,
  ),
  'all-the-order': t(
    () => `After the we need whole (the whole book); all comes before the (all the book is unusual).`,
    () => `Після the потрібне whole (the whole book); all стоїть перед the.`,
  ),
  'every-for-whole': t(
    () => `The … + one thing means all of it: the whole, not the every.`,
    () => `The … + одне ціле означає «увесь»: the whole, а не the every.`,
  ),
  'other-with-singular': t(
    () => `Before a singular noun use another (one more or a different one).`,
    () => `Перед однинною використовуйте another (ще один або інший).`,
  ),
  'others-before-noun': t(
    () => `Others stands alone; before a noun use other or another.`,
    () => `Others уживається без іменника; перед іменником — other або another.`,
  ),
  'another-with-plural': t(
    () => `Another means one more and goes only with a singular noun.`,
    () => `Another означає «ще один» і вживається лише з одниною.`,
  ),
  'other-without-noun': t(
    () => `Without a noun after it, use the pronoun others.`,
    () => `Якщо після слова немає іменника, потрібен займенник others.`,
  ),
  'another-after-the': t(
    () => `Another already contains an (an + other), so it cannot follow the: the other.`,
    () => `Another уже містить an (an + other), тож після the його не ставлять: the other.`,
  ),
  'others-for-one': t(
    () => `We mean one thing (the second of two), so the other, without -s.`,
    () => `Ідеться про одне (друге з двох), тож the other, без -s.`,
  ),
  'quite-without-article': t(
    () => `With a singular countable noun quite needs a/an after it: quite a …`,
    () => `З однинним злічуваним іменником після quite потрібен a/an: quite a …`,
  ),
  'quite-with-comparative': t(
    () => `Quite is not used before a comparative; use rather (or much).`,
    () => `Quite не вживається перед вищим ступенем; потрібне rather (або much).`,
  ),
  'very-with-comparative': t(
    () => `Very cannot go before a comparative (-er, more); use rather or much.`,
    () => `Very не ставиться перед вищим ступенем (-er, more); потрібне rather або much.`,
  ),
  'quite-for-rather': t(
    () => `The fixed phrase is would rather (prefer); would quite does not exist.`,
    () => `Стале поєднання — would rather («волію»); would quite не існує.`,
  ),
  'would-better': t(
    () => `It is had better for advice and would rather for preference; would better is not English.`,
    () => `Для поради — had better, для переваги — would rather; would better — неправильно.`,
  ),
  // adjectives and adverbs
  'er-with-long-adjective': t(
    (p) => `${q(p.adj)} is a long adjective, so its comparative is ${q(p.comp)}.`,
    (p) => `${u(p.adj)} — довгий прикметник, тож вищий ступінь — ${u(p.comp)}.`,
  ),
  'more-with-short-adjective': t(
    (p) => `${q(p.adj)} is short, so it takes -er: ${q(p.comp)}.`,
    (p) => `${u(p.adj)} — короткий прикметник, тож додаємо -er: ${u(p.comp)}.`,
  ),
  'double-comparative': t(
    () => `Use either -er or more, never both.`,
    () => `Уживайте або -er, або more, але не обидва разом.`,
  ),
  'superlative-for-comparative': t(
    () => `Than needs the comparative (-er / more), not the superlative.`,
    () => `Після than потрібен вищий ступінь (-er / more), а не найвищий.`,
  ),
  'comparative-for-superlative': t(
    () => `Comparing one thing with a whole group (in our town, of the year, ever) needs the superlative.`,
    () => `Порівняння з усією групою (in our town, of the year, ever) вимагає найвищого ступеня.`,
  ),
  'est-with-long-adjective': t(
    (p) => `${q(p.adj)} is a long adjective: the ${p.sup ?? ''}.`,
    (p) => `${u(p.adj)} — довгий прикметник: the ${p.sup ?? ''}.`,
  ),
  'most-with-short-adjective': t(
    (p) => `${q(p.adj)} is short, so it takes -est: the ${p.sup ?? ''}.`,
    (p) => `${u(p.adj)} — короткий прикметник, тож додаємо -est: the ${p.sup ?? ''}.`,
  ),
  'regularised-comparative': t(
    (p) => `${q(p.adj)} is irregular: its comparative is ${q(p.comp)}.`,
    (p) => `${u(p.adj)} має неправильні форми: вищий ступінь — ${u(p.comp)}.`,
  ),
  'more-with-irregular': t(
    (p) => `${q(p.adj)} has its own comparative, ${q(p.comp)}; more is not used.`,
    (p) => `${u(p.adj)} має власну форму вищого ступеня — ${u(p.comp)}; more не вживається.`,
  ),
  'regularised-superlative': t(
    (p) => `${q(p.adj)} is irregular: the ${p.sup ?? ''}.`,
    (p) => `${u(p.adj)} має неправильні форми: the ${p.sup ?? ''}.`,
  ),
  'adjective-for-adverb': t(
    (p) =>
      `${q(p.adj)} is an adjective (it describes a noun); to say how someone does something use the adverb ${q(p.adv)}.`,
    (p) =>
      `${u(p.adj)} — прикметник (описує іменник); щоб сказати, як виконують дію, потрібен прислівник ${u(p.adv)}.`,
  ),
  'wrong-adverb-form': t(
    (p) =>
      `The adverb of this word is ${q(p.adv)}; ${q(p.adj)} is not the right form here${p.adj === 'hardly' || p.adj === 'lately' ? ' (it means something else)' : ''}.`,
    (p) =>
      `Прислівник тут — ${u(p.adv)}; ${u(p.adj)} не підходить${p.adj === 'hardly' || p.adj === 'lately' ? ' (воно має інше значення)' : ''}.`,
  ),
  // pronouns
  'adjective-without-noun': t(
    (p) => `No noun follows, so we need the pronoun ${q(p.pron)}, not the possessive adjective.`,
    (p) =>
      `Після пропуску немає іменника, тож потрібен займенник ${u(p.pron)}, а не присвійне слово перед іменником.`,
  ),
  'pronoun-before-noun': t(
    (p) => `Before a noun we use ${q(p.adj)}; mine/yours/hers stand alone.`,
    (p) => `Перед іменником уживаємо ${u(p.adj)}; mine/yours/hers стоять без іменника.`,
  ),
  'object-for-possessive': t(
    () => `This shows who something belongs to, so we need a possessive, not an object pronoun.`,
    () => `Тут ідеться про належність, тож потрібен присвійний займенник, а не займенник-додаток.`,
  ),
  'subject-for-object': t(
    (p) => `After a verb or a preposition use the object form ${q(p.obj)}.`,
    (p) => `Після дієслова чи прийменника потрібна форма додатка ${u(p.obj)}.`,
  ),
  'possessive-for-object': t(
    (p) => `A possessive needs a noun after it; here the object form ${q(p.obj)} is needed.`,
    (p) => `Після присвійного слова має бути іменник; тут потрібна форма додатка ${u(p.obj)}.`,
  ),
  'object-for-subject': t(
    (p) => `Before the verb, as the subject, use ${q(p.subj)}.`,
    (p) => `Перед дієсловом, як підмет, уживаємо ${u(p.subj)}.`,
  ),
  'possessive-for-subject': t(
    (p) => `The subject of the verb is ${q(p.subj)}, not a possessive.`,
    (p) => `Підмет — ${u(p.subj)}, а не присвійне слово.`,
  ),
};
