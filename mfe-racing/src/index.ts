// Standalone entry for the racing team: the async boundary lets shared singletons negotiate first.
import('./bootstrap');
