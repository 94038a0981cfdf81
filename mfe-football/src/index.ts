// Standalone entry for the football team: the async boundary lets shared singletons negotiate first.
import('./bootstrap').catch((error: unknown) => console.error('the football remote failed to start', error));
