/** Real UK and Irish racecourses (names are facts); ids are ours. */
export interface Course {
  id: number;
  name: string;
  country: 'GB' | 'IE';
}

export const COURSES: readonly Course[] = [
  { id: 1, name: 'Cheltenham', country: 'GB' },
  { id: 2, name: 'Ascot', country: 'GB' },
  { id: 3, name: 'Aintree', country: 'GB' },
  { id: 4, name: 'Newmarket', country: 'GB' },
  { id: 5, name: 'York', country: 'GB' },
  { id: 6, name: 'Sandown', country: 'GB' },
  { id: 7, name: 'Kempton', country: 'GB' },
  { id: 8, name: 'Lingfield', country: 'GB' },
  { id: 9, name: 'Wolverhampton', country: 'GB' },
  { id: 10, name: 'Newcastle', country: 'GB' },
  { id: 11, name: 'Doncaster', country: 'GB' },
  { id: 12, name: 'Haydock', country: 'GB' },
  { id: 13, name: 'Chepstow', country: 'GB' },
  { id: 14, name: 'Exeter', country: 'GB' },
  { id: 15, name: 'Musselburgh', country: 'GB' },
  { id: 16, name: 'Southwell', country: 'GB' },
  { id: 17, name: 'Wetherby', country: 'GB' },
  { id: 18, name: 'Plumpton', country: 'GB' },
  { id: 19, name: 'Fakenham', country: 'GB' },
  { id: 20, name: 'Uttoxeter', country: 'GB' },
  { id: 21, name: 'Leopardstown', country: 'IE' },
  { id: 22, name: 'Punchestown', country: 'IE' },
  { id: 23, name: 'Fairyhouse', country: 'IE' },
  { id: 24, name: 'Navan', country: 'IE' },
  { id: 25, name: 'Dundalk', country: 'IE' },
  { id: 26, name: 'Naas', country: 'IE' },
  { id: 27, name: 'Cork', country: 'IE' },
  { id: 28, name: 'Thurles', country: 'IE' },
];

export const GOINGS = [
  'Heavy',
  'Soft',
  'Good To Soft',
  'Good',
  'Good To Firm',
  'Standard',
  'Standard To Slow',
] as const;
