import { Type, type Static } from 'typebox';
import type { ProofOfWorkCaptcha, Same } from '@sl/server-kit';

/** What a stored feedback or contact message answers (201). */
export const SentSchema = Type.Object({ id: Type.Number(), status: Type.Literal('sent') });

/** The proof-of-work challenge as altcha-lib makes it; the widget reads every field, so all are listed. */
export const ChallengeSchema = Type.Object({
  codeChallenge: Type.Optional(
    Type.Object({
      image: Type.String(),
      audio: Type.Optional(Type.String()),
      length: Type.Optional(Type.Number()),
    }),
  ),
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Number(),
    keyLength: Type.Number(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Number()),
    parallelism: Type.Optional(Type.Number()),
    expiresAt: Type.Optional(Type.Number()),
    data: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    ),
  }),
  signature: Type.Optional(Type.String()),
});

const _challenge: Same<
  Static<typeof ChallengeSchema>,
  Awaited<ReturnType<ProofOfWorkCaptcha['challenge']>>
> = true;
