import { useEffect, useRef, useState } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { apiClient, FOOTBALL_EMPTY } from '@sl/contracts';
import { announcement, mergeLines } from './merge';
import type { VidiprinterItem, VidiprinterResponse } from './types';
import { ErrorState, VisuallyHidden, borderWidth, color, radius, font, space, LoadingBlock } from '@sl/ui';

/** The vidiprinter asks for new lines this often. */
const VIDIPRINTER_POLL_MS = 20_000;

const Lines = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  font-family: ${font.mono};
  background: ${color.brand};
  color: ${color.onBrand};
  border-radius: ${radius.md};
  li {
    display: grid;
    grid-template-columns: 3.5em minmax(0, 1fr);
    gap: ${space.sm};
    padding: ${space.xs} ${space.sm};
    border-bottom: ${borderWidth.hairline} solid ${color.brandAlt};
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
  }
  small {
    display: block;
    opacity: 0.85;
  }
  strong {
    color: ${color.accent};
  }
`;

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

const LABEL: Record<VidiprinterItem['kind'], string> = {
  goal: 'Goal',
  'red-card': 'Red card',
  'full-time': 'Full time',
  abandoned: 'Abandoned',
};

/** /football/live/vidiprinter: every goal, sending-off and final score as it happens, newest first. */
export function VidiprinterPage() {
  const [lines, setLines] = useState<VidiprinterItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [spoken, setSpoken] = useState('');
  const since = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const query = since.current ? `?since=${encodeURIComponent(since.current)}` : '';
        const { data } = await apiClient.get<VidiprinterResponse>(`/football/v1/vidiprinter${query}`, {
          signal: controller.signal,
        });
        const first = since.current === null;
        since.current = data.now;
        setLines((shown) => mergeLines(shown, data.items));
        // The first answer is the page itself; only what arrives afterwards is announced.
        if (!first) setSpoken(announcement(data.items));
        setLoaded(true);
        setFailed(false);
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), VIDIPRINTER_POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <h1>Vidiprinter</h1>
      <p>
        Every goal, red card and final score from the matches we cover, the moment it happens, newest first.
        The page updates itself every {VIDIPRINTER_POLL_MS / 1000} seconds.
      </p>
      <VisuallyHidden as="p" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </VisuallyHidden>
      {failed && <ErrorState title="The vidiprinter could not be updated; it will try again shortly." />}
      {!loaded ? (
        <LoadingBlock label="Loading the vidiprinter…" />
      ) : lines.length === 0 ? (
        <>
          <p>{FOOTBALL_EMPTY.live}</p>
          <p>Goals, red cards and results of the last 24 hours will appear here as they happen.</p>
        </>
      ) : (
        <Lines aria-label="Latest goals, red cards and results" data-testid="vidiprinter">
          {lines.map((l) => (
            <li key={l.id} data-kind={l.kind}>
              <time dateTime={l.at}>{time(l.at)}</time>
              <span>
                <small>
                  {l.competition} · {LABEL[l.kind]}
                </small>
                <Link to={l.path}>{l.kind === 'full-time' ? <strong>{l.text}</strong> : l.text}</Link>
              </span>
            </li>
          ))}
        </Lines>
      )}
    </>
  );
}
