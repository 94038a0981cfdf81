// Standalone entry for the racing team: the async boundary lets shared singletons negotiate first.
import('./bootstrap').catch((error: unknown) => console.error('the racing remote failed to start', error));
