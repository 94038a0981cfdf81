import { Type, type Static } from 'typebox';
import { oneOf, type Same } from '@sl/server-kit';
import type { VidiprinterResponse } from '../../src/vidiprinter/types';

export const VidiprinterSchema = Type.Object({
  now: Type.String(),
  from: Type.String(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      at: Type.String(),
      kind: oneOf(['goal', 'red-card', 'full-time', 'abandoned']),
      matchId: Type.Number(),
      competition: Type.String(),
      text: Type.String(),
      path: Type.String(),
    }),
  ),
});

const _vidiprinter: Same<Static<typeof VidiprinterSchema>, VidiprinterResponse> = true;
