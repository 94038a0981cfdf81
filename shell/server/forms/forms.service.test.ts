import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import type { Db } from '@sl/server-kit';
import type { FormsRepository } from './repository';

const feedback = {
  type: 'Something I like',
  score: 10,
  feedback: 'Racecards load fast.',
  current_url: 'http://localhost/racing',
  user_agent: 'jest',
};
const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question about racecards.',
  current_url: 'http://localhost/',
};

describe.each(testDatabases())('feedback and contact forms on $label', ({ open }) => {
  let shell: TestShell;
  let base: string;
  let forms: FormsRepository;
  let db: Db;

  beforeEach(async () => {
    db = await open();
    shell = await startTestShell(db);
    base = shell.base;
    forms = shell.built.forms;
  });
  afterEach(() => shell.close());

  /** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
  async function solvedToken(): Promise<string> {
    const res = await fetch(`${base}/api/shell/v1/captcha`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const postFeedback = (body: unknown) =>
    fetch(`${base}/api/shell/v1/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const postContact = (body: unknown, token?: string) =>
    fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-captcha-token': token } : {}) },
      body: JSON.stringify(body),
    });

  it('stores feedback with a solved captcha, and refuses the same captcha twice', async () => {
    const captcha = await solvedToken();
    const res = await postFeedback({ ...feedback, name: 'Ada', captcha });
    expect(res.status).toBe(201);
    expect(await forms.listFeedback()).toEqual([
      {
        type: 'Something I like',
        score: 10,
        feedback: 'Racecards load fast.',
        currentUrl: 'http://localhost/racing',
        userAgent: 'jest',
        userName: 'Ada',
      },
    ]);
    const replay = await postFeedback({ ...feedback, captcha });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('CAPTCHA_REFUSED');
    expect(await forms.listFeedback()).toHaveLength(1);
  });

  it('refuses feedback without a valid captcha and stores nothing', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'x' },
        solution: { counter: 1 },
      }),
    ).toString('base64');
    for (const captcha of [forged, 'not-base64-json', 'e30=']) {
      const res = await postFeedback({ ...feedback, captcha });
      expect(res.status).toBe(403);
    }
    const missing = await postFeedback(feedback);
    expect(missing.status).toBe(400);
    expect(await forms.listFeedback()).toEqual([]);
  });

  it('answers 400 for every bad field before any captcha work', async () => {
    const captcha = 'irrelevant';
    for (const bad of [
      { ...feedback, type: 'Something I hate' },
      { ...feedback, score: 11 },
      { ...feedback, score: -1 },
      { ...feedback, score: 5.5 },
      { ...feedback, feedback: '' },
      { ...feedback, feedback: '   ' },
      { ...feedback, feedback: 'x'.repeat(2001) },
      { ...feedback, extra: 1 },
      { type: feedback.type },
    ]) {
      const res = await postFeedback({ ...bad, captcha });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect((await postFeedback('{not json')).status).toBe(400);
  });

  it('answers 413 for a huge body', async () => {
    const res = await postFeedback({ ...feedback, feedback: 'x'.repeat(40_000), captcha: 'x' });
    expect(res.status).toBe(413);
  });

  it('stores a contact message posted to the site root with the captcha in a header', async () => {
    const token = await solvedToken();
    const res = await postContact(contact, token);
    expect(res.status).toBe(201);
    expect(await forms.listContacts()).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A question about racecards.',
      },
    ]);
    expect((await postContact(contact, token)).status).toBe(403);
  });

  it('refuses contact without a captcha (400) or with a bad one (403), and bad fields (400)', async () => {
    expect((await postContact(contact)).status).toBe(400);
    expect((await postContact(contact, 'bogus')).status).toBe(403);
    for (const bad of [
      { ...contact, email: 'not-an-email' },
      { ...contact, name: '' },
      { ...contact, message: 'x'.repeat(4001) },
    ]) {
      expect((await postContact(bad, 'bogus')).status).toBe(400);
    }
    expect(await forms.listContacts()).toEqual([]);
  });

  it('answers the page with 404 for unknown paths and 200 for known ones', async () => {
    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('sl-shell-config');
    for (const known of ['/', '/greyhounds/racecards', '/privacy', '/sites/bet', '/widgets/x']) {
      expect((await fetch(`${base}${known}`)).status).toBe(200);
    }
  });

  it('at start deletes contact messages and feedback older than 12 months, keeping younger ones', async () => {
    await forms.saveContact({ ...contact, subject: 'a year and a day old' }, 'jest');
    await forms.saveContact({ ...contact, subject: 'a day short of a year old' }, 'jest');
    await forms.saveFeedback(feedback as Parameters<FormsRepository['saveFeedback']>[0]);
    await db.query(
      `UPDATE contact_messages SET received_at = now() - interval '366 days' WHERE subject LIKE 'a year%'`,
    );
    await db.query(
      `UPDATE contact_messages SET received_at = now() - interval '364 days' WHERE subject LIKE 'a day%'`,
    );
    await db.query(`UPDATE feedback SET received_at = now() - interval '400 days'`);
    // The purge runs when the service starts (and daily after): a second shell on the same database starts now.
    const restarted = await startTestShell(db);
    try {
      expect((await forms.listContacts()).map((c) => c.subject)).toEqual(['a day short of a year old']);
      expect(await forms.listFeedback()).toEqual([]);
    } finally {
      await restarted.built.app.close();
    }
  });
});
