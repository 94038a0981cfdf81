import type { SeededRandom } from '@sl/server-kit';

interface NamePool {
  male: string[];
  female?: string[];
  last: string[];
}

/** A nationality's names, each list written as one space-separated line; no female names leaves `female` out. */
const pool = (male: string, female: string, last: string): NamePool => ({
  male: male.split(' '),
  ...(female ? { female: female.split(' ') } : {}),
  last: last.split(' '),
});

/** First and last names by nationality, for invented competitors (real people are not used). */
const NAMES: Record<string, NamePool> = {
  ENG: pool(
    'James Oliver Harry Jack Thomas George Daniel Luke Ryan Callum Joe Sam Ben Lewis Adam Scott',
    'Emily Sophie Charlotte Hannah Katie Lucy Amelia Jessica Georgia Ellie',
    'Thornton Whitlock Harwood Pemberton Ashworth Carrington Fairbrother Holloway Kershaw Lambert Marsden Radcliffe Sutcliffe Thackeray Winstanley Bradshaw Hartley Lockwood',
  ),
  SCO: pool(
    'Callum Fraser Ewan Ross Craig Hamish Kyle Euan Calum Angus',
    'Isla Eilidh Kirsty Morven Ailsa',
    'McAllister Drummond Buchanan Fergusson McKinnon Galbraith Sinclair Urquhart McLeish Ramsay',
  ),
  WAL: pool(
    'Rhys Gareth Dafydd Owain Gethin Iwan Aled Rhodri Huw Dylan',
    'Cerys Ffion Seren Bethan',
    'Pritchard Vaughan Prosser Llewellyn Bevan Gwynne Parry Rowlands Meredith Howells',
  ),
  NIR: pool('Conor Ciaran Darren Stephen Gary Niall', '', 'McCrory Gilmore McKeown Quinn Magennis Hegarty'),
  IRL: pool(
    'Cian Eoin Padraig Seamus Darragh Fionn Ronan Shane',
    'Aoife Niamh Siobhan Orla',
    'Fitzgerald Brennan Donnelly Kavanagh Mulcahy Tierney Whelan Gallagher',
  ),
  NED: pool(
    'Daan Jeroen Niels Sander Ruud Bram Wesley Joost',
    'Sanne Femke Lotte Anouk',
    'Verbeek Verhoeven Smulders Kuipers Brouwer Dijkstra Hoekstra Mulder',
  ),
  BEL: pool('Kenny Dries Pieter Jelle Tom', '', 'Vermeulen Claes Peeters Wouters Maes'),
  GER: pool(
    'Lukas Felix Jonas Maximilian Tobias Niklas Florian',
    'Lena Hannah Laura Julia Katharina',
    'Hoffmann Schreiber Zimmermann Krause Lehmann Hartmann Bergmann Vogel',
  ),
  AUS: pool(
    'Lachlan Mitchell Brody Cooper Jayden Kane Travis',
    'Chloe Matilda Zoe Kirra',
    'Hargreaves Colquhoun Pendlebury Whitfield Mackay Dwyer Kellaway',
  ),
  USA: pool(
    'Tyler Brandon Cody Austin Hunter Garrett Chase Wyatt Bryce Logan',
    'Madison Ashley Brooke Kayla Taylor Morgan',
    'Whitaker Caldwell Donovan Hollister Prescott Sheridan Beaumont Kingsley Lawson Merritt',
  ),
  ESP: pool(
    'Alejandro Pablo Sergio Javier Adrian Mario',
    'Lucia Paula Marta Elena',
    'Navarro Castillo Ortega Delgado Morales Serrano',
  ),
  FRA: pool(
    'Hugo Lucas Theo Antoine Maxime Clement',
    'Camille Manon Chloe Lea Oceane',
    'Lefebvre Moreau Girard Fontaine Rousseau Chevalier',
  ),
  ITA: pool(
    'Matteo Lorenzo Andrea Federico Luca',
    'Giulia Chiara Martina Sofia',
    'Ferraro Colombo Marchetti Santoro Barbieri',
  ),
  SWE: pool(
    'Erik Oskar Gustav Viktor Linus',
    'Elin Astrid Maja',
    'Lindqvist Bergstrom Holmgren Nyberg Sandberg',
  ),
  RSA: pool('Pieter Johan Thabo Dewald Ruan', '', 'Vermaak Botha Steyn Nkosi Pretorius'),
  CHN: pool('Wei Hao Jun Lei Yang Zhen', 'Mei Xin Ying Lan', 'Zhang Liu Chen Huang Zhou Xu'),
  JPN: pool(
    'Haruto Ren Sota Yuki Kaito',
    'Yui Aoi Sakura Hina',
    'Takahashi Nakamura Kobayashi Yamamoto Watanabe',
  ),
  ARG: pool(
    'Santiago Facundo Joaquin Tomas Nicolas',
    'Valentina Camila Martina',
    'Gutierrez Acosta Benitez Sosa Medina',
  ),
  MEX: pool('Diego Jose Luis Carlos Eduardo', '', 'Ramirez Hernandez Vargas Mendoza Cruz'),
  UKR: pool(
    'Oleksandr Denys Bohdan Maksym Taras',
    'Oksana Yulia Daria',
    'Kovalenko Shevchuk Bondarenko Tkachenko Melnyk',
  ),
  POL: pool(
    'Jakub Kacper Mateusz Piotr Krzysztof',
    'Zofia Agnieszka Natalia',
    'Nowakowski Wisniewski Kaczmarek Zielinski Jankowski',
  ),
  CZE: pool('Jakub Tomas Ondrej', 'Katerina Tereza Marketa Barbora', 'Novotna Svobodova Dvorakova Cerna'),
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
    const names = NAMES[country] as NamePool;
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
