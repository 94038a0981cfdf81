import { ProofOfWorkCaptcha, type Db } from '@sl/server-kit';

/**
 * The proof-of-work captcha sign-in asks for once a client has failed THROTTLE.captchaAfter times (ALTCHA, as the
 * shell's feedback forms use it), signed with the account service's own key. Used solutions are kept an hour: past
 * it every challenge issued before has expired, so a replay fails anyway.
 */
export function signInCaptcha(db: Db, hmacKey: string, clock?: () => Date): ProofOfWorkCaptcha {
  return new ProofOfWorkCaptcha({
    db,
    hmacKey,
    usedTable: 'sign_in_captcha_used',
    keepUsed: '1 hour',
    clock,
  });
}
