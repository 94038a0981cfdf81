// The shell's site pages, loaded as one chunk when one of them is shown (routes.tsx).
export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { CookiesPolicyPage } from './CookiesPolicyPage';
export { HelpPage } from './HelpPage';
export { PrivacyPage } from './PrivacyPage';
export { SaferGamblingPage } from './SaferGamblingPage';
export { TermsPage } from './TermsPage';
