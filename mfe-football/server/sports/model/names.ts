import type { SeededRandom } from '@sl/server-kit';

/** First and last names by nationality, for invented competitors (real people are not used). */
const NAMES: Record<string, { male: string[]; female?: string[]; last: string[] }> = {
  ENG: {
    male: [
      'James',
      'Oliver',
      'Harry',
      'Jack',
      'Thomas',
      'George',
      'Daniel',
      'Luke',
      'Ryan',
      'Callum',
      'Joe',
      'Sam',
      'Ben',
      'Lewis',
      'Adam',
      'Scott',
    ],
    female: [
      'Emily',
      'Sophie',
      'Charlotte',
      'Hannah',
      'Katie',
      'Lucy',
      'Amelia',
      'Jessica',
      'Georgia',
      'Ellie',
    ],
    last: [
      'Thornton',
      'Whitlock',
      'Harwood',
      'Pemberton',
      'Ashworth',
      'Carrington',
      'Fairbrother',
      'Holloway',
      'Kershaw',
      'Lambert',
      'Marsden',
      'Radcliffe',
      'Sutcliffe',
      'Thackeray',
      'Winstanley',
      'Bradshaw',
      'Hartley',
      'Lockwood',
    ],
  },
  SCO: {
    male: ['Callum', 'Fraser', 'Ewan', 'Ross', 'Craig', 'Hamish', 'Kyle', 'Euan', 'Calum', 'Angus'],
    female: ['Isla', 'Eilidh', 'Kirsty', 'Morven', 'Ailsa'],
    last: [
      'McAllister',
      'Drummond',
      'Buchanan',
      'Fergusson',
      'McKinnon',
      'Galbraith',
      'Sinclair',
      'Urquhart',
      'McLeish',
      'Ramsay',
    ],
  },
  WAL: {
    male: ['Rhys', 'Gareth', 'Dafydd', 'Owain', 'Gethin', 'Iwan', 'Aled', 'Rhodri', 'Huw', 'Dylan'],
    female: ['Cerys', 'Ffion', 'Seren', 'Bethan'],
    last: [
      'Pritchard',
      'Vaughan',
      'Prosser',
      'Llewellyn',
      'Bevan',
      'Gwynne',
      'Parry',
      'Rowlands',
      'Meredith',
      'Howells',
    ],
  },
  NIR: {
    male: ['Conor', 'Ciaran', 'Darren', 'Stephen', 'Gary', 'Niall'],
    last: ['McCrory', 'Gilmore', 'McKeown', 'Quinn', 'Magennis', 'Hegarty'],
  },
  IRL: {
    male: ['Cian', 'Eoin', 'Padraig', 'Seamus', 'Darragh', 'Fionn', 'Ronan', 'Shane'],
    female: ['Aoife', 'Niamh', 'Siobhan', 'Orla'],
    last: ['Fitzgerald', 'Brennan', 'Donnelly', 'Kavanagh', 'Mulcahy', 'Tierney', 'Whelan', 'Gallagher'],
  },
  NED: {
    male: ['Daan', 'Jeroen', 'Niels', 'Sander', 'Ruud', 'Bram', 'Wesley', 'Joost'],
    female: ['Sanne', 'Femke', 'Lotte', 'Anouk'],
    last: ['Verbeek', 'Verhoeven', 'Smulders', 'Kuipers', 'Brouwer', 'Dijkstra', 'Hoekstra', 'Mulder'],
  },
  BEL: {
    male: ['Kenny', 'Dries', 'Pieter', 'Jelle', 'Tom'],
    last: ['Vermeulen', 'Claes', 'Peeters', 'Wouters', 'Maes'],
  },
  GER: {
    male: ['Lukas', 'Felix', 'Jonas', 'Maximilian', 'Tobias', 'Niklas', 'Florian'],
    female: ['Lena', 'Hannah', 'Laura', 'Julia', 'Katharina'],
    last: ['Hoffmann', 'Schreiber', 'Zimmermann', 'Krause', 'Lehmann', 'Hartmann', 'Bergmann', 'Vogel'],
  },
  AUS: {
    male: ['Lachlan', 'Mitchell', 'Brody', 'Cooper', 'Jayden', 'Kane', 'Travis'],
    female: ['Chloe', 'Matilda', 'Zoe', 'Kirra'],
    last: ['Hargreaves', 'Colquhoun', 'Pendlebury', 'Whitfield', 'Mackay', 'Dwyer', 'Kellaway'],
  },
  USA: {
    male: ['Tyler', 'Brandon', 'Cody', 'Austin', 'Hunter', 'Garrett', 'Chase', 'Wyatt', 'Bryce', 'Logan'],
    female: ['Madison', 'Ashley', 'Brooke', 'Kayla', 'Taylor', 'Morgan'],
    last: [
      'Whitaker',
      'Caldwell',
      'Donovan',
      'Hollister',
      'Prescott',
      'Sheridan',
      'Beaumont',
      'Kingsley',
      'Lawson',
      'Merritt',
    ],
  },
  ESP: {
    male: ['Alejandro', 'Pablo', 'Sergio', 'Javier', 'Adrian', 'Mario'],
    female: ['Lucia', 'Paula', 'Marta', 'Elena'],
    last: ['Navarro', 'Castillo', 'Ortega', 'Delgado', 'Morales', 'Serrano'],
  },
  FRA: {
    male: ['Hugo', 'Lucas', 'Theo', 'Antoine', 'Maxime', 'Clement'],
    female: ['Camille', 'Manon', 'Chloe', 'Lea', 'Oceane'],
    last: ['Lefebvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Chevalier'],
  },
  ITA: {
    male: ['Matteo', 'Lorenzo', 'Andrea', 'Federico', 'Luca'],
    female: ['Giulia', 'Chiara', 'Martina', 'Sofia'],
    last: ['Ferraro', 'Colombo', 'Marchetti', 'Santoro', 'Barbieri'],
  },
  SWE: {
    male: ['Erik', 'Oskar', 'Gustav', 'Viktor', 'Linus'],
    female: ['Elin', 'Astrid', 'Maja'],
    last: ['Lindqvist', 'Bergstrom', 'Holmgren', 'Nyberg', 'Sandberg'],
  },
  RSA: {
    male: ['Pieter', 'Johan', 'Thabo', 'Dewald', 'Ruan'],
    last: ['Vermaak', 'Botha', 'Steyn', 'Nkosi', 'Pretorius'],
  },
  CHN: {
    male: ['Wei', 'Hao', 'Jun', 'Lei', 'Yang', 'Zhen'],
    female: ['Mei', 'Xin', 'Ying', 'Lan'],
    last: ['Zhang', 'Liu', 'Chen', 'Huang', 'Zhou', 'Xu'],
  },
  JPN: {
    male: ['Haruto', 'Ren', 'Sota', 'Yuki', 'Kaito'],
    female: ['Yui', 'Aoi', 'Sakura', 'Hina'],
    last: ['Takahashi', 'Nakamura', 'Kobayashi', 'Yamamoto', 'Watanabe'],
  },
  ARG: {
    male: ['Santiago', 'Facundo', 'Joaquin', 'Tomas', 'Nicolas'],
    female: ['Valentina', 'Camila', 'Martina'],
    last: ['Gutierrez', 'Acosta', 'Benitez', 'Sosa', 'Medina'],
  },
  MEX: {
    male: ['Diego', 'Jose', 'Luis', 'Carlos', 'Eduardo'],
    last: ['Ramirez', 'Hernandez', 'Vargas', 'Mendoza', 'Cruz'],
  },
  UKR: {
    male: ['Oleksandr', 'Denys', 'Bohdan', 'Maksym', 'Taras'],
    female: ['Oksana', 'Yulia', 'Daria'],
    last: ['Kovalenko', 'Shevchuk', 'Bondarenko', 'Tkachenko', 'Melnyk'],
  },
  POL: {
    male: ['Jakub', 'Kacper', 'Mateusz', 'Piotr', 'Krzysztof'],
    female: ['Zofia', 'Agnieszka', 'Natalia'],
    last: ['Nowakowski', 'Wisniewski', 'Kaczmarek', 'Zielinski', 'Jankowski'],
  },
  CZE: {
    female: ['Katerina', 'Tereza', 'Marketa', 'Barbora'],
    male: ['Jakub', 'Tomas', 'Ondrej'],
    last: ['Novotna', 'Svobodova', 'Dvorakova', 'Cerna'],
  },
};

export interface Person {
  name: string;
  country: string;
  /** Strength on an Elo-like scale; a 200-point edge wins about three times in four. */
  rating: number;
}

/** A squad of invented competitors with unique names, drawn by nationality weights. */
export function roster(
  rng: SeededRandom,
  size: number,
  mix: readonly (readonly [string, number])[],
  gender: 'male' | 'female' = 'male',
): Person[] {
  const total = mix.reduce((a, [, w]) => a + w, 0);
  const seen = new Set<string>();
  const people: Person[] = [];
  for (let tries = 0; people.length < size && tries < size * 50; tries++) {
    let pick = rng.next() * total;
    const country = (mix.find(([, w]) => (pick -= w) < 0) ?? mix[0])?.[0] as string;
    const names = NAMES[country] as (typeof NAMES)[string];
    const firsts = gender === 'female' ? (names.female ?? NAMES.ENG?.female ?? []) : names.male;
    const lasts =
      gender === 'female' && country === 'CZE'
        ? names.last
        : country === 'CZE'
          ? ['Novak', 'Svoboda', 'Dvorak', 'Cerny']
          : names.last;
    const name = `${rng.pick(firsts)} ${rng.pick(lasts)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push({
      name,
      country,
      rating: 1500 + Math.round(200 * (rng.next() + rng.next() + rng.next() - 1.5)),
    });
  }
  return people.sort((a, b) => b.rating - a.rating);
}

/** Chance that a side rated `a` beats one rated `b`. */
export function winChance(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}
