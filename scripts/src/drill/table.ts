import type { Outcome } from './scenarios';

/** The drill's outcomes as a Markdown table, for the console and a closing note alike. */
export function formatTable(outcomes: Outcome[]): string {
  const head = ['scenario', 'requests', 'failed', 'recovered in', 'writes lost', 'signed out', 'note'];
  const rows = outcomes.map((o) => [
    o.scenario,
    String(o.requests),
    String(o.failed),
    o.recoverySeconds === null ? '-' : `${o.recoverySeconds} s`,
    o.lost === null ? '-' : String(o.lost),
    String(o.signedOut),
    o.note,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
