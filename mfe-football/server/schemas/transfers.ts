import { Type, type Static } from 'typebox';
import { oneOf, type Same } from '@sl/server-kit';
import type { TransfersResponse } from '../../src/transfers/types';

const WindowInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  opens: Type.String(),
  closes: Type.String(),
  state: oneOf(['upcoming', 'open', 'closed']),
});

const Club = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  league: Type.Object({ id: Type.Number(), name: Type.String() }),
});

export const TransferStatusSchema = oneOf(['confirmed', 'rumour', 'collapsed']);

export const TransfersSchema = Type.Object({
  window: WindowInfo,
  windows: Type.Array(WindowInfo),
  leagues: Type.Array(Type.Object({ id: Type.Number(), name: Type.String() })),
  clubs: Type.Array(Type.Object({ id: Type.Number(), name: Type.String(), leagueId: Type.Number() })),
  transfers: Type.Array(
    Type.Object({
      id: Type.String(),
      window: Type.String(),
      player: Type.Object({ id: Type.Number(), name: Type.String(), position: Type.String() }),
      from: Club,
      to: Club,
      fee: Type.Union([
        Type.Object({ kind: Type.Literal('fee'), millions: Type.Number() }),
        Type.Object({ kind: Type.Literal('loan') }),
        Type.Object({ kind: Type.Literal('free') }),
      ]),
      feeText: Type.String(),
      date: Type.String(),
      status: TransferStatusSchema,
      path: Type.Union([Type.String(), Type.Null()]),
      note: Type.String(),
    }),
  ),
});

const _transfers: Same<Static<typeof TransfersSchema>, TransfersResponse> = true;
