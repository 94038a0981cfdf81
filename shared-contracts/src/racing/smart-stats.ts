/**
 * A smart stat line: free text with a marker for a number or percentage and horse names between asterisks. The
 * marker is written [[value]] (e.g. "[[62%]]"); the parts let a view emphasise markers and link horse names.
 */
export type SmartStatPart =
  { kind: 'text'; text: string } | { kind: 'marker'; text: string } | { kind: 'horse'; text: string };

export function parseSmartStat(line: string): SmartStatPart[] {
  const parts: SmartStatPart[] = [];
  const pattern = /\[\[([^\]]+)\]\]|\*([^*]+)\*/g;
  let from = 0;
  for (const match of line.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ kind: 'text', text: line.slice(from, at) });
    if (match[1] !== undefined) parts.push({ kind: 'marker', text: match[1] });
    else parts.push({ kind: 'horse', text: match[2] ?? '' });
    from = at + match[0].length;
  }
  if (from < line.length) parts.push({ kind: 'text', text: line.slice(from) });
  return parts;
}
