import type { TemplateMap, TemplateParams } from './types.ts';

/**
 * Error models of the topics added in core/topics/frames-more.ts, passive-more.ts and curated-more.ts:
 * "why this choice is wrong here", in English and Ukrainian, one or two sentences each.
 */
type P = TemplateParams;
const q = (s: string | undefined) => `“${s ?? ''}”`;
const u = (s: string | undefined) => `«${s ?? ''}»`;
const t = (en: (p: P) => string, uk: (p: P) => string) => ({ en, uk });

export const EXPLAIN_MORE: TemplateMap = {
  // present continuous for arrangements
  'be-with-base-for-ing': t(
    (p) => `After ${q(p.be)} the verb needs -ing for an arrangement: ${q(p.answer)}, not the base form.`,
    (p) => `Після ${u(p.be)} для домовленості потрібна форма на -ing: ${u(p.answer)}, а не початкова форма.`,
  ),
  // modal perfects
  'has-after-modal': t(
    (p) => `After a modal verb, have never changes to has, for any subject: ${q(p.answer)}.`,
    (p) => `Після модального дієслова have ніколи не змінюється на has, для жодної особи: ${u(p.answer)}.`,
  ),
  'base-after-have': t(
    (p) => `After have the verb takes its past participle (${q(p.participle)}), not the base form.`,
    (p) => `Після have потрібна третя форма (${u(p.participle)}), а не початкова форма.`,
  ),
  'past-after-have': t(
    (p) =>
      `${q(p.past)} is the past simple; after have we need the past participle (third form) ${q(p.participle)}.`,
    (p) => `${u(p.past)} — форма past simple; після have потрібна третя форма ${u(p.participle)}.`,
  ),
  'participle-without-have': t(
    (p) =>
      `To talk about the past, a modal verb needs have before the participle: ${q(p.answer)}. A modal is never followed by a past form on its own.`,
    (p) =>
      `Щоб говорити про минуле, після модального дієслова потрібне have перед третьою формою: ${u(p.answer)}. Сама форма минулого після модального дієслова не вживається.`,
  ),
  'modal-without-have-past': t(
    (p) => `The sentence is about the past, so the modal needs have + past participle: ${q(p.answer)}.`,
    (p) => `Речення про минуле, тож модальне дієслово потребує have + третя форма: ${u(p.answer)}.`,
  ),
  'cant-have-against-evidence': t(
    (p) =>
      `${q(p.evidence)} shows that it did happen, so we are sure: ${q(p.answer)}. Can't have means we are sure it did not.`,
    (p) =>
      `${u(p.evidence)} показує, що це сталося, тож ми впевнені: ${u(p.answer)}. Can't have означає впевненість, що цього не було.`,
  ),
  'must-have-against-evidence': t(
    (_p) =>
      `The facts show it did not happen, so we use can't have. Must have would mean we are sure it did happen.`,
    (_p) =>
      `Факти показують, що цього не сталося, тож потрібне can't have. Must have означало б, що ми впевнені, що це сталося.`,
  ),
  // wish about the past
  'past-simple-after-wish-past': t(
    (p) =>
      `${q(p.marker)} is in the past, and wish moves the past one step back: had + past participle, not the past simple ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} — це минуле, а після wish минуле зсувається ще на крок назад: had + третя форма, а не past simple ${u(p.chosen)}.`,
  ),
  'present-perfect-after-wish': t(
    (p) => `A regret about ${q(p.marker)} needs had + past participle after wish; has/have is not used here.`,
    (p) =>
      `Жаль про ${u(p.marker)} після wish виражається через had + третя форма; has/have тут не вживається.`,
  ),
  'would-after-wish-past': t(
    (p) =>
      `Wish + would is about wanting a change in the future; a regret about ${q(p.marker)} needs had + past participle.`,
    (p) =>
      `Wish + would — про бажану зміну в майбутньому; жаль про ${u(p.marker)} виражається через had + третя форма.`,
  ),
  // be used to / used to
  'base-after-be-used-to': t(
    () => `In be used to, to is a preposition, so the verb after it takes -ing: be used to getting up.`,
    () =>
      `У be used to слово to — прийменник, тож дієслово після нього має форму на -ing: be used to getting up.`,
  ),
  'past-habit-for-be-used-to': t(
    () =>
      `Used to + verb is a past habit that has stopped, but here it is normal for the person now: be used to + -ing.`,
    () =>
      `Used to + дієслово — звичка в минулому, якої вже немає, а тут ідеться про те, що людині звично зараз: be used to + -ing.`,
  ),
  'be-used-to-for-past-habit': t(
    () =>
      `The sentence says the habit has stopped (but now … not), so it is a past habit: used to + base form, with no be.`,
    () =>
      `Речення каже, що звичка минула (but now … not), тож це звичка в минулому: used to + початкова форма, без be.`,
  ),
  'ing-after-used-to': t(
    () => `For a past habit, used to is followed by the base form: used to go, not used to going.`,
    () => `Для звички в минулому після used to — початкова форма: used to go, а не used to going.`,
  ),
  // already, yet, still
  'yet-in-positive': t(
    () =>
      `Yet goes at the end of negatives and questions; in a positive sentence after has/have use already.`,
    () => `Yet уживається в кінці заперечень і питань; у стверджувальному реченні після has/have — already.`,
  ),
  'still-in-positive-perfect': t(
    () =>
      `Still means something continues; between has/have and the participle of a finished action we use already.`,
    () => `Still означає, що щось триває; між has/have і третьою формою завершеної дії ставимо already.`,
  ),
  'already-in-negative': t(
    () =>
      `Already goes with positive sentences; a negative (not done up to now) takes yet at the end or still before it.`,
    () =>
      `Already вживається у стверджувальних реченнях; у запереченні (досі не зроблено) — yet у кінці або still перед hasn't.`,
  ),
  'yet-before-negative': t(
    () => `Yet goes at the end of the sentence; before hasn't/haven't we use still.`,
    () => `Yet ставиться в кінці речення; перед hasn't/haven't уживаємо still.`,
  ),
  'still-at-end-of-question': t(
    () => `At the end of a question about something expected (Has she … ?) we use yet, not still.`,
    () => `У кінці питання про очікувану дію (Has she … ?) ставимо yet, а не still.`,
  ),
  // -ing after prepositions
  'base-after-preposition': t(
    (p) => `${q(p.prep)} is a preposition, and a verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) => `${u(p.prep)} — прийменник, а дієслово після прийменника має форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-to-preposition': t(
    () =>
      `In look forward to, to is a preposition, not part of an infinitive, so the verb takes -ing: looking forward to seeing.`,
    () =>
      `У look forward to слово to — прийменник, а не частина інфінітива, тож дієслово має форму на -ing: looking forward to seeing.`,
  ),
  'to-infinitive-after-preposition': t(
    (p) =>
      `After the preposition ${q(p.prep)} there is no to-infinitive; the verb takes -ing: ${q(p.answer)}.`,
    (p) =>
      `Після прийменника ${u(p.prep)} інфінітив із to не вживається; дієслово має форму на -ing: ${u(p.answer)}.`,
  ),
  // questions
  'do-in-subject-question': t(
    (p) =>
      `Who is the subject here (we ask who does it), so there is no ${q(p.aux)}: the verb follows who directly.`,
    (p) =>
      `Тут who — підмет (питаємо, хто виконує дію), тож ${u(p.aux)} не потрібне: дієслово йде одразу після who.`,
  ),
  'who-takes-third-person': t(
    () => `Who as the subject takes the he/she form of the verb, with -s in the present simple.`,
    () => `Who як підмет узгоджується з дієсловом як he/she: у present simple з -s.`,
  ),
  'direct-order-in-indirect-question': t(
    (p) =>
      `After Do you know / Can you tell me / I wonder the question keeps statement order (subject + verb), with no ${q(p.aux)}.`,
    (p) =>
      `Після Do you know / Can you tell me / I wonder питання має порядок слів як у твердженні (підмет + дієслово), без ${u(p.aux)}.`,
  ),
  'missing-been': t(
    () => `After has/have the continuous needs been before the -ing form: has been doing.`,
    () => `Після has/have у тривалому часі перед формою на -ing потрібне been: has been doing.`,
  ),
  'being-for-been-continuous': t(
    () => `After has/have we need been (the participle of be), not being: How long has she been …?`,
    () => `Після has/have потрібне been (третя форма be), а не being: How long has she been …?`,
  ),
  'base-after-been': t(
    () => `In the present perfect continuous, been is followed by the -ing form, not the base form.`,
    () => `У present perfect continuous після been стоїть форма на -ing, а не початкова форма.`,
  ),
  'be-for-do-echo': t(
    (p) =>
      `The first sentence has the ordinary verb ${q(p.verb)}, so the short answer repeats it with do/does/did, not with be.`,
    (p) =>
      `У першому реченні звичайне дієслово ${u(p.verb)}, тож коротка відповідь повторює його через do/does/did, а не be.`,
  ),
  'so-after-negative': t(
    () => `The first sentence is negative, so we agree with Neither (+ positive auxiliary), not So.`,
    () =>
      `Перше речення заперечне, тож погоджуємося через Neither (+ стверджувальне допоміжне дієслово), а не So.`,
  ),
  'either-at-start': t(
    () =>
      `Either goes at the end of a negative sentence (I don't either); at the start we use Neither: Neither do I.`,
    () =>
      `Either ставиться в кінці заперечного речення (I don't either); на початку вживаємо Neither: Neither do I.`,
  ),
  // reported instructions
  'imperative-in-reported-instruction': t(
    () =>
      `Don't + verb is the direct instruction; in reported speech it becomes not to + verb: told me not to go.`,
    () =>
      `Don't + дієслово — це пряма вказівка; у непрямій мові вона стає not to + дієслово: told me not to go.`,
  ),
  'missing-to-after-tell': t(
    (p) => `After ${q(p.verb)} + person the verb needs to: ${q(p.answer)}.`,
    (p) => `Після ${u(p.verb)} + особа дієслово вживається з to: ${u(p.answer)}.`,
  ),
  'ing-after-tell-object': t(
    (p) => `After ${q(p.verb)} + person we use to + base form, not the -ing form.`,
    (p) => `Після ${u(p.verb)} + особа вживаємо to + початкова форма, а не форму на -ing.`,
  ),
  'ing-after-to-tell': t(
    () => `This to is part of the infinitive, so the base form follows it, not -ing.`,
    () => `Тут to — частина інфінітива, тож після нього стоїть початкова форма, а не форма на -ing.`,
  ),
  // passives
  'been-for-being': t(
    () => `For an action in progress the passive uses being after am/is/are; been goes after have/has.`,
    () => `Для дії, що триває, пасив має being після am/is/are; been уживається після have/has.`,
  ),
  'base-for-participle-passive': t(
    (p) => `The passive needs the past participle (${q(p.participle)}), not the base form.`,
    (p) => `Пасив вимагає третьої форми (${u(p.participle)}), а не початкової.`,
  ),
  'being-for-been': t(
    () => `After has/have the passive takes been + past participle; being goes after am/is/are.`,
    () => `Після has/have пасив має been + третя форма; being уживається після am/is/are.`,
  ),
  'be-after-have': t(
    () => `After has/have we need the participle of be, been: has been done.`,
    () => `Після has/have потрібна третя форма від be — been: has been done.`,
  ),
  'been-after-will': t(
    (p) => `After ${q(p.aux)} be stays in its base form: be + past participle (been goes after have).`,
    (p) => `Після ${u(p.aux)} be стоїть у початковій формі: be + третя форма (been — після have).`,
  ),
  'being-after-will': t(
    (p) => `After ${q(p.aux)} the passive is be + past participle, not being.`,
    (p) => `Після ${u(p.aux)} пасив — be + третя форма, а не being.`,
  ),
  'passive-missing-be': t(
    () => `After going to the passive needs be before the participle: going to be done.`,
    () => `Після going to пасив потребує be перед третьою формою: going to be done.`,
  ),
  'ing-for-participle-causative': t(
    () => `In have something done the last verb is the past participle: had her hair cut, not -ing.`,
    () =>
      `У конструкції have something done останнє дієслово — третя форма: had her hair cut, а не форма на -ing.`,
  ),
  'base-for-participle-causative': t(
    () => `Someone else does the job, so after the object we need the past participle, not the base form.`,
    () => `Роботу виконує хтось інший, тож після додатка потрібна третя форма, а не початкова.`,
  ),
  'past-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is the past simple; have something done takes the past participle ${q(p.participle)}.`,
    (p) =>
      `${u(p.chosen)} — форма past simple; у have something done потрібна третя форма ${u(p.participle)}.`,
  ),
  'to-for-participle-causative': t(
    () => `Have + object is followed by the past participle here, with no to: have the car repaired.`,
    () => `Після have + додаток тут стоїть третя форма, без to: have the car repaired.`,
  ),
  // conditionals
  'past-in-zero-conditional': t(
    () => `This is a general fact, so both parts are in the present simple, not the past.`,
    () => `Це загальний факт, тож обидві частини — у present simple, а не в минулому часі.`,
  ),
  'if-for-unless': t(
    (p) =>
      `The result (${q(p.result)}) happens only if the condition does not, so we need unless (= if … not), not if.`,
    (p) =>
      `Результат (${u(p.result)}) настає, лише якщо умова не виконується, тож потрібне unless (= якщо не), а не if.`,
  ),
  'unless-for-if': t(
    (p) =>
      `The result (${q(p.result)}) follows when the condition happens, so we need if; unless would mean "if … not".`,
    (p) =>
      `Результат (${u(p.result)}) настає, коли умова виконується, тож потрібне if; unless означало б «якщо не».`,
  ),
  // obligation
  'dont-have-to-for-prohibition': t(
    () => `This is not allowed, so we need mustn't. Don't have to would only mean it is not necessary.`,
    () => `Це заборонено, тож потрібне mustn't. Don't have to означало б лише «не обов’язково».`,
  ),
  'mustnt-for-no-obligation': t(
    () =>
      `It is allowed, just not necessary, so we need don't/doesn't have to. Mustn't would mean it is forbidden.`,
    () =>
      `Це дозволено, просто не обов’язково, тож потрібне don't/doesn't have to. Mustn't означало б заборону.`,
  ),
};
