/** The shortest gap between two matches of one team: nobody plays twice in any 48 hours. */
const MIN_GAP_MS = 48 * 3_600_000;

/** Every team's kick-offs so far, so a new match goes only where both teams have had (and will have) 48 hours. */
export class Diary {
  private readonly times = new Map<number, number[]>();

  free(teamId: number, kickOff: number): boolean {
    return (this.times.get(teamId) ?? []).every((t) => Math.abs(t - kickOff) >= MIN_GAP_MS);
  }

  book(teamId: number, kickOff: number): void {
    const list = this.times.get(teamId);
    if (list) list.push(kickOff);
    else this.times.set(teamId, [kickOff]);
  }
}
