import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES, everyReplica, forbidden, type JobLease } from '@sl/server-kit';
import { ChallengeSchema, SentSchema } from './answers';
import type { ProofOfWorkCaptcha } from '@sl/server-kit';
import type { FormsRepository } from './repository';
import { CAPTCHA_HEADER, ContactBody, ContactHeaders, FeedbackBody, FORM_LIMITS } from './schemas';

const CAPTCHA_PATH = '/api/shell/v1/captcha';
const FEEDBACK_PATH = '/api/shell/v1/feedback';
/** The contact form posts to the site root (spec document 2, section 7). */
const CONTACT_PATH = '/';

/** Contact messages and feedback are kept for 12 months (privacy notice), checked at start and daily. */
const FORM_RETENTION_DAYS = 365;
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

const CAPTCHA_REFUSED = 'The captcha was missing, invalid, expired or already used. Please try again.';

export interface FormsRoutesOptions {
  repo: FormsRepository;
  captcha: ProofOfWorkCaptcha;
  /** Whether this replica is the one to purge (server-kit's job leases; a purge run twice deletes nothing more). */
  purgeLease?: JobLease;
}

const sent = { 201: SentSchema, ...ERROR_RESPONSES };

/** Feedback and contact forms, both behind the proof-of-work captcha, both stored in the shell's database. */
export const formsRoutes: FastifyPluginAsyncTypebox<FormsRoutesOptions> = async (
  app,
  { repo, captcha, purgeLease = everyReplica },
) => {
  const purge = async () => {
    if (!(await purgeLease('shell:form-purge', PURGE_EVERY_MS))) return;
    await repo
      .purgeOlderThan(FORM_RETENTION_DAYS)
      .then((gone) => {
        if (gone.contacts + gone.feedback > 0) app.log.info(gone, 'expired form submissions deleted');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'form retention purge failed'));
  };
  let timer: ReturnType<typeof setInterval> | null = null;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.get(
    CAPTCHA_PATH,
    { schema: { response: { 200: ChallengeSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await captcha.challenge()),
  );

  app.post(
    FEEDBACK_PATH,
    { bodyLimit: FORM_LIMITS.body, schema: { body: FeedbackBody, response: sent } },
    async (request, reply) => {
      const { captcha: token, ...feedback } = request.body;
      if ((await captcha.verify(token)) !== 'ok') throw forbidden(CAPTCHA_REFUSED, 'CAPTCHA_REFUSED');
      const id = await repo.saveFeedback(feedback);
      return reply.status(201).send({ id, status: 'sent' });
    },
  );

  app.post(
    CONTACT_PATH,
    { bodyLimit: FORM_LIMITS.body, schema: { body: ContactBody, headers: ContactHeaders, response: sent } },
    async (request, reply) => {
      const token = request.headers[CAPTCHA_HEADER];
      if (typeof token !== 'string' || (await captcha.verify(token)) !== 'ok')
        throw forbidden(CAPTCHA_REFUSED, 'CAPTCHA_REFUSED');
      const agent = String(request.headers['user-agent'] ?? '').slice(0, FORM_LIMITS.userAgent);
      const id = await repo.saveContact(request.body, agent);
      return reply.status(201).send({ id, status: 'sent' });
    },
  );
};
