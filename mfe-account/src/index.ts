// Standalone entry for the account team: the async boundary lets shared singletons negotiate first.
import('./bootstrap');
