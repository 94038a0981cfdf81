import type { Db } from '@sl/server-kit';
import type { ContactBody, FeedbackBody } from './schemas';

export interface StoredFeedback {
  type: string;
  score: number;
  feedback: string;
  currentUrl: string;
  userAgent: string;
  userName: string | null;
}

export class FormsRepository {
  constructor(private readonly db: Db) {}

  async saveFeedback(body: Omit<FeedbackBody, 'captcha'>): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO feedback (type, score, feedback, current_url, user_agent, user_name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [body.type, body.score, body.feedback, body.current_url, body.user_agent, body.name ?? null],
    );
    return Number(row?.id);
  }

  async saveContact(body: ContactBody, userAgent: string): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO contact_messages (name, email, subject, message, current_url, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [body.name, body.email, body.subject, body.message, body.current_url, userAgent],
    );
    return Number(row?.id);
  }

  /**
   * Deletes contact messages and feedback received more than `days` ago (the retention the privacy notice
   * states). Answers how many of each went.
   */
  async purgeOlderThan(days: number): Promise<{ contacts: number; feedback: number }> {
    const contacts = await this.db.query<{ id: string }>(
      'DELETE FROM contact_messages WHERE received_at < now() - make_interval(days => $1) RETURNING id',
      [days],
    );
    const feedback = await this.db.query<{ id: string }>(
      'DELETE FROM feedback WHERE received_at < now() - make_interval(days => $1) RETURNING id',
      [days],
    );
    return { contacts: contacts.length, feedback: feedback.length };
  }

  async listFeedback(): Promise<StoredFeedback[]> {
    const rows = await this.db.query<{
      type: string;
      score: number;
      feedback: string;
      current_url: string;
      user_agent: string;
      user_name: string | null;
    }>('SELECT type, score, feedback, current_url, user_agent, user_name FROM feedback ORDER BY id');
    return rows.map((r) => ({
      type: r.type,
      score: Number(r.score),
      feedback: r.feedback,
      currentUrl: r.current_url,
      userAgent: r.user_agent,
      userName: r.user_name,
    }));
  }

  async listContacts(): Promise<{ name: string; email: string; subject: string; message: string }[]> {
    return this.db.query('SELECT name, email, subject, message FROM contact_messages ORDER BY id');
  }
}
