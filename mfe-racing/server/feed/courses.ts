/**
 * Real UK and Irish racecourses with the racing each one stages (names, surfaces and codes are facts; ids are ours
 * and stable: 1 to 28 were the first list and keep their numbers, so stored meeting ids still name the same course).
 */
export interface Course {
  id: number;
  name: string;
  country: 'GB' | 'IE';
  /** Flat racing on turf here (only in the flat turf season, late March to early November). */
  flatTurf: boolean;
  /** The all-weather flat track's surface, raced on all year; null where there is none. */
  allWeather: 'Tapeta' | 'Polytrack' | null;
  /**
   * Jump racing here: 'winter' in the main season only (October to April), 'all-year' summer jumping too,
   * 'summer' only from May to October (the summer jumping tracks); null for a flat-only course.
   */
  jumps: 'winter' | 'all-year' | 'summer' | null;
  /** 1: a premier track (Group and Grade 1 racing); 2: a good track; 3: a small track (mostly low classes). */
  tier: 1 | 2 | 3;
}

type Row = [
  id: number,
  name: string,
  country: 'GB' | 'IE',
  flatTurf: boolean,
  allWeather: Course['allWeather'],
  jumps: Course['jumps'],
  tier: Course['tier'],
];

const ROWS: readonly Row[] = [
  [1, 'Cheltenham', 'GB', false, null, 'winter', 1],
  [2, 'Ascot', 'GB', true, null, 'winter', 1],
  [3, 'Aintree', 'GB', false, null, 'winter', 1],
  [4, 'Newmarket', 'GB', true, null, null, 1],
  [5, 'York', 'GB', true, null, null, 1],
  [6, 'Sandown', 'GB', true, null, 'winter', 1],
  [7, 'Kempton', 'GB', false, 'Polytrack', 'winter', 1],
  [8, 'Lingfield', 'GB', true, 'Polytrack', 'winter', 3],
  [9, 'Wolverhampton', 'GB', false, 'Tapeta', null, 3],
  [10, 'Newcastle', 'GB', false, 'Tapeta', 'winter', 2],
  [11, 'Doncaster', 'GB', true, null, 'winter', 1],
  [12, 'Haydock', 'GB', true, null, 'winter', 1],
  [13, 'Chepstow', 'GB', true, null, 'winter', 2],
  [14, 'Exeter', 'GB', false, null, 'winter', 3],
  [15, 'Musselburgh', 'GB', true, null, 'winter', 3],
  [16, 'Southwell', 'GB', false, 'Tapeta', 'all-year', 3],
  [17, 'Wetherby', 'GB', true, null, 'winter', 2],
  [18, 'Plumpton', 'GB', false, null, 'winter', 3],
  [19, 'Fakenham', 'GB', false, null, 'winter', 3],
  [20, 'Uttoxeter', 'GB', false, null, 'all-year', 3],
  [21, 'Leopardstown', 'IE', true, null, 'winter', 1],
  [22, 'Punchestown', 'IE', false, null, 'winter', 1],
  [23, 'Fairyhouse', 'IE', true, null, 'winter', 2],
  [24, 'Navan', 'IE', true, null, 'winter', 2],
  [25, 'Dundalk', 'IE', false, 'Polytrack', null, 3],
  [26, 'Naas', 'IE', true, null, 'winter', 2],
  [27, 'Cork', 'IE', true, null, 'all-year', 3],
  [28, 'Thurles', 'IE', true, null, 'winter', 3],
  [29, 'Epsom', 'GB', true, null, null, 1],
  [30, 'Goodwood', 'GB', true, null, null, 1],
  [31, 'Chester', 'GB', true, null, null, 2],
  [32, 'Newbury', 'GB', true, null, 'winter', 1],
  [33, 'Windsor', 'GB', true, null, null, 3],
  [34, 'Salisbury', 'GB', true, null, null, 3],
  [35, 'Bath', 'GB', true, null, null, 3],
  [36, 'Brighton', 'GB', true, null, null, 3],
  [37, 'Yarmouth', 'GB', true, null, null, 3],
  [38, 'Nottingham', 'GB', true, null, null, 3],
  [39, 'Leicester', 'GB', true, null, 'winter', 3],
  [40, 'Pontefract', 'GB', true, null, null, 3],
  [41, 'Ripon', 'GB', true, null, null, 3],
  [42, 'Thirsk', 'GB', true, null, null, 3],
  [43, 'Redcar', 'GB', true, null, null, 3],
  [44, 'Beverley', 'GB', true, null, null, 3],
  [45, 'Catterick', 'GB', true, null, 'winter', 3],
  [46, 'Carlisle', 'GB', true, null, 'winter', 3],
  [47, 'Hamilton', 'GB', true, null, null, 3],
  [48, 'Ayr', 'GB', true, null, 'winter', 2],
  [49, 'Chelmsford City', 'GB', false, 'Polytrack', null, 3],
  [50, 'Ffos Las', 'GB', true, null, 'all-year', 3],
  [51, 'Kelso', 'GB', false, null, 'winter', 3],
  [52, 'Perth', 'GB', false, null, 'summer', 3],
  [53, 'Cartmel', 'GB', false, null, 'summer', 3],
  [54, 'Hexham', 'GB', false, null, 'all-year', 3],
  [55, 'Sedgefield', 'GB', false, null, 'all-year', 3],
  [56, 'Market Rasen', 'GB', false, null, 'all-year', 3],
  [57, 'Newton Abbot', 'GB', false, null, 'summer', 3],
  [58, 'Stratford', 'GB', false, null, 'all-year', 3],
  [59, 'Worcester', 'GB', false, null, 'summer', 3],
  [60, 'Wincanton', 'GB', false, null, 'winter', 2],
  [61, 'Taunton', 'GB', false, null, 'winter', 3],
  [62, 'Ludlow', 'GB', false, null, 'winter', 3],
  [63, 'Huntingdon', 'GB', false, null, 'winter', 3],
  [64, 'Hereford', 'GB', false, null, 'winter', 3],
  [65, 'Warwick', 'GB', false, null, 'winter', 3],
  [66, 'Fontwell', 'GB', false, null, 'all-year', 3],
  [67, 'Bangor-on-Dee', 'GB', false, null, 'all-year', 3],
  [68, 'Curragh', 'IE', true, null, null, 1],
  [69, 'Galway', 'IE', true, null, 'summer', 2],
  [70, 'Limerick', 'IE', true, null, 'all-year', 3],
  [71, 'Gowran Park', 'IE', true, null, 'winter', 3],
  [72, 'Tipperary', 'IE', true, null, 'all-year', 3],
  [73, 'Killarney', 'IE', true, null, 'summer', 3],
  [74, 'Listowel', 'IE', true, null, 'summer', 3],
  [75, 'Tramore', 'IE', true, null, 'all-year', 3],
  [76, 'Wexford', 'IE', true, null, 'all-year', 3],
  [77, 'Clonmel', 'IE', false, null, 'winter', 3],
  [78, 'Roscommon', 'IE', true, null, 'summer', 3],
  [79, 'Sligo', 'IE', true, null, 'summer', 3],
  [80, 'Kilbeggan', 'IE', false, null, 'summer', 3],
  [81, 'Ballinrobe', 'IE', true, null, 'summer', 3],
  [82, 'Bellewstown', 'IE', true, null, 'summer', 3],
];

export const COURSES: readonly Course[] = ROWS.map(
  ([id, name, country, flatTurf, allWeather, jumps, tier]) => ({
    id,
    name,
    country,
    flatTurf,
    allWeather,
    jumps,
    tier,
  }),
);

export const courseById = new Map(COURSES.map((c) => [c.id, c]));
export const courseByName = new Map(COURSES.map((c) => [c.name.toLowerCase(), c]));

/** Turf goings, firmest last; all-weather tracks have their own scale. */
export const TURF_GOINGS = ['Heavy', 'Soft', 'Good To Soft', 'Good', 'Good To Firm', 'Firm'] as const;
export const AW_GOINGS = ['Standard To Slow', 'Standard', 'Standard To Fast'] as const;
