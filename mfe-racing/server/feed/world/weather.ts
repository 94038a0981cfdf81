import { AW_GOINGS, TURF_GOINGS, type Course } from '../courses';
import { SALT, mix, unit } from './rng';

/**
 * The going, from a deterministic weather per region and day. Rain falls in spells (a slowly varying wetness of the
 * season's weather), the ground holds what fell over the last fortnight, and the season sets how fast it dries, so a
 * wet week leaves soft ground for days after it and the same course reads the same from one day to the next.
 */
const REGIONS: Record<string, readonly string[]> = {
  southEast: [
    'Ascot',
    'Sandown',
    'Kempton',
    'Lingfield',
    'Epsom',
    'Goodwood',
    'Windsor',
    'Brighton',
    'Plumpton',
    'Fontwell',
    'Newbury',
  ],
  east: ['Newmarket', 'Yarmouth', 'Fakenham', 'Huntingdon', 'Chelmsford City'],
  midlands: [
    'Wolverhampton',
    'Leicester',
    'Nottingham',
    'Southwell',
    'Uttoxeter',
    'Warwick',
    'Stratford',
    'Worcester',
    'Market Rasen',
    'Ludlow',
    'Hereford',
    'Bangor-on-Dee',
    'Chester',
    'Haydock',
    'Aintree',
  ],
  north: [
    'York',
    'Doncaster',
    'Wetherby',
    'Pontefract',
    'Ripon',
    'Thirsk',
    'Redcar',
    'Beverley',
    'Catterick',
    'Newcastle',
    'Hexham',
    'Sedgefield',
    'Carlisle',
    'Cartmel',
  ],
  scotland: ['Musselburgh', 'Ayr', 'Hamilton', 'Kelso', 'Perth'],
  west: [
    'Cheltenham',
    'Chepstow',
    'Exeter',
    'Bath',
    'Ffos Las',
    'Newton Abbot',
    'Taunton',
    'Wincanton',
    'Salisbury',
  ],
  irelandEast: [
    'Leopardstown',
    'Punchestown',
    'Fairyhouse',
    'Navan',
    'Dundalk',
    'Naas',
    'Curragh',
    'Bellewstown',
    'Kilbeggan',
    'Gowran Park',
    'Wexford',
    'Thurles',
  ],
  irelandWest: [
    'Cork',
    'Galway',
    'Limerick',
    'Tipperary',
    'Killarney',
    'Listowel',
    'Tramore',
    'Clonmel',
    'Roscommon',
    'Sligo',
    'Ballinrobe',
  ],
};
const REGION_NAMES = Object.keys(REGIONS);
const regionOfCourse = new Map<string, number>();
REGION_NAMES.forEach((region, i) => REGIONS[region]?.forEach((name) => regionOfCourse.set(name, i)));

function regionOf(course: Course): number {
  return regionOfCourse.get(course.name) ?? (course.country === 'IE' ? 6 : 2);
}

/** Chance of a wet day by month (January first): Britain and Ireland, wetter in winter. */
const WET_DAY = [0.6, 0.55, 0.5, 0.45, 0.42, 0.38, 0.38, 0.42, 0.45, 0.55, 0.6, 0.6];
/**
 * The ground's usual state by month on a 0 (firm) to 5 (heavy) scale: winter Good To Soft to Soft, summer Good To
 * Firm to Good (courses water to keep it off firm).
 */
const BASE_GOING = [3.7, 3.5, 3.0, 2.3, 1.9, 1.65, 1.6, 1.65, 1.9, 2.5, 3.2, 3.7];
/** What the ground keeps of yesterday's rain: it dries faster in summer. */
const KEEP = [0.86, 0.86, 0.83, 0.8, 0.77, 0.74, 0.73, 0.74, 0.77, 0.81, 0.85, 0.86];
const MEMORY = 14;
const SPELL_DAYS = 5;

/** A slowly varying 0..1 wetness of the weather (value noise over five-day knots): rain comes in spells. */
function spell(seed: number, region: number, day: number): number {
  const k = Math.floor(day / SPELL_DAYS);
  const f = (day - k * SPELL_DAYS) / SPELL_DAYS;
  const a = unit(seed, SALT.spell, region, k);
  const b = unit(seed, SALT.spell, region, k + 1);
  return a + (b - a) * f;
}

/** Rain on the day in the region, in millimetres. */
function rain(seed: number, region: number, day: number, month: number): number {
  const wet = (WET_DAY[month - 1] ?? 0.5) * (0.3 + 1.4 * spell(seed, region, day));
  const u = unit(seed, SALT.weather, region, day);
  if (u >= wet) return 0;
  // Among wet days most are showery, a few are downpours.
  const v = unit(seed, SALT.weather, region, day, 1);
  return 1 + 10 * v * v;
}

/** The region's soil moisture on the day: the last fortnight's rain, older rain counting for less. */
function moisture(seed: number, region: number, day: number, month: number): number {
  const keep = KEEP[month - 1] ?? 0.75;
  let total = 0;
  let weight = 1;
  for (let k = 0; k < MEMORY; k++) {
    total += rain(seed, region, day - k, month) * weight;
    weight *= keep;
  }
  return total * (1 - keep);
}

/** Typical moisture, so the scale is centred on the month's usual ground whatever the drying rate. */
const TYPICAL = WET_DAY.map((p) => p * (1 + 10 / 3));

/** The turf going score, 0 firm to 5 heavy. */
/** A month's value at the day, eased between mid-month values so the ground does not jump on the 1st. */
function seasonal(table: readonly number[], day: number, month: number): number {
  const dom = new Date(day * 86_400_000).getUTCDate();
  const here = table[month - 1] ?? 0;
  const other = table[(dom >= 15 ? month : month + 10) % 12] ?? here;
  const f = Math.abs(dom - 15) / 30;
  return here + (other - here) * f;
}

function goingScore(seed: number, course: Course, day: number, month: number): number {
  const region = regionOf(course);
  const m = moisture(seed, region, day, month);
  // Each course drains its own way: a steady tilt of about a third of a going step either side.
  const drainage = (unit(seed, SALT.course, course.id) - 0.5) * 0.7;
  const base = seasonal(BASE_GOING, day, month) - seasonal(TYPICAL, day, month) * 0.45;
  const score = base + 0.45 * m + drainage;
  return Math.max(0, Math.min(5, score));
}

/** The official going as a card prints it. */
export function goingFor(
  seed: number,
  course: Course,
  surface: 'Turf' | 'AW',
  day: number,
  month: number,
): string {
  if (surface === 'AW') {
    const h = mix(seed, SALT.weather, course.id, day, 7) % 10;
    return h < 8 ? AW_GOINGS[1] : h === 8 ? AW_GOINGS[0] : AW_GOINGS[2];
  }
  const score = goingScore(seed, course, day, month);
  // TURF_GOINGS runs heavy to firm.
  const index = 5 - Math.min(5, Math.max(0, Math.round(score)));
  return TURF_GOINGS[index] ?? 'Good';
}
