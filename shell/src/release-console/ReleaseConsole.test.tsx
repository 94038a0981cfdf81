import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, signedOutState } from '@sl/contracts';
import { type RegistryStatus, type ReleaseRecord, type RemoteRates } from '@sl/contracts/release';
import { renderInShell } from '../test-support/render';
import { ReleaseConsolePage } from './ReleaseConsolePage';
import { planWords, ratePoints } from './describe';

const NOW = '2026-11-29T12:00:00.000Z';

const row = (name: string, extra: Partial<RegistryStatus> = {}): RegistryStatus => ({
  name,
  scope: name,
  routes: null,
  apiPrefix: null,
  apiUpstream: null,
  entry: `https://cdn.example/${name}/v2/mf-manifest.json`,
  version: 'v2',
  enabled: true,
  windowFrom: null,
  windowTo: null,
  windowEntry: null,
  windowVersion: null,
  previousEntry: `https://cdn.example/${name}/v1/mf-manifest.json`,
  previousVersion: 'v1',
  lastGoodEntry: `https://cdn.example/${name}/v1/mf-manifest.json`,
  lastGoodVersion: 'v1',
  rolloutEntry: null,
  rolloutVersion: null,
  rolloutPlan: null,
  rolloutStartedAt: null,
  updatedAt: NOW,
  rolloutShare: null,
  health: [],
  ...extra,
});

const release = (id: number, version: string, live: boolean): ReleaseRecord => ({
  id,
  remote: 'racing',
  version,
  entry: `https://cdn.example/racing/${version}/mf-manifest.json`,
  integrity: 'sha384-abc',
  verified: true,
  actor: 'rita@example.com',
  at: NOW,
  reason: `${version} for the card`,
  rolledBackAt: null,
  rolledBackBy: null,
  live,
});

const minutes = (failAt: number[]) =>
  Array.from({ length: 60 }, (_, i) => ({
    at: new Date(Date.parse(NOW) - (59 - i) * 60_000).toISOString(),
    pages: 10,
    failures: failAt.includes(i) ? 5 : 0,
  }));

const rates = (remote: string): RemoteRates => ({
  remote,
  from: '2026-11-29T11:01:00.000Z',
  to: '2026-11-29T12:01:00.000Z',
  bucketSeconds: 60,
  versions: [
    { version: 'v2', pages: 600, failures: 0, points: minutes([]) },
    { version: 'v3', pages: 600, failures: 10, points: minutes([58, 59]) },
  ],
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** The release API as the console sees it: answers by path, and every request kept. */
function fakeApi(answer: (sent: Sent) => { status: number; body: unknown } | undefined) {
  const sent: Sent[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('authorization'),
    };
    sent.push(request);
    const reply = answer(request) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'no route' } },
    };
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return sent;
}

const racingWithRollout = row('racing', {
  rolloutVersion: 'v3',
  rolloutEntry: 'https://cdn.example/racing/v3/mf-manifest.json',
  rolloutPlan: 'canary:10:30m',
  rolloutStartedAt: NOW,
  rolloutShare: 10,
});

function registryAnswers(sent: Sent) {
  if (sent.path === '/admin/registry') return { status: 200, body: [racingWithRollout, row('football')] };
  if (sent.path === '/admin/registry/audit?limit=20')
    return {
      status: 200,
      body: [
        {
          id: 1,
          at: NOW,
          remote: 'racing',
          action: 'rollout',
          actor: 'rita@example.com',
          reason: 'new cards',
          before: row('racing'),
          after: racingWithRollout,
        },
      ],
    };
  const history = /^\/admin\/registry\/(\w+)\/history\?limit=20$/.exec(sent.path);
  if (history)
    return { status: 200, body: [release(4, 'v3', false), release(3, 'v2', true), release(2, 'v1', false)] };
  const rated = /^\/admin\/registry\/(\w+)\/rates$/.exec(sent.path);
  if (rated) return { status: 200, body: rates(rated[1] as string) };
  return undefined;
}

const signIn = (token: string | null) => {
  const login = jest.fn();
  act(() =>
    authStore.setState({
      ...signedOutState,
      loggedIn: token !== null,
      actions: {
        login,
        register: jest.fn(),
        logout: jest.fn(),
        getAccessToken: async () => token,
      },
    }),
  );
  return login;
};

afterEach(() => act(() => authStore.setState({ ...signedOutState })));

describe('the release console', () => {
  it('asks a signed-out visitor to sign in, and brings them back to the console', async () => {
    const login = signIn(null);
    renderInShell(<ReleaseConsolePage />, '/release-console');
    expect(screen.getByRole('heading', { level: 1, name: 'Release console' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('/release-console');
  });

  it('tells a member without the role, in the API’s words', async () => {
    signIn('member-token');
    fakeApi(() => ({
      status: 403,
      body: {
        error: { code: 'NOT_A_RELEASE_MANAGER', message: 'free@example.com is not a release manager' },
      },
    }));
    renderInShell(<ReleaseConsolePage />, '/release-console');
    expect(
      await screen.findByText(
        /free@example.com is not a release manager\. The release console is for release managers only\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows each remote live, its rollout, its hour by version and its history, as the signed-in person', async () => {
    signIn('rita-token');
    const sent = fakeApi(registryAnswers);
    renderInShell(<ReleaseConsolePage />, '/release-console');
    const racing = await screen.findByRole('region', { name: 'Racing' });
    expect(within(racing).getByTestId('live-racing')).toHaveTextContent('v2');
    expect(within(racing).getByTestId('rollout-racing')).toHaveTextContent(
      /v3 to 10 % of visitors \(canary: 10 % for 30m, then everyone\), started/,
    );
    // The chart's caption, and the same points as a table for screen readers.
    const chart = await within(racing).findByTestId('rates-v3');
    expect(within(chart).getAllByText('Failure rate of v3, last hour')).toHaveLength(2);
    expect(within(chart).getAllByRole('row')).toHaveLength(13);
    expect(within(racing).getByText('1.7 % failed (10 of 600 pages)')).toBeInTheDocument();
    expect(within(racing).getByRole('button', { name: 'Roll back to v1 (racing)' })).toBeInTheDocument();
    // v3 is rolling out: promoted or stopped from the panel, never "rolled back to".
    expect(within(racing).getByText('Rolling out')).toBeInTheDocument();
    expect(within(racing).queryByRole('button', { name: 'Roll back to v3 (racing)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Football' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'new cards' })).toBeInTheDocument();
    expect(sent.every((s) => s.authorization === 'Bearer rita-token')).toBe(true);
  });

  it('rolls back to any earlier version in one click and a reason, through the CLI’s own request', async () => {
    signIn('rita-token');
    const sent = fakeApi((s) =>
      s.method === 'POST' && s.path === '/admin/registry/racing/rollback'
        ? { status: 200, body: row('racing', { version: 'v1' }) }
        : registryAnswers(s),
    );
    renderInShell(<ReleaseConsolePage />, '/release-console');
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to v1 (racing)' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll racing back to v1?' });
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back to v1' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Say why/);
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    expect(within(dialog).getByLabelText('Reason (required)')).toHaveFocus(); // back to the field to fill in
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'v2 shows the wrong going');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back to v1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/registry/racing/rollback',
      body: { to: 'v1', reason: 'v2 shows the wrong going' },
      authorization: 'Bearer rita-token',
    });
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'racing rolled back: v1 is live.'),
    ).toBe(true);
  });

  it('keeps the dialog open with the API’s refusal', async () => {
    signIn('rita-token');
    fakeApi((s) =>
      s.method === 'POST'
        ? { status: 409, body: { error: { code: 'CONFLICT', message: 'racing has no rollout running' } } }
        : registryAnswers(s),
    );
    renderInShell(<ReleaseConsolePage />, '/release-console');
    await userEvent.click(await screen.findByRole('button', { name: 'Promote rollout' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote v3 to every visitor?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'clean for an hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('racing has no rollout running');
  });

  it('releases a canary through the rollout request, and shows why a build is refused', async () => {
    signIn('rita-token');
    const sent = fakeApi((s) =>
      s.method === 'PUT'
        ? {
            status: 422,
            body: {
              error: { code: 'RELEASE_REFUSED', message: 'The manifest answered 404: nothing was changed' },
            },
          }
        : registryAnswers(s),
    );
    renderInShell(<ReleaseConsolePage />, '/release-console');
    const football = await screen.findByRole('region', { name: 'Football' });
    await userEvent.click(within(football).getByText('Release a new build of football'));
    const form = within(football).getByRole('form', { name: 'Release a build of football' });
    await userEvent.type(
      within(form).getByLabelText('Manifest URL'),
      'https://cdn.example/football/f9/mf-manifest.json',
    );
    await userEvent.type(within(form).getByLabelText('Version label (optional)'), 'f9');
    await userEvent.type(within(form).getByLabelText('Reason (required)'), 'new fixtures page');
    await userEvent.click(within(form).getByRole('button', { name: 'Check and release' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The manifest answered 404: nothing was changed',
    );
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/admin/registry/football/rollout',
      body: {
        entry: 'https://cdn.example/football/f9/mf-manifest.json',
        version: 'f9',
        plan: 'canary:10:30m',
        reason: 'new fixtures page',
      },
    });
  });

  /** Fills the console's register form: `fields` by label, then the reason. */
  const fillRegistration = async (form: HTMLElement, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries({
      Name: 'stats-desk',
      'Manifest URL': 'https://cdn.example/stats/1.0.0/mf-manifest.json',
      ...fields,
      'Reason (required)': 'stats team live',
    }))
      await userEvent.type(within(form).getByLabelText(label), value);
  };

  it('asks for a section’s module and name before sending a registration', async () => {
    signIn('rita-token');
    const sent = fakeApi(registryAnswers);
    renderInShell(<ReleaseConsolePage />, '/release-console');
    const section = await screen.findByRole('region', { name: 'Register a new remote' });
    const form = within(section).getByRole('form', { name: 'Register a new remote' });
    await fillRegistration(form, { Address: '/stats-desk' });
    // The upstream's hint names the prefix the remote gets: its own name under /api.
    expect(within(form).getByText(/Where \/api\/stats-desk is forwarded/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A section needs its exposed module and its name too.',
    );
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('sends the CLI’s register request with the section and API, and shows the refusal in the API’s words', async () => {
    signIn('rita-token');
    const sent = fakeApi((s) =>
      s.method === 'PUT'
        ? {
            status: 400,
            body: { error: { code: 'BAD_REQUEST', message: 'The route /racing is the site’s own already' } },
          }
        : registryAnswers(s),
    );
    renderInShell(<ReleaseConsolePage />, '/release-console');
    const form = await screen.findByRole('form', { name: 'Register a new remote' });
    await fillRegistration(form, {
      'Scope (optional)': 'statsdesk',
      Address: '/racing',
      'Exposed module': 'StatsApp',
      'Section name': 'Stats desk',
      'API upstream (optional)': 'http://stats.internal:3100',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The route /racing is the site’s own already',
    );
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/admin/registry/stats-desk/registration',
      authorization: expect.stringMatching(/rita-token/),
      body: {
        scope: 'statsdesk',
        entry: 'https://cdn.example/stats/1.0.0/mf-manifest.json',
        routes: [{ path: '/racing', module: 'StatsApp', label: 'Stats desk' }],
        api: { prefix: '/api/stats-desk', upstream: 'http://stats.internal:3100' },
        reason: 'stats team live',
      },
    });
  });
});

describe('the console’s wording', () => {
  it('reads every rollout plan', () => {
    expect(planWords('fixed:25')).toBe('fixed at 25 %');
    expect(planWords('linear:10:5m')).toBe('linear: 10 % more every 5m');
    expect(planWords('odd')).toBe('odd');
  });

  it('groups an hour of minutes into twelve five-minute failure rates', () => {
    const points = ratePoints(rates('racing').versions[1]!);
    expect(points).toHaveLength(12);
    expect(points.slice(0, 11).every((p) => p.y === 0)).toBe(true);
    expect(points[11]).toMatchObject({ pages: 50, failures: 10, y: 20 });
  });
});
