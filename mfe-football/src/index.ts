// Standalone entry for the football team: the async boundary lets shared singletons negotiate first.
import('./bootstrap');
