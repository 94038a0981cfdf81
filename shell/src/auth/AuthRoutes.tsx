import type { ReactElement } from 'react';

/**
 * Routes the session owns (sign-in callbacks, the AMP sign-in route, the maintenance page). The app's route table
 * spreads these in, so the auth work and the site shell never edit the same file.
 */
export const authRouteElements: ReactElement[] = [];
