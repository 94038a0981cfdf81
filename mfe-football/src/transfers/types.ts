/** A transfer window as the page shows it. */
export interface TransferWindowInfo {
  /** "summer-2026", "january-2027". */
  id: string;
  /** "Summer 2026". */
  name: string;
  /** ISO instants: the window opens at midnight and shuts at its deadline (UK time). */
  opens: string;
  closes: string;
  state: 'upcoming' | 'open' | 'closed';
}

export type TransferStatus = 'confirmed' | 'rumour' | 'collapsed';

export type TransferFee = { kind: 'fee'; millions: number } | { kind: 'loan' } | { kind: 'free' };

export interface TransferClub {
  id: number;
  name: string;
  league: { id: number; name: string };
}

export interface Transfer {
  id: string;
  window: string;
  /** The player, with his position ("Goalkeeper", "Defender"...). */
  player: { id: number; name: string; position: string };
  from: TransferClub;
  to: TransferClub;
  fee: TransferFee;
  /** "£42m", "£750k", "Loan", "Free". */
  feeText: string;
  /** Day of the deal, or of the latest report for a rumour (YYYY-MM-DD, UK). */
  date: string;
  status: TransferStatus;
  /** The player page (confirmed deals: he plays for his new club). */
  path: string | null;
  /** One line of reporting: "Personal terms agreed", "Stayed at Brentford when the window shut"... */
  note: string;
}

/** GET /api/football/v1/transfers?window=&league=&club=&status= */
export interface TransfersResponse {
  window: TransferWindowInfo;
  /** The windows the centre covers, newest first: the next or open one and the two before it. */
  windows: TransferWindowInfo[];
  /** Leagues and clubs that appear in this window, for the filters. */
  leagues: Array<{ id: number; name: string }>;
  clubs: Array<{ id: number; name: string; leagueId: number }>;
  transfers: Transfer[];
}
