/** A caller's mistake on the command line: printed with the usage text, exit code 2 (as getopt tools do). */
export class UsageError extends Error {
  override name = 'UsageError';
}
