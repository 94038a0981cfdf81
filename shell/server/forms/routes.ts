import { forbidden, type AppInstance } from '@sl/server-kit';
import type { Captcha } from './captcha';
import type { FormsRepository } from './repository';
import { CAPTCHA_HEADER, ContactBody, ContactHeaders, FeedbackBody, FORM_LIMITS } from './schemas';

export const CAPTCHA_PATH = '/api/shell/v1/captcha';
export const FEEDBACK_PATH = '/api/shell/v1/feedback';
/** The contact form posts to the site root (spec document 2, section 7). */
export const CONTACT_PATH = '/';

const CAPTCHA_REFUSED = 'The captcha was missing, invalid, expired or already used. Please try again.';

/** Feedback and contact forms, both behind the proof-of-work captcha, both stored in the shell's database. */
export async function formsRoutes(app: AppInstance, repo: FormsRepository, captcha: Captcha) {
  app.get(CAPTCHA_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await captcha.challenge()),
  );

  app.post(
    FEEDBACK_PATH,
    { bodyLimit: FORM_LIMITS.body, schema: { body: FeedbackBody } },
    async (request, reply) => {
      const { captcha: token, ...feedback } = request.body;
      if (!(await captcha.verify(token))) throw forbidden(CAPTCHA_REFUSED, 'CAPTCHA_REFUSED');
      const id = await repo.saveFeedback(feedback);
      return reply.status(201).send({ id, status: 'sent' });
    },
  );

  app.post(
    CONTACT_PATH,
    { bodyLimit: FORM_LIMITS.body, schema: { body: ContactBody, headers: ContactHeaders } },
    async (request, reply) => {
      const token = request.headers[CAPTCHA_HEADER];
      if (typeof token !== 'string' || !(await captcha.verify(token)))
        throw forbidden(CAPTCHA_REFUSED, 'CAPTCHA_REFUSED');
      const agent = String(request.headers['user-agent'] ?? '').slice(0, FORM_LIMITS.userAgent);
      const id = await repo.saveContact(request.body, agent);
      return reply.status(201).send({ id, status: 'sent' });
    },
  );
}
