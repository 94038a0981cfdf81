import { useState } from 'react';
import { useLocation } from '@sl/contracts/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { BUILT_IN_REMOTES, useAuth } from '@sl/contracts';
import { type RegistryStatus } from '@sl/contracts/release';
import {
  Button,
  CardSection,
  ErrorState,
  Skeleton,
  color,
  fontWeight,
  lineHeight,
  size,
  space,
} from '@sl/ui';
import { usePageTitle } from '../page-shell/usePageTitle';
import { ConsoleApiError, consoleApi, messageOf } from './api';
import { AuditTable } from './AuditTable';
import { RegisterForm } from './RegisterForm';
import { CONSOLE_REFRESH_MS, RemotePanel } from './RemotePanel';

const Page = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: ${size.content};
  h1 {
    margin: 0;
  }
  .lead {
    margin: 0;
    max-width: ${size.prose};
    line-height: ${lineHeight.normal};
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${color.positive};
  font-weight: ${fontWeight.semibold};
`;

const PATH = '/release-console';

/**
 * The site's order (racing first), as the navigation has it, rather than the registry's alphabetical one; remotes
 * registered at runtime after the built-in ones, by name.
 */
const siteOrder = (name: string) => {
  const index = (BUILT_IN_REMOTES as readonly string[]).indexOf(name);
  return index === -1 ? BUILT_IN_REMOTES.length : index;
};
const byRemoteOrder = (a: RegistryStatus, b: RegistryStatus) =>
  siteOrder(a.name) - siteOrder(b.name) || a.name.localeCompare(b.name);

function refusal(error: unknown): string {
  if (error instanceof ConsoleApiError && error.status === 403)
    return `${error.message}. The release console is for release managers only.`;
  return messageOf(error);
}

/** The signed-in release manager's console: every remote, live, and the controls the release CLI has. */
function Console() {
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['release-console', 'list'] as const,
    queryFn: () => consoleApi.list(),
    retry: false,
    refetchInterval: CONSOLE_REFRESH_MS,
  });
  const audit = useQuery({
    queryKey: ['release-console', 'audit'] as const,
    queryFn: () => consoleApi.audit(),
    retry: false,
    enabled: list.isSuccess,
  });
  const changed = (message: string) => {
    setNotice(message);
    void client.invalidateQueries({ queryKey: ['release-console'] });
  };

  if (list.isError) return <ErrorState title={refusal(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div role="status" aria-label="Loading the registry">
        <Skeleton lines={8} />
      </div>
    );
  return (
    <>
      <Notice role="status">{notice}</Notice>
      {[...list.data].sort(byRemoteOrder).map((row) => (
        <RemotePanel key={row.name} row={row} onChanged={changed} />
      ))}
      <CardSection title="Register a new remote" titleId="release-register">
        <RegisterForm onDone={changed} />
      </CardSection>
      <CardSection title="Audit" titleId="release-audit">
        {audit.isError ? (
          <ErrorState title={messageOf(audit.error)} />
        ) : audit.data ? (
          <AuditTable entries={audit.data} />
        ) : (
          <Skeleton lines={4} />
        )}
      </CardSection>
    </>
  );
}

/** /release-console: the release console. Signed-out visitors are asked to sign in; members without the role are told. */
export function ReleaseConsolePage() {
  const { pathname } = useLocation();
  usePageTitle('Release console', pathname);
  const loggedIn = useAuth((s) => s.loggedIn);
  const login = useAuth((s) => s.actions.login);
  return (
    <Page>
      <h1>Release console</h1>
      <p className="lead">
        Each part of the site, the version live for visitors, its rollout and festival window, how it has
        fared in browsers over the last hour, and every version it has had. Changes go through the same API as
        the release CLI and are audited under your name.
      </p>
      {loggedIn ? (
        <Console />
      ) : (
        <div>
          <p>Sign in with a release manager’s account to see and change releases.</p>
          <Button type="button" variant="primary" onClick={() => login(PATH)}>
            Sign in
          </Button>
        </div>
      )}
    </Page>
  );
}
