// Standalone entry for the account team: the async boundary lets shared singletons negotiate first.
import('./bootstrap').catch((error: unknown) => console.error('the account remote failed to start', error));
