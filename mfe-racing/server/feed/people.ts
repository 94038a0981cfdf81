import { SeededRandom } from '@sl/server-kit';

/** Invented people and horses for the seeded feed; codes are 12-digit zero-padded strings as the spec says. */
export interface Person {
  code: string;
  name: string;
}

const FIRST = [
  'Harry',
  'Rachael',
  'Paddy',
  'Sean',
  'Tom',
  'Hollie',
  'Jack',
  'Daniel',
  'Ryan',
  'Oisin',
  'Kieren',
  'Bryony',
  'Callum',
  'Rob',
  'Jamie',
  'Megan',
  'Luke',
  'Saffie',
  'Aidan',
  'Gavin',
  'Conor',
  'Harriet',
  'Ben',
  'Nico',
  'Danny',
  'Richard',
  'Olly',
  'Charlie',
  'Liam',
  'Niamh',
];
const LAST = [
  'Moran',
  'Keane',
  'Brennan',
  'Quinlan',
  'Ashworth',
  'Fenwick',
  'Harte',
  'Donlon',
  'Mulroy',
  'Pelham',
  'Stanway',
  'Carvell',
  'Dunmore',
  'Ellery',
  'Garside',
  'Hollins',
  'Kirwan',
  'Lattimer',
  'Mabey',
  'Norcott',
  'Orrell',
  'Pettit',
  'Rawle',
  'Sefton',
  'Tarrant',
  'Upshall',
  'Varley',
  'Whitlock',
  'Yarrow',
  'Blakey',
];
const HORSE_A = [
  'Silver',
  'Midnight',
  'Copper',
  'Galway',
  'Storm',
  'Velvet',
  'Highland',
  'Lucky',
  'Golden',
  'Crimson',
  'Western',
  'Harbour',
  'Northern',
  'Quiet',
  'Royal',
  'Brave',
  'Distant',
  'Shadow',
  'Autumn',
  'Wild',
  'Polar',
  'Cosmic',
  'Dancing',
  'Iron',
  'Misty',
  'Amber',
  'Rapid',
  'Secret',
  'Summer',
  'Hidden',
];
const HORSE_B = [
  'Arrow',
  'Legend',
  'Mariner',
  'Comet',
  'Whisper',
  'Falcon',
  'Thunder',
  'Echo',
  'Spirit',
  'Baron',
  'Tempest',
  'Rambler',
  'Voyager',
  'Quest',
  'Sovereign',
  'Harvest',
  'Minstrel',
  'Drifter',
  'Pilgrim',
  'Blaze',
  'Lancer',
  'Orchid',
  'Ranger',
  'Saffron',
  'Topaz',
  'Warden',
  'Zephyr',
  'Jester',
  'Nomad',
  'Kestrel',
];

export const code12 = (n: number) => String(n).padStart(12, '0');

function people(seed: string, base: number, count: number): Person[] {
  const rng = new SeededRandom(seed);
  const seen = new Set<string>();
  const out: Person[] = [];
  while (out.length < count) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ code: code12(base + out.length + 1), name });
  }
  return out;
}

export const JOCKEYS = people('racing:jockeys', 100_000, 70);
export const TRAINERS = people('racing:trainers', 200_000, 55);

/** 900 horses (every name pair once), each with a stable code and a trainer. */
export const HORSES: readonly (Person & { trainer: Person; ability: number })[] = (() => {
  const rng = new SeededRandom('racing:horses');
  const names: string[] = [];
  for (const a of HORSE_A) for (const b of HORSE_B) names.push(`${a} ${b}`);
  return rng.sample(names, names.length).map((name, i) => ({
    code: code12(300_000 + i + 1),
    name,
    trainer: rng.pick(TRAINERS),
    ability: rng.int(40, 100),
  }));
})();
