import '../test/text-encoder';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, authStore, type Article } from '@sl/contracts';
import NewsEditor from '../exposes/NewsEditor';
import { renderRemote, signIn, signOut } from '../test/render';
import { inputOf, emptyForm, emptyBlock } from './form-model';

const saved: Article = {
  id: '6f1c3c1e-0000-4000-8000-000000000001',
  slug: 'kelly-wins-the-darts',
  title: 'Kelly wins the darts',
  standfirst: 'A nine-darter sealed it at Wolverhampton.',
  body: [{ type: 'paragraph', text: 'A famous night.' }],
  author: { id: 'ed-1', name: 'Eddie Editor' },
  sport: 'darts',
  categories: ['reports'],
  tags: ['grand-slam'],
  publishedAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  status: 'published',
  hero: null,
};

type Call = { method: string; url: string; data: unknown; auth: unknown };
const calls: Call[] = [];
const originalAdapter = apiClient.defaults.adapter;

function answer(status: number, data: unknown, config: InternalAxiosRequestConfig) {
  if (status >= 400) return Promise.reject({ response: { status, data }, config });
  return Promise.resolve({ status, statusText: 'OK', headers: {}, config, data });
}

let login: jest.Mock<(returnPath?: string) => void>;
beforeEach(() => {
  calls.length = 0;
  login = jest.fn();
  authStore.getState().bindActions({
    ...authStore.getState().actions,
    login,
    getAccessToken: () => Promise.resolve('access-token'),
  });
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  signOut();
});

function serve(listStatus = 200) {
  apiClient.defaults.adapter = (config) => {
    calls.push({
      method: config.method ?? '',
      url: config.url ?? '',
      data: config.data ? JSON.parse(String(config.data)) : undefined,
      auth: config.headers?.Authorization,
    });
    if (config.method === 'get' && config.url === '/content/v1/editor/articles')
      return listStatus === 200
        ? answer(200, { articles: [{ ...saved, body: undefined }] }, config)
        : answer(listStatus, { error: { code: 'NOT_AN_EDITOR', message: 'Only editors' } }, config);
    if (config.method === 'post' && config.url === '/content/v1/editor/articles')
      return answer(201, { article: { ...saved, title: 'Littler takes the title in style' } }, config);
    return answer(404, { error: { code: 'NOT_FOUND', message: 'nothing here' } }, config);
  };
}

describe('NewsEditor', () => {
  it('asks a visitor to sign in and comes back to /editor', async () => {
    renderRemote(<NewsEditor />, { path: '/editor' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('/editor');
  });

  it('tells a member who is no editor so', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(403);
    signIn();
    renderRemote(<NewsEditor />, { path: '/editor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not an editor account');
    expect(logged).toHaveBeenCalledWith('api response failed', expect.anything());
    logged.mockRestore();
  });

  it('lists articles with their status, checks a new one before sending it, and publishes it with the token', async () => {
    serve();
    signIn();
    renderRemote(<NewsEditor />, { path: '/editor' });
    const table = await screen.findByRole('table', { name: /Articles/ });
    const row = within(table).getByRole('row', { name: /Kelly wins the darts/ });
    expect(row).toHaveTextContent('Published');
    expect(within(row).getByRole('button', { name: 'Unpublish Kelly wins the darts' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Write a new article' }));
    await userEvent.type(screen.getByLabelText('Headline'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('title must be at least 5 characters');
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Headline'));
    await userEvent.type(screen.getByLabelText('Headline'), 'Littler takes the title in style');
    await userEvent.type(screen.getByLabelText('Standfirst'), 'Luke Littler won the final 16-10.');
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'darts');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'reports');
    await userEvent.type(screen.getByLabelText('Tags, separated by commas'), 'Grand Slam, Luke Littler');
    await userEvent.type(screen.getByLabelText('Block 1 text'), 'A night to remember in Wolverhampton.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a block' }));
    await userEvent.selectOptions(screen.getByLabelText('Block 2 type'), 'list');
    await userEvent.type(screen.getByLabelText('Block 2 items, one per line'), 'Set one{enter}Set two');
    await userEvent.click(screen.getByRole('button', { name: 'Move block 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Littler takes the title in style” published.',
    );
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.auth).toBe('Bearer access-token');
    expect(post.data).toEqual({
      title: 'Littler takes the title in style',
      standfirst: 'Luke Littler won the final 16-10.',
      body: [
        { type: 'list', ordered: false, items: ['Set one', 'Set two'] },
        { type: 'paragraph', text: 'A night to remember in Wolverhampton.' },
      ],
      sport: 'darts',
      categories: ['reports'],
      tags: ['grand-slam', 'luke-littler'],
      hero: null,
      publish: true,
    });
  });
});

describe('the form model', () => {
  it('turns the form fields into an article input', () => {
    const form = {
      ...emptyForm(),
      title: 'A title',
      slug: ' my-slug ',
      heroSrc: '/hero.jpg',
      heroAlt: 'Hero',
      blocks: [
        { ...emptyBlock('race-card'), id: ' 20261125483 ' },
        { ...emptyBlock('match-card'), id: 'abc' },
        { ...emptyBlock('quote'), text: 'Yes', cite: ' Him ' },
      ],
    };
    expect(inputOf(form)).toMatchObject({
      slug: 'my-slug',
      hero: { src: '/hero.jpg', alt: 'Hero' },
      body: [
        { type: 'race-card', raceId: 20261125483 },
        { type: 'match-card', matchId: 0 },
        { type: 'quote', text: 'Yes', cite: 'Him' },
      ],
    });
  });
});
