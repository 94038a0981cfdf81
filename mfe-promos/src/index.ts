// Standalone entry for the promos team: the async boundary lets shared singletons negotiate first.
import('./bootstrap');
