import { useQuery } from '@tanstack/react-query';
import { apiClient, type MeetingGoing, type NonRunner, type ProfileKind } from '@sl/contracts';
import { type RacingProfileView, type FastResultsDay, type ResultsDay } from '@sl/contracts/race-history';
import { useRacingLive } from '../live/useRacingLive';

async function get<T>(path: string, signal: AbortSignal): Promise<T> {
  return (await apiClient.get<T>(path, { signal })).data;
}

export function useResults(date: string) {
  useRacingLive();
  return useQuery({
    queryKey: ['racing', 'results', date],
    queryFn: ({ signal }) => get<ResultsDay>(`/horse-racing/v2/racing/results/${date}`, signal),
  });
}

export function useFastResults() {
  useRacingLive();
  return useQuery({
    queryKey: ['racing', 'fast-results'],
    queryFn: ({ signal }) => get<FastResultsDay>('/horse-racing/v2/racing/fast-results', signal),
  });
}

export function useNonRunners(date: string) {
  useRacingLive();
  return useQuery({
    queryKey: ['racing', 'non-runners', date],
    queryFn: ({ signal }) =>
      get<{ date: string; nonRunners: NonRunner[] }>(`/horse-racing/v2/racing/non-runners/${date}`, signal),
  });
}

export function useGoing(date: string) {
  return useQuery({
    queryKey: ['racing', 'going', date],
    queryFn: ({ signal }) =>
      get<{ date: string; meetings: MeetingGoing[] }>(`/horse-racing/v2/racing/going/${date}`, signal),
  });
}

export function useProfile(kind: ProfileKind, code: string) {
  return useQuery({
    queryKey: ['racing', 'profile', kind, code],
    queryFn: ({ signal }) =>
      get<RacingProfileView>(`/horse-racing/v2/racing/profiles/${kind}/${code}`, signal),
    retry: false,
  });
}
