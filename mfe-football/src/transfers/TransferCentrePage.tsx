import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { apiClient, teamPath } from '@sl/contracts';
import type { Transfer, TransferStatus, TransfersResponse, TransferWindowInfo } from './types';
import {
  ErrorState,
  Badge,
  Select,
  type BadgeTone,
  size,
  borderWidth,
  color,
  radius,
  space,
  LoadingBlock,
} from '@sl/ui';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  margin: ${space.md} 0;
  select {
    min-height: ${size.target};
    max-width: 100%;
  }
`;

const Deals = styled.ul`
  list-style: none;
  padding: 0;
  li {
    background: ${color.surface};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.sm} ${space.md};
    margin-bottom: ${space.sm};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${space.xxs} 0;
  }
`;

const STATUS_TONE: Record<TransferStatus, BadgeTone> = {
  confirmed: 'positive',
  rumour: 'info',
  collapsed: 'neutral',
};

const STATUS_LABEL: Record<TransferStatus, string> = {
  confirmed: 'Done deal',
  rumour: 'Rumour',
  collapsed: 'Did not happen',
};

const dateText = (iso: string, withTime = false) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/London',
  }).format(new Date(iso));

function windowLine(w: TransferWindowInfo): string {
  if (w.state === 'open') return `The ${w.name} window is open until ${dateText(w.closes, true)}.`;
  if (w.state === 'upcoming') return `The ${w.name} window opens on ${dateText(w.opens)}.`;
  return `The ${w.name} window ran from ${dateText(w.opens)} to ${dateText(w.closes, true)}.`;
}

function ClubLink({ club }: { club: Transfer['to'] }) {
  const path = teamPath(club.name, club.id);
  return path ? <Link to={path}>{club.name}</Link> : <>{club.name}</>;
}

function Deal({ t }: { t: Transfer }) {
  return (
    <li data-testid="transfer" data-status={t.status}>
      <p>
        <Badge tone={STATUS_TONE[t.status]}>{STATUS_LABEL[t.status]}</Badge>{' '}
        <strong>{t.path ? <Link to={t.path}>{t.player.name}</Link> : t.player.name}</strong> (
        {t.player.position.toLowerCase()}): <ClubLink club={t.from} /> to <ClubLink club={t.to} />,{' '}
        {t.feeText}
      </p>
      <p>
        <time dateTime={t.date}>{dateText(`${t.date}T12:00:00Z`)}</time> · {t.note}
      </p>
    </li>
  );
}

/** /football/transfer-centre: a window's done deals and rumours, by league and club. */
export function TransferCentrePage() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of ['window', 'league', 'club', 'status']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const qs = query.toString();
  const { data, isPending, isError } = useQuery({
    queryKey: ['football', 'transfers', qs] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<TransfersResponse>(`/football/v1/transfers${qs ? `?${qs}` : ''}`, { signal }))
        .data,
    refetchInterval: 300_000,
    retry: false,
    // The filters stay in place while another selection loads.
    placeholderData: (previous) => previous,
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A club belongs to a league: choosing another league or window clears it.
    if (key === 'league' || key === 'window') next.delete('club');
    setParams(next, { replace: true });
  };
  const league = params.get('league') ?? '';
  const clubs = (data?.clubs ?? []).filter((c) => !league || String(c.leagueId) === league);
  const done = (data?.transfers ?? []).filter((t) => t.status === 'confirmed');
  const talk = (data?.transfers ?? []).filter((t) => t.status !== 'confirmed');
  return (
    <>
      <h1>Transfer centre</h1>
      {data && <p>{windowLine(data.window)}</p>}
      <Filters aria-label="Filter transfers" onSubmit={(e) => e.preventDefault()}>
        <Select
          label="Window"
          value={data?.window.id ?? ''}
          onChange={(v) => set('window', v)}
          options={(data?.windows ?? []).map((w) => ({
            value: w.id,
            label: `${w.name}${w.state === 'open' ? ' (open)' : w.state === 'upcoming' ? ' (rumours)' : ''}`,
          }))}
        />
        <Select
          label="League"
          value={league}
          onChange={(v) => set('league', v)}
          options={[
            { value: '', label: 'All leagues' },
            ...(data?.leagues ?? []).map((l) => ({ value: String(l.id), label: l.name })),
          ]}
        />
        <Select
          label="Club"
          value={params.get('club') ?? ''}
          onChange={(v) => set('club', v)}
          options={[
            { value: '', label: 'All clubs' },
            ...clubs.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          label="Status"
          value={params.get('status') ?? ''}
          onChange={(v) => set('status', v)}
          options={[
            { value: '', label: 'Deals and rumours' },
            { value: 'confirmed', label: 'Done deals' },
            { value: 'rumour', label: 'Rumours' },
            { value: 'collapsed', label: 'Did not happen' },
          ]}
        />
      </Filters>
      {isPending ? (
        <LoadingBlock label="Loading transfers…" />
      ) : isError || !data ? (
        <ErrorState title="The transfer centre could not be loaded. Please try again." />
      ) : (
        <>
          <h2>Done deals</h2>
          {done.length ? (
            <Deals aria-label="Done deals">
              {done.map((t) => (
                <Deal key={t.id} t={t} />
              ))}
            </Deals>
          ) : (
            <p>
              No completed deals{' '}
              {data.window.state === 'upcoming' ? 'yet: the window has not opened' : 'match these filters'}.
            </p>
          )}
          <h2>Rumours and talks</h2>
          {talk.length ? (
            <Deals aria-label="Rumours and talks">
              {talk.map((t) => (
                <Deal key={t.id} t={t} />
              ))}
            </Deals>
          ) : (
            <p>No rumours match these filters.</p>
          )}
        </>
      )}
    </>
  );
}
