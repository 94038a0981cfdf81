/** The profile pages live in their feature folder; the app's page table imports them from here. */
export { ProfilePage } from '../profiles/ProfilePage';
