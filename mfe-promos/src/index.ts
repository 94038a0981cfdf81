// Standalone entry for the promos team: the async boundary lets shared singletons negotiate first.
import('./bootstrap').catch((error: unknown) => console.error('the promos remote failed to start', error));
