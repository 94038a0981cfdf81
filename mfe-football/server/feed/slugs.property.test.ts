import fc from 'fast-check';
import { routeSlug, transliterate } from '@sl/contracts';
import { COMPETITIONS } from './clubs';
import { TEAMS } from './teams';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The letters and digits a reader sees in a name, spelt in Latin: what its slug must keep, in order. */
const letters = (name: string) =>
  transliterate(name)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

describe('football slugs', () => {
  const names = [...TEAMS.map((t) => t.name), ...COMPETITIONS.map((c) => c.name)];

  it('every team and competition slug is lower-case words joined by single hyphens', () => {
    for (const name of names) expect(`${name} -> ${routeSlug(name)}`).toMatch(/ -> [a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every team and competition slug keeps every letter of its name, transliterated', () => {
    for (const name of names)
      expect([name, routeSlug(name).replace(/-/g, '')]).toEqual([name, letters(name)]);
  });

  it.each([
    ['Brøndby', 'brondby'],
    ['Bodø/Glimt', 'bodo-glimt'],
    ['Kasımpaşa', 'kasimpasa'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['Malmö FF', 'malmo-ff'],
    ['Nordsjælland', 'nordsjaelland'],
    ['Lech Poznań', 'lech-poznan'],
    ['Łódź', 'lodz'],
    ['Fortuna Düsseldorf', 'fortuna-dusseldorf'],
    ['Þór Akureyri', 'thor-akureyri'],
    ['Borussia Mönchengladbach', 'borussia-monchengladbach'],
    ['1. FC Köln', '1-fc-koln'],
  ])('%p -> %p', (name, slug) => {
    expect(routeSlug(name)).toBe(slug);
  });

  it('any text gives a valid slug or an empty one, and slugging a slug changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const slug = routeSlug(text);
        expect(slug === '' || SLUG.test(slug)).toBe(true);
        expect(routeSlug(slug)).toBe(slug);
      }),
      { numRuns: 500 },
    );
  });

  it('Latin names with accents and special letters keep all their letters', () => {
    const letter = fc.constantFrom(...'abcdeéèçñøæåßıłđðþœšžčğşüöäAÉØÆÅŁŞ'.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        const slug = routeSlug(name);
        expect(slug).toMatch(SLUG);
        expect(slug.replace(/-/g, '')).toBe(letters(name));
        expect(slug.split('-')).toHaveLength(words.length);
      }),
      { numRuns: 300 },
    );
  });
});
