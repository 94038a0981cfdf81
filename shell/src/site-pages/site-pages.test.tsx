import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { SINGLE_SITE_PAGES, isKnownSitePath, preferencesStore } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import type { CaptchaProps } from '../forms/Captcha';
import { NotFoundPage } from '../app/NotFoundPage';
import { consentStore, startConsent } from '../consent/store';
import { ContactPageForm } from './ContactForm';
import { refusalFrom } from './contact';
import { SITE_PAGES, sitePageRoutes } from './routes';

jest.setTimeout(20_000);

/** Renders the routes at `path` and waits for the page's heading: a site page's code arrives in its own chunk. */
async function renderPage(path: string) {
  const view = renderInShell(
    <Routes>
      {sitePageRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    path,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('site pages', () => {
  it('privacy: what is held, lawful bases, retention and the ICO', async () => {
    await renderPage('/privacy');
    expect(heading()).toHaveTextContent('Privacy Notice');
    const table = screen.getByRole('table', { name: 'Personal data held by Sporting Life' });
    for (const row of ['Your account', 'My Stable', 'Sporting Life Plus', 'Logs and error reports'])
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute('href', 'tel:+443031231113');
  });

  it('safer gambling: support organisations with numbers, tools and what self-excluded members do not see', async () => {
    await renderPage('/safer-gambling');
    expect(heading()).toHaveTextContent('Safer Gambling');
    const orgs = screen.getByRole('list', { name: 'Support organisations' });
    for (const name of ['GamCare', 'BeGambleAware', 'GAMSTOP', 'Gamblers Anonymous UK', 'GamAid'])
      expect(within(orgs).getByRole('heading', { name: new RegExp(name) })).toBeInTheDocument();
    expect(within(orgs).getByRole('link', { name: '0808 8020 133' })).toHaveAttribute(
      'href',
      'tel:+448088020133',
    );
    for (const tool of ['Deposit limits', 'Time-outs', 'Self-exclusion'])
      expect(screen.getByText(tool)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'What is hidden while you are signed in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/bet, bingo, casino, poker or vegas/)).toBeInTheDocument();
  });

  it('help centre: questions by topic', async () => {
    await renderPage('/help');
    expect(heading()).toHaveTextContent('Help Centre');
    for (const topic of ['Your account', 'My Stable', 'Sporting Life Plus', 'Racecards and results'])
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    expect(screen.getByText('How do I read a racecard?')).toBeInTheDocument();
  });

  it('about us', async () => {
    await renderPage('/about-us');
    expect(heading()).toHaveTextContent('About Sporting Life');
    expect(screen.getByRole('heading', { name: 'How we are funded' })).toBeInTheDocument();
  });

  it('terms and conditions', async () => {
    await renderPage('/terms-and-conditions');
    expect(heading()).toHaveTextContent('Terms and Conditions');
    expect(screen.getByRole('heading', { name: '3. Sporting Life Plus' })).toBeInTheDocument();
    expect(screen.getByText(/Consumer Contracts Regulations 2013/)).toBeInTheDocument();
  });

  it('anything below a site page is not found, in the page and in its status', async () => {
    await renderPage('/privacy/anything');
    expect(heading()).toHaveTextContent('Page not found');
    expect(Object.keys(SITE_PAGES).sort()).toEqual([...SINGLE_SITE_PAGES].sort());
    for (const path of SINGLE_SITE_PAGES) {
      expect([path, isKnownSitePath(path)]).toEqual([path, true]);
      expect([path, isKnownSitePath(`${path}/anything`)]).toEqual([path, false]);
    }
  });
});

describe('cookies policy', () => {
  let undo: () => void = () => undefined;
  beforeEach(() => {
    window.localStorage.clear();
    undo = startConsent();
  });
  afterEach(() => {
    undo();
    act(() => {
      consentStore.setState({ record: null });
      preferencesStore.getState().actions.reset();
    });
    window.localStorage.clear();
  });

  it('lists the real keys by category, and its controls grant and withdraw consent', async () => {
    await renderPage('/cookies-policy');
    const functional = screen.getByRole('table', { name: 'Functional' });
    for (const key of ['sl-preferences', 'featureConfig', 'freeBetsVisited', 'promotionSeen'])
      expect(within(functional).getByRole('rowheader', { name: key })).toBeInTheDocument();
    const essential = screen.getByRole('table', { name: 'Essential' });
    expect(within(essential).getByRole('rowheader', { name: 'sl-consent' })).toBeInTheDocument();
    expect(screen.getByTestId('consent-status')).toHaveTextContent('You have not made a choice yet');

    const panel = screen.getByTestId('consent-panel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(screen.getByTestId('consent-status')).toHaveTextContent('functional on, analytics on');
    act(() => preferencesStore.getState().actions.setPreference('horseShowResults', true));
    expect(window.localStorage.length).toBe(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Withdraw consent (essential only)' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Consent withdrawn');
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.key(0)).toBe('sl-consent');
    expect(within(panel).getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
  });
});

function SolvedCaptcha({ onToken, resetKey }: CaptchaProps) {
  useEffect(() => onToken(`token-${resetKey ?? 0}`), [onToken, resetKey]);
  return null;
}

/** jsdom has no Response: the little the form reads of one. */
const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

describe('contact page form', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('lists what to fix, then sends and says so', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => reply(201, { id: 1, status: 'sent' }));
    globalThis.fetch = fetchMock;
    renderInShell(<ContactPageForm CaptchaWidget={SolvedCaptcha} />, '/contact-us');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your name',
      'Enter your email address, so we can reply',
      'Choose what your message is about',
      'Enter your message',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Racecards and results');
    await userEvent.type(screen.getByLabelText('Your message'), 'Could the going be shown on the card?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      /Error: Enter an email address in the correct format/,
    );

    await userEvent.type(screen.getByLabelText('Email address'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, your message has been sent. We will reply to ada@example.com',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/');
    expect((init?.headers as Record<string, string>)['x-captcha-token']).toBe('token-0');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Racecards and results',
    });
  });

  it('shows a refusal from the endpoint in words, against its field', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      reply(400, { error: { code: 'BAD_REQUEST', message: 'body/email must match format "email"' } }),
    );
    renderInShell(<ContactPageForm CaptchaWidget={SolvedCaptcha} />, '/contact-us');
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Tips');
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email address: must match format "email"');
  });

  it('reads the endpoint refusals', () => {
    expect(refusalFrom(403, { error: { code: 'CAPTCHA_REFUSED', message: 'x' } }).message).toMatch(
      /verification/,
    );
    expect(refusalFrom(413, null).message).toMatch(/too long/);
    expect(
      refusalFrom(400, { error: { message: 'body/subject must NOT have more than 200 characters' } }),
    ).toMatchObject({
      field: 'topic',
    });
    expect(refusalFrom(502, null).message).toBe('The message could not be sent (error 502).');
  });
});
