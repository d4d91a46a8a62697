/**
 * The Ukrainian vocative of a first name, for greetings ("Вітаємо, Оксано!"). Regular endings only;
 * whatever is not clearly one of them (a Latin-script name, a surname-like ending, a rare stem) is
 * returned unchanged, since the plain name is always acceptable and a wrong form is not.
 */
const IRREGULAR: Record<string, string> = {
  ігор: 'ігорю',
  олег: 'олеже',
  ілля: 'ілле',
};

const CONSONANTS = 'бвгґджзйклмнпрстфхцчшщ';
// Іван → Іване, Тарас → Тарасе; not г к х (Олег → Олеже, Марк → Марку: stems that alternate or vary).
const HARD_FOR_E = 'бвдзлмнпрстф';
const SIBILANTS = 'жчшщ';
const CYRILLIC_WORD = /^[а-щьюяєіїґ'’ʼ-]+$/;

export function ukrainianVocative(name: string): string {
  const word = name.trim();
  const lower = word.toLowerCase();
  if (lower.length < 2 || !CYRILLIC_WORD.test(lower) || lower.includes('-')) return word;
  const known = IRREGULAR[lower];
  const swapped = known ?? regular(lower);
  if (!swapped) return word;
  // Keep the learner's own spelling of the stem; only the ending changes (in the same case).
  const common = commonPrefix(lower, swapped);
  const ending = swapped.slice(common);
  const upper = word === word.toUpperCase() && word.length > 1;
  return word.slice(0, common) + (upper ? ending.toUpperCase() : ending);
}

function regular(w: string): string | null {
  const last = w.at(-1) ?? '';
  const before = w.at(-2) ?? '';
  const stem = w.slice(0, -1);
  if (last === 'а') {
    // Оксана → Оксано, Ольга → Ольго, Микита → Микито; after ж ч ш щ usage varies (Саша): leave it.
    if (SIBILANTS.includes(before) || !CONSONANTS.includes(before)) return null;
    return `${stem}о`;
  }
  if (last === 'я') {
    // Марія → Маріє, Надія → Надіє; Таня → Таню, Оля → Олю. Наталья, Ілля-like doubles: unsure.
    if (before === 'і' || before === 'ї') return `${stem}є`;
    if (before === 'ь' || w.at(-3) === before) return null;
    return CONSONANTS.includes(before) ? `${stem}ю` : null;
  }
  if (last === 'й' && (before === 'і' || before === 'а' || before === 'о')) return `${stem}ю`; // Андрій → Андрію
  // Василь → Василю, Олесь → Олесю; -ель is mostly feminine (Адель, Нінель), whose form differs: leave it.
  if (last === 'ь' && CONSONANTS.includes(before) && !w.endsWith('ель')) return `${stem}ю`;
  if (last === 'о') {
    if (before === 'к') return `${stem}у`; // Сашко → Сашку, Левко → Левку
    if ('рлнв'.includes(before)) return `${stem}е`; // Петро → Петре, Павло → Павле, Данило → Даниле
    return null;
  }
  if (HARD_FOR_E.includes(last)) return `${w}е`; // Іван → Іване, Любов → Любове
  return null;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The first word of a name, in the vocative when greeting in Ukrainian. */
export function greetingName(fullName: string, language: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return language === 'uk' ? ukrainianVocative(first) : first;
}
