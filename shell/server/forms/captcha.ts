import { ProofOfWorkCaptcha, type Db } from '@sl/server-kit';

/** The feedback and contact forms' captcha, signed with the shell's key; used solutions are kept a day. */
export function formsCaptcha(db: Db, hmacKey: string): ProofOfWorkCaptcha {
  return new ProofOfWorkCaptcha({ db, hmacKey, usedTable: 'captcha_used', keepUsed: '1 day' });
}
