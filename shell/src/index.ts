// Chunks the shell loads at run time carry this page's CSP nonce (webpack puts __webpack_nonce__ on the script
// elements it creates): libraries that add a style element take the nonce from the script that is running (the
// captcha does), and the page's policy allows no inline style without it (server/page/style-nonce.ts).
declare let __webpack_nonce__: string | undefined;
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) __webpack_nonce__ = nonce;

// The async boundary: shared singletons are negotiated before any application code runs (nothing is eager).
import('./bootstrap').catch((error: unknown) => console.error('the shell failed to start', error));
