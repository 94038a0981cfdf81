import { useDeferredValue, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@sl/contracts/federation';
import { layout, px, size, borderWidth, color, fontWeight, radius, space } from '@sl/ui';
import {
  GLOSSARY,
  glossaryAnchor,
  glossaryIndex,
  glossaryLetter,
  searchGlossary,
  type GlossaryTerm,
} from '@sl/contracts/glossary';

const Search = styled.div`
  margin: ${space.md} 0;
  label {
    display: block;
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space.xs};
  }
  input {
    width: 100%;
    max-width: ${size.dialog};
    padding: ${space.sm} ${space.sm};
    font: inherit;
    border: ${borderWidth.hairline} solid ${color.muted};
    border-radius: ${radius.sm};
  }
`;

const Index = styled.nav`
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    padding: 0;
    margin: ${space.sm} 0 ${space.lg};
  }
  a,
  span {
    display: inline-block;
    min-width: ${size.target};
    min-height: ${size.target};
    line-height: ${size.target};
    text-align: center;
    border-radius: ${radius.sm};
  }
  a {
    background: ${color.primary};
    color: ${color.onPrimary};
    text-decoration: none;
    font-weight: ${fontWeight.bold};
  }
  span {
    color: ${color.muted};
  }
`;

const Terms = styled.dl`
  dt {
    font-weight: ${fontWeight.bold};
    margin-top: ${space.md};
    scroll-margin-top: ${px(layout.headerHeightDesktop + 8)};
  }
  dd {
    margin: ${space.xxs} 0 0;
  }
  dd small {
    color: ${color.muted};
  }
`;

function TermList({ terms }: { terms: readonly GlossaryTerm[] }) {
  // Grouped by letter so the index links land on a letter's heading.
  const groups = new Map<string, GlossaryTerm[]>();
  for (const t of terms)
    groups.set(glossaryLetter(t.term), [...(groups.get(glossaryLetter(t.term)) ?? []), t]);
  return (
    <>
      {[...groups].map(([letter, group]) => (
        <section key={letter} aria-labelledby={`letter-${letter}`}>
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <Terms>
            {group.map((t) => (
              <div key={t.term} data-testid="glossary-term">
                <dt id={glossaryAnchor(t.term)}>{t.term}</dt>
                <dd>
                  {t.definition}
                  {t.aliases?.length ? (
                    <>
                      {' '}
                      <small>Also: {t.aliases.join(', ')}.</small>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </Terms>
        </section>
      ))}
    </>
  );
}

/** /racing/abc-guide: racing's terms explained, searchable as you type, with an A–Z index. */
export function AbcGuidePage() {
  const [query, setQuery] = useState('');
  // What is typed before the page hydrates would filter nothing: the box takes input once React listens.
  const hydrated = useHydrated();
  const deferred = useDeferredValue(query);
  const terms = useMemo(() => searchGlossary(deferred), [deferred]);
  const index = useMemo(() => glossaryIndex(terms), [terms]);
  const inputId = useId();
  const hintId = useId();
  const searching = deferred.trim() !== '';
  return (
    <>
      <h1>ABC guide to racing</h1>
      <p>
        {GLOSSARY.length} racing and betting terms explained, from ante-post to yielding: what you meet on a
        race card, in a result and on a betting slip.
      </p>
      <Search role="search" aria-label="ABC guide">
        <label htmlFor={inputId}>Search the guide</label>
        <input
          id={inputId}
          type="search"
          value={query}
          disabled={!hydrated}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={hintId} aria-live="polite" data-testid="glossary-count">
          {searching
            ? terms.length === 0
              ? `No terms match “${deferred.trim()}”.`
              : `${terms.length} ${terms.length === 1 ? 'term matches' : 'terms match'} “${deferred.trim()}”.`
            : `Showing all ${terms.length} terms.`}
        </p>
      </Search>
      <Index aria-label="Terms A to Z">
        <ol>
          {index.map(({ letter, count }) => (
            <li key={letter}>
              {count > 0 ? (
                <a
                  href={`#letter-${letter}`}
                  aria-label={`${letter}: ${count} ${count === 1 ? 'term' : 'terms'}`}
                >
                  {letter}
                </a>
              ) : (
                <span>{letter}</span>
              )}
            </li>
          ))}
        </ol>
      </Index>
      <TermList terms={terms} />
    </>
  );
}
