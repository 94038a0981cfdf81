// The async boundary: shared singletons are negotiated before any application code runs (nothing is eager).
import('./bootstrap').catch((error: unknown) => console.error('the shell failed to start', error));
