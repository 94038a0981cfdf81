import { type RaceCardEntry } from '@sl/contracts';
import { parseSmartStat } from '@sl/contracts/race-history';
import styled from 'styled-components';
import { Card, CardTitle, color, space } from '@sl/ui';
import { runnerAnchor } from './anchors';

const Box = styled(Card)`
  margin: ${space.lg} 0;
  ul {
    margin: 0;
    padding-left: ${space.lg};
    display: grid;
    gap: ${space.xs};
  }
  a {
    color: ${color.link};
  }
`;

/** Smart stats with the number or percentage emphasised and horse names linked to their runner. */
export function SmartStats({ lines, entries }: { lines: string[]; entries: RaceCardEntry[] }) {
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0) return null;
  const codeOf = (name: string) => entries.find((e) => e.horseName === name)?.horseCode;
  return (
    <Box as="section" aria-labelledby="racing-smart-stats">
      <CardTitle id="racing-smart-stats">Smart stats</CardTitle>
      <ul>
        {shown.map((line, i) => (
          <li key={i}>
            {parseSmartStat(line).map((part, j) => {
              if (part.kind === 'marker') return <strong key={j}>{part.text}</strong>;
              if (part.kind === 'horse') {
                const code = codeOf(part.text);
                return code ? (
                  <a key={j} href={`#${runnerAnchor(code)}`}>
                    {part.text}
                  </a>
                ) : (
                  <span key={j}>{part.text}</span>
                );
              }
              return <span key={j}>{part.text}</span>;
            })}
          </li>
        ))}
      </ul>
    </Box>
  );
}
