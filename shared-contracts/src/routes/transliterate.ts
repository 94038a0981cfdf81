/**
 * Letters that Unicode does not decompose into a base letter plus accents (NFD leaves ø, ß, ı, ł as they are), so
 * a slug rule that only strips accents would drop them: 'Brøndby' became 'brndby'. Each maps to the Latin letters
 * an English reader would write for it.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ẞ: 'SS',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ħ: 'h',
  Ħ: 'H',
};

const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Latin text with its accents stripped and its special letters spelt out: 'Kasımpaşa' -> 'Kasimpasa'. */
export function transliterate(text: string): string {
  return text
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
