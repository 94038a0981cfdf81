/**
 * The ABC guide to racing: the terms a racegoer or punter meets on a race card, a result or a betting slip, with
 * what they mean in British and Irish racing. `searchGlossary` is the guide's search box; the A–Z index is made
 * from the same list.
 */
export interface GlossaryTerm {
  term: string;
  definition: string;
  /** Other spellings or abbreviations a reader may search for. */
  aliases?: readonly string[];
}

const TERMS: readonly GlossaryTerm[] = [
  {
    term: 'Accumulator',
    definition:
      'A bet on several selections in different races where the winnings from each leg are staked on the next; every selection must win (or place, each-way) for it to pay.',
    aliases: ['acca'],
  },
  {
    term: 'Allowance',
    definition:
      'The weight an apprentice, conditional or amateur rider may claim off the weight a horse is set to carry (3lb, 5lb or 7lb depending on the number of winners ridden), and also the weight fillies and mares receive from colts and geldings in many races.',
  },
  {
    term: 'All-weather',
    definition:
      'Racing on a synthetic surface (Polytrack, Tapeta or Fibresand) rather than turf, as at Kempton, Lingfield, Wolverhampton, Chelmsford City, Newcastle, Southwell and Dundalk. It allows Flat racing through the winter.',
    aliases: ['AW', 'synthetic'],
  },
  {
    term: 'Also-ran',
    definition: 'A horse that finishes outside the placings.',
  },
  {
    term: 'Amateur rider',
    definition:
      'A jockey who rides without being paid a riding fee, shown on race cards with a title such as Mr or Miss. Some races are confined to amateurs.',
  },
  {
    term: 'Ante-post',
    definition:
      'A bet struck on a race days, weeks or months before it is run, usually at bigger prices than on the day. If the horse does not run, an ante-post stake is normally lost (unless the bookmaker offers non-runner no bet).',
  },
  {
    term: 'Apprentice',
    definition:
      'A young Flat jockey still learning the trade, attached to a licensed trainer, who may claim a weight allowance until they have ridden a set number of winners.',
  },
  {
    term: 'Backed',
    definition: "A horse whose price shortens because punters' money is coming for it.",
  },
  {
    term: 'Banker',
    definition:
      'A selection a tipster or punter is most confident about, often the one a multiple bet is built around.',
  },
  {
    term: 'Beaten distances',
    definition:
      'The margins between the finishers in a result, measured in lengths (and shorter margins such as a nose, short head, head and neck). Each distance is to the horse in front.',
    aliases: ['distances', 'margins'],
  },
  {
    term: 'Blinkers',
    definition:
      'Headgear with cups round the eyes that stops a horse seeing sideways and behind, worn to help it concentrate. Shown as "b" on a race card, "b1" the first time worn.',
  },
  {
    term: 'Bumper',
    definition:
      'A National Hunt Flat race: a race under jumps rules but with no obstacles, meant to give young jumpers racing experience before they go hurdling.',
    aliases: ['NH Flat', 'National Hunt Flat race'],
  },
  {
    term: 'Chase',
    definition:
      'A steeplechase: a jumps race over fences, which are bigger and stiffer than hurdles, run over at least two miles.',
    aliases: ['steeplechase'],
  },
  {
    term: 'Claimer',
    definition:
      'Either a claiming race, after which any runner can be bought (claimed) for the price set before the race, or a jockey who claims a weight allowance (an apprentice, conditional or amateur).',
    aliases: ['claiming race'],
  },
  {
    term: 'Class',
    definition:
      'The level of a race in Britain, from Class 1 (the best races, including Group and Graded races) to Class 7 on the Flat and Class 5 over jumps. Ireland does not use classes.',
  },
  {
    term: 'Clerk of the course',
    definition:
      'The official who runs a racecourse on race days, responsible for the track and the going and for deciding whether racing can go ahead.',
  },
  {
    term: 'Colours',
    definition:
      "The owner's registered silks: the jacket and cap a jockey wears, which identify the horse during a race.",
    aliases: ['silks'],
  },
  {
    term: 'Colt',
    definition: 'An ungelded male horse aged four or younger.',
  },
  {
    term: 'Conditional jockey',
    definition:
      'The jumps equivalent of an apprentice: a young jockey attached to a trainer who claims a weight allowance until reaching a set number of winners.',
  },
  {
    term: 'Course and distance winner',
    definition:
      'A horse that has won over the same trip at the same course, marked "CD" on race cards ("C" for a course winner, "D" for a distance winner).',
    aliases: ['CD'],
  },
  {
    term: 'Dam',
    definition: "A horse's mother.",
  },
  {
    term: 'Dead heat',
    definition:
      'Two or more horses passing the line together so that the judge cannot separate them. Winning bets on a dead-heater are settled by dividing the stake by the number of horses sharing the place.',
    aliases: ['dht'],
  },
  {
    term: 'Declarations',
    definition:
      'The confirmation by trainers, usually 48 hours before a Flat race or the day before a jumps race (earlier for some big races), of the horses that will run and who will ride them.',
    aliases: ['declared'],
  },
  {
    term: 'Distance (dist)',
    definition:
      'On a result, a winning or beaten margin of more than 30 lengths. As a race condition, the trip the race is run over.',
    aliases: ['dist'],
  },
  {
    term: 'Draw',
    definition:
      'The starting stall a Flat horse is allotted at random. On some tracks and trips a low or high draw is a real advantage.',
    aliases: ['stall'],
  },
  {
    term: 'Each-way',
    definition:
      'Two bets of equal stake: one for the horse to win and one for it to be placed. The place part is paid at a fraction of the win odds (usually 1/4 or 1/5), and the number of places depends on the size and type of race.',
    aliases: ['e/w', 'each way'],
  },
  {
    term: 'Early entries',
    definition:
      'The list of horses entered for a big race weeks or months ahead. Most will be taken out at forfeit stages before the final declarations.',
  },
  {
    term: 'Evens',
    definition: 'Odds of 1/1: a winning bet returns the stake plus the same again.',
    aliases: ['evs', 'even money'],
  },
  {
    term: 'Favourite',
    definition:
      'The horse with the shortest price in the betting. Joint-favourites share the shortest price.',
    aliases: ['fav', 'jf'],
  },
  {
    term: 'Fell (F)',
    definition: 'A jumps runner that fell at an obstacle, shown as "F" in a result or form figures.',
  },
  {
    term: 'Filly',
    definition: 'A female horse aged four or younger.',
  },
  {
    term: 'Firm',
    definition: 'Going on very fast, dry ground: the fastest official turf description in Britain.',
  },
  {
    term: 'Fixed odds',
    definition:
      'A price agreed when the bet is struck, which stands whatever the starting price turns out to be.',
  },
  {
    term: 'Form',
    definition:
      "A horse's record of recent finishing positions, shown on race cards as figures, newest on the right: 1 to 9 for the places, 0 for unplaced beyond ninth, and letters for non-finishers (F, P, U and so on). A dash separates seasons and a slash a longer absence.",
    aliases: ['form figures'],
  },
  {
    term: 'Forecast',
    definition:
      'A bet on which horses will finish first and second: a straight forecast in the correct order, a reverse forecast in either order.',
  },
  {
    term: 'Furlong',
    definition:
      'An eighth of a mile: 220 yards, or about 201 metres. Flat races run from five furlongs to over two miles.',
    aliases: ['f'],
  },
  {
    term: 'Gelding',
    definition: 'A castrated male horse. Most National Hunt horses are geldings.',
  },
  {
    term: 'Going',
    definition:
      'The state of the ground, declared by the clerk of the course and updated on the day. On turf in Britain it runs from heavy, soft and good to soft through good to good to firm and firm; on the all-weather it is standard, standard to slow or standard to fast.',
  },
  {
    term: 'Good',
    definition: 'Going that is neither fast nor testing: the ideal ground for most horses.',
  },
  {
    term: 'Good to firm',
    definition: 'Going on the fast side of good, common on the Flat in summer.',
  },
  {
    term: 'Good to soft',
    definition: 'Going on the easy side of good, with some give underfoot.',
  },
  {
    term: 'Grade',
    definition:
      'The top level of jumps racing: Grade 1, Grade 2 and Grade 3 races (the Cheltenham Gold Cup and the King George VI Chase are Grade 1). Grade 3 races are often handicaps.',
    aliases: ['graded race'],
  },
  {
    term: 'Group race',
    definition:
      'The top level of Flat racing: Group 1 (the Derby, the Guineas, the Arc), Group 2 and Group 3, below which come Listed races.',
    aliases: ['Group 1', 'pattern race'],
  },
  {
    term: 'Handicap',
    definition:
      "A race in which each horse carries a weight set by the handicapper from its official rating, so that in theory every runner has an equal chance. The higher a horse's rating, the more weight it carries.",
    aliases: ['hcap'],
  },
  {
    term: 'Handicapper',
    definition:
      'The official who gives each horse its official rating and so the weights it carries in handicaps, raising a horse after a good run and dropping it after poor ones.',
  },
  {
    term: 'Head',
    definition: 'A winning or beaten margin of about the length of a horse\'s head, shown as "hd".',
    aliases: ['hd'],
  },
  {
    term: 'Heavy',
    definition: 'The softest, most testing turf going, when the ground is waterlogged and horses sink in.',
  },
  {
    term: 'Held up',
    definition:
      'A running style: a horse ridden towards the rear early on and brought with a late challenge.',
  },
  {
    term: 'Hood',
    definition:
      'Headgear covering a horse\'s ears to muffle the noise of the crowd and keep it calm. Shown as "h" on a race card.',
  },
  {
    term: 'Hurdle',
    definition:
      'A jumps race over hurdles: obstacles lower and lighter than steeplechase fences, at least 3ft 6in high, run over at least two miles.',
  },
  {
    term: 'In-running',
    definition:
      'Betting, or comments and ratings, made while a race is being run. In-running comments describe how a horse travelled: prominent, held up, ridden, one pace.',
    aliases: ['in play', 'in-play'],
  },
  {
    term: 'Jockey Club',
    definition:
      'The owner of many British racecourses, including Cheltenham, Aintree, Epsom and Newmarket, and historically the ruler of British racing.',
  },
  {
    term: 'Juvenile',
    definition:
      'A two-year-old on the Flat, or a three-year-old (or four-year-old early in the season) in juvenile hurdles.',
  },
  {
    term: 'Length',
    definition:
      'The length of a horse from nose to tail, about eight feet: the unit beaten distances are measured in. On the Flat a length is worth more pounds in the weights over sprint trips than over long ones.',
  },
  {
    term: 'Listed race',
    definition: 'A high-class race just below Group (Flat) or Graded (jumps) level.',
  },
  {
    term: 'Maiden',
    definition:
      'A horse that has not yet won a race, or a race confined to such horses. A maiden on the Flat is a horse that has never won on the Flat.',
  },
  {
    term: 'Mare',
    definition: 'A female horse aged five or over.',
  },
  {
    term: 'Morning line',
    definition: 'The prices bookmakers set on the morning of a race, before the on-course market forms.',
  },
  {
    term: 'Nap',
    definition:
      "A tipster's best bet of the day, from the card game Napoleon. Tipsters' naps are compared in the naps table.",
  },
  {
    term: 'National Hunt',
    definition:
      'Jumps racing: hurdles, steeplechases and National Hunt Flat races (bumpers), run mainly from October to April.',
    aliases: ['NH', 'jump racing'],
  },
  {
    term: 'Neck',
    definition: 'A winning or beaten margin of about the length of a horse\'s neck, shown as "nk".',
    aliases: ['nk'],
  },
  {
    term: 'Non-runner',
    definition:
      'A horse declared for a race that does not take part. Win bets on it are refunded, and a Rule 4 deduction may be made from bets on the others.',
    aliases: ['NR'],
  },
  {
    term: 'Non-runner no bet',
    definition:
      'A bookmaker concession, usually for big races, that refunds ante-post or early bets on horses that do not run.',
    aliases: ['NRNB'],
  },
  {
    term: 'Nose',
    definition: 'The smallest winning or beaten margin, shown as "nse".',
    aliases: ['nse'],
  },
  {
    term: 'Novice',
    definition:
      'A jumps horse that had not won a race of that type (hurdle or chase) before the start of the current season, or a Flat horse early in its career (Flat novice races are for horses that have won no more than once or twice, depending on their age).',
    aliases: ['nov'],
  },
  {
    term: 'Objection',
    definition:
      'A complaint by a jockey, trainer or owner after a race that another runner interfered with theirs, heard by the stewards.',
  },
  {
    term: 'Odds-on',
    definition: 'Odds shorter than evens, such as 1/2: the stake is bigger than the winnings.',
  },
  {
    term: 'Off',
    definition: 'The moment the race starts; "the off time" is when it is scheduled to start.',
  },
  {
    term: 'Official rating',
    definition:
      "The handicapper's assessment of a horse's ability in pounds (OR), which sets its weight in handicaps and which races it may run in.",
    aliases: ['OR', 'rating'],
  },
  {
    term: 'Outsider',
    definition: 'A horse at long odds, thought unlikely to win.',
  },
  {
    term: 'Pacemaker',
    definition:
      'A horse run to set a strong gallop for a stablemate, so that the race suits it, rather than with a real chance of winning itself.',
    aliases: ['pacesetter', 'hare'],
  },
  {
    term: 'Photo finish',
    definition:
      'When horses pass the line too close for the eye, the judge studies the photograph taken on the line before calling the result.',
  },
  {
    term: 'Placed',
    definition:
      'Finishing in the places that pay each-way bets: first and second in races of five to seven runners, the first three in races of eight or more, and the first four in handicaps of sixteen or more.',
    aliases: ['place'],
  },
  {
    term: 'Point-to-point',
    definition:
      'Amateur jumps racing over fences for hunters, run at country courses. Many top chasers start their careers there.',
    aliases: ['pointer'],
  },
  {
    term: 'Prominent',
    definition: 'A running style: a horse that races close to the leaders from the start.',
  },
  {
    term: 'Pulled up (PU)',
    definition:
      'A horse stopped by its jockey during the race because it is tired, injured or has no chance. Shown as "P" in form figures and "PU" in a result.',
    aliases: ['PU'],
  },
  {
    term: 'Rule 4',
    definition:
      "The rule by which bookmakers deduct a set amount from the winnings of bets struck before a late withdrawal, because the withdrawn horse's price made the others' prices longer than they should have been. The deduction, in pence in the pound, depends on the non-runner's price.",
    aliases: ['R4', 'Rule 4 deduction'],
  },
  {
    term: 'Run-in',
    definition: 'The stretch between the last obstacle and the winning post in a jumps race.',
  },
  {
    term: 'Schooling',
    definition: 'Teaching a horse to jump, or to go into the stalls, away from the racecourse.',
  },
  {
    term: 'Scratched',
    definition: 'Taken out of a race after being entered.',
    aliases: ['withdrawn'],
  },
  {
    term: 'Short head',
    definition: 'A margin smaller than a head but bigger than a nose, shown as "shd".',
    aliases: ['shd', 'sh hd'],
  },
  {
    term: 'Silks',
    definition: "The jockey's jacket and cap in the owner's registered colours.",
  },
  {
    term: 'Sire',
    definition: "A horse's father.",
  },
  {
    term: 'Soft',
    definition:
      'Testing turf going after plenty of rain, where horses that stay well and handle the mud come to the fore.',
  },
  {
    term: 'Stakes',
    definition:
      'Money bet; also a race whose prize money is partly made up of entry fees paid by owners, a name used for many Group races.',
  },
  {
    term: 'Standard',
    definition:
      'The normal going on an all-weather track (standard to slow and standard to fast either side of it).',
  },
  {
    term: 'Starting price',
    definition:
      "The official odds of each horse when the race starts, taken from the on-course bookmakers' prices. Bets placed without a fixed price are settled at it.",
    aliases: ['SP'],
  },
  {
    term: 'Stayer',
    definition:
      'A horse that is best over long distances: two miles and more on the Flat, three miles and more over jumps.',
  },
  {
    term: "Stewards' enquiry",
    definition:
      'An inquiry by the stewards, the officials who enforce the rules of racing on the day, into an incident in a race such as interference. The result can be amended and the placings changed; bets are settled on the result after it.',
    aliases: ['stewards enquiry', 'stewards inquiry'],
  },
  {
    term: 'Tongue tie',
    definition:
      'A strap that holds a horse\'s tongue in place to keep its airway clear. Shown as "t" on a race card.',
  },
  {
    term: 'Top weight',
    definition: 'The horse carrying the most weight in a handicap: the highest rated runner.',
  },
  {
    term: 'Tote',
    definition:
      'Pool betting: the stakes are pooled and shared among the winners after a deduction, so the dividend is not known until the race is over.',
  },
  {
    term: 'Tricast',
    definition: 'A bet on the first three finishers in the correct order.',
  },
  {
    term: 'Trip',
    definition: 'The distance of a race, given in miles, furlongs and yards (2m 4f 110y).',
  },
  {
    term: "Under starter's orders",
    definition:
      'The horses are lined up and the starter is ready to start the race. From then on a horse that takes no part still counts as a runner for betting.',
  },
  {
    term: 'Unseated rider (UR)',
    definition:
      'A jumps runner whose jockey fell off without the horse falling, shown as "U" in form figures and "UR" in a result.',
    aliases: ['UR'],
  },
  {
    term: 'Visor',
    definition:
      'Blinkers with a slit in each eye cup so the horse keeps some side vision. Shown as "v" on a race card.',
  },
  {
    term: 'Walkover',
    definition: 'A race with only one runner, which needs only to pass the post to win.',
  },
  {
    term: 'Weighed in',
    definition:
      'The riders of the placed horses have been weighed after the race and found to carry the right weight: the result is official and bets are settled.',
    aliases: ['weighed-in'],
  },
  {
    term: 'Weight for age',
    definition:
      'The weight younger, still-maturing horses receive from older ones in races open to several ages. The scale of allowances shrinks through the season and with the trip.',
    aliases: ['WFA'],
  },
  {
    term: 'Yankee',
    definition:
      'A multiple bet on four selections in different races: six doubles, four trebles and a four-fold accumulator, eleven bets in all.',
  },
  {
    term: 'Yearling',
    definition: 'A horse in its first year after the 1 January following its birth, before it races at two.',
  },
  {
    term: 'Yielding',
    definition:
      "The Irish going description that matches good to soft in Britain ('yielding to soft' is softer still).",
  },
];

/** The guide in index order. */
export const GLOSSARY: readonly GlossaryTerm[] = [...TERMS].sort((a, b) =>
  foldForSearch(a.term).localeCompare(foldForSearch(b.term)),
);

/** Folds case, accents and punctuation so "Stewards enquiry", "stewards' enquiry" and "STEWARDS-ENQUIRY" match. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The index letter a term is filed under. */
export const glossaryLetter = (term: string): string => foldForSearch(term).charAt(0).toUpperCase();

/**
 * The terms a search matches: every word of the query must start a word of the term, an alias or the definition
 * ("each way" finds Each-way; "sp" finds Starting price). Terms whose name or alias matches come before terms that
 * only mention the words in their definition; the order is otherwise alphabetical. An empty query matches all.
 */
export function searchGlossary(query: string, terms: readonly GlossaryTerm[] = GLOSSARY): GlossaryTerm[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...terms];
  const matchesAll = (text: string) => {
    const padded = ` ${foldForSearch(text)}`;
    return words.every((w) => padded.includes(` ${w}`));
  };
  const named: GlossaryTerm[] = [];
  const mentioned: GlossaryTerm[] = [];
  for (const t of terms) {
    if (matchesAll(t.term) || (t.aliases ?? []).some(matchesAll)) named.push(t);
    else if (matchesAll(`${t.term} ${t.definition}`)) mentioned.push(t);
  }
  return [...named, ...mentioned];
}

/** The A–Z index: every letter, with the first term filed under it (none for an empty letter). */
export function glossaryIndex(
  terms: readonly GlossaryTerm[] = GLOSSARY,
): { letter: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(glossaryLetter(t.term), (counts.get(glossaryLetter(t.term)) ?? 0) + 1);
  return 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}

/** A term's anchor on the guide page. */
export const glossaryAnchor = (term: string): string => `term-${foldForSearch(term).replace(/ /g, '-')}`;
