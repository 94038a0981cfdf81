import type { RaceCardEntry } from '@sl/contracts';

/** The plus flags and what each means, in words a member can read (and a screen reader can announce). */
export const FLAGS = [
  {
    key: 'horseInFocus',
    label: 'Horse in focus',
    explanation: 'Our analysts think this horse is well worth a close look today.',
  },
  {
    key: 'warningHorse',
    label: 'Warning horse',
    explanation: 'Our analysts have doubts about this horse today: treat with caution.',
  },
  {
    key: 'jockeyUplift',
    label: 'Jockey uplift',
    explanation: 'The booked jockey is a notable improvement on the usual rider.',
  },
  {
    key: 'trainerUplift',
    label: 'Trainer uplift',
    explanation: 'The horse has changed to a trainer whose runners often improve.',
  },
  {
    key: 'hotTrainer',
    label: 'Hot trainer',
    explanation: 'The trainer’s runners have been in good form recently.',
  },
  {
    key: 'coldTrainer',
    label: 'Cold trainer',
    explanation: 'The trainer’s runners have been out of form recently.',
  },
  {
    key: 'sectionalFlag',
    label: 'Sectional',
    explanation: 'Sectional timing from a recent run marks this horse out as better than the result.',
  },
] as const;

export const HORSES_FOR_COURSES = {
  label: 'Horses for courses',
  explanation: 'The horse has run well at this course before; the number is its best placing here.',
};

export function flagsOf(entry: RaceCardEntry): (typeof FLAGS)[number][] {
  return FLAGS.filter((flag) => entry[flag.key] === 1);
}

export const flagId = (key: string) => `racing-flag-${key}`;
