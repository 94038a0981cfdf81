import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Scroll, Table } from '../RecordsTable';
import type { GuideBlock } from './content';
import { borderWidth, color, fontWeight, space } from '@sl/ui';

const Example = styled.div`
  border-left: ${borderWidth.bar} solid ${color.accent};
  background: ${color.page};
  padding: ${space.sm} ${space.md};
  margin: ${space.md} 0;
  p {
    margin: 0 0 ${space.xs};
    font-weight: ${fontWeight.bold};
  }
  ul {
    margin: 0;
    padding-left: ${space.lg};
  }
`;

/** A guide's structured blocks as React elements (headings are h2 under the guide's h1). */
export function GuideBlocks({ blocks }: { blocks: readonly GuideBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'heading':
            return <h2 key={i}>{block.text}</h2>;
          case 'list': {
            const items = block.items.map((item) => <li key={item}>{item}</li>);
            return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'example':
            return (
              <Example key={i} data-testid="guide-example">
                <p>Example: {block.title}</p>
                <ul>
                  {block.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Example>
            );
          case 'table':
            return (
              <Scroll key={i} label={block.caption}>
                <Table $wrap>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row.join('|')}>
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={c}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            );
          case 'link':
            return (
              <p key={i}>
                <Link to={block.to}>{block.text}</Link>
              </p>
            );
        }
      })}
    </>
  );
}
