/** Server-rendered sign-in and registration pages, styled like the site (navy and gold). */
import { randomBytes } from 'node:crypto';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f7;color:#141b26}
  header{background:#0b1f3a;min-height:52px;display:flex;align-items:center;padding:0 16px}
  header a{color:#f2b705;font-weight:800;font-size:1.25rem;text-decoration:none}
  main{max-width:440px;margin:32px auto;padding:24px;background:#fff;border:1px solid #d5dbe5;border-radius:6px}
  h1{margin-top:0;font-size:1.5rem;color:#0b1f3a}
  label{display:block;font-weight:700;margin:16px 0 4px}
  input{width:100%;padding:10px;border:1px solid #4a5568;border-radius:4px;font-size:1rem}
  input[aria-invalid="true"]{border:2px solid #b42318}
  input:focus,button:focus,a:focus{outline:3px solid #f2b705;outline-offset:2px}
  .hint{color:#4a5568;font-size:.9rem;margin:4px 0 0}
  .field-error{color:#b42318;font-weight:600;margin:4px 0 0}
  .summary{border:2px solid #b42318;padding:12px;border-radius:4px;color:#b42318;margin-bottom:8px}
  button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:4px;background:#0b1f3a;color:#fff;
    font-weight:700;font-size:1rem;cursor:pointer}
  button.secondary{margin-top:12px;background:#fff;color:#0b1f3a;border:2px solid #0b1f3a}
  .user-code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.75rem;font-weight:700;letter-spacing:.1em}
  p.switch{margin-top:20px}
  .captcha{margin-top:20px}
  a{color:#0b1f3a}
`;

/** A fresh nonce for one page's inline style (the only inline content the pages have; they run no inline script). */
export const pageNonce = () => randomBytes(16).toString('base64');

/**
 * The pages' Content-Security-Policy: nothing loads but the nonced style, forms post only to the provider or the
 * site's origins (the post redirects on to the site's callback), and no one may frame them. A login page that asks
 * for the captcha also loads the widget's module, worker and stylesheet from this origin ('self'): still no inline
 * script, no eval, no blob: worker and no connection (the challenge is in the page).
 */
export function pageCsp(nonce: string, formOrigins: string[] = [], captcha = false): string {
  return [
    "default-src 'none'",
    ...(captcha
      ? ["script-src 'self'", "worker-src 'self'", `style-src 'self' 'nonce-${nonce}'`]
      : [`style-src 'nonce-${nonce}'`]),
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function layout(nonce: string, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Sporting Life</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>${head}
</head>
<body>
<header><a href="/" aria-label="Sporting Life home">Sporting Life</a></header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  hint?: string;
}

export interface FormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** An error about the whole form (wrong password, too many attempts), announced first. */
  formError?: string;
}

/**
 * Where a page that asks for the captcha loads it from: the account service's own origin, under the provider's
 * path (/openid, which the shell's gateway forwards here). captcha-assets.ts serves these.
 */
export const CAPTCHA_ASSETS = '/openid/captcha';
const CAPTCHA_SCRIPT = `${CAPTCHA_ASSETS}/sign-in.js`;
const CAPTCHA_STYLE = `${CAPTCHA_ASSETS}/altcha.css`;

/** The widget's stylesheet and module, in the head of a page that asks for the captcha only. */
const CAPTCHA_HEAD = `
<link rel="stylesheet" href="${CAPTCHA_STYLE}">
<script type="module" src="${CAPTCHA_SCRIPT}"></script>`;

/**
 * The proof-of-work check inside the login form: the widget solves the challenge written into the page as soon as
 * it loads and puts the solution in a hidden field named "altcha". Proof of work needs script; without it the
 * page says so (the post is then refused with the same message as any missing check).
 */
function captchaField(challenge: string): string {
  return `<div class="captcha">
<p class="hint">After several failed attempts from this device, we ask your browser to solve a
quick check before the next one. It runs by itself; wait for the tick.</p>
<altcha-widget name="altcha" auto="onload" challenge="${escapeHtml(challenge)}"></altcha-widget>
<noscript><p class="field-error">This check needs JavaScript. Please turn it on to log in.</p></noscript>
</div>`;
}

export function field(spec: FieldSpec, state: FormState): string {
  const id = `field-${spec.name}`;
  const error = state.errors?.[spec.name];
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const value = spec.type === 'password' ? '' : (state.values?.[spec.name] ?? '');
  return `<label for="${id}">${escapeHtml(spec.label)}</label>
<input id="${id}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required
  value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function errorSummary(state: FormState): string {
  const messages = [state.formError, ...Object.values(state.errors ?? {})].filter(Boolean) as string[];
  if (messages.length === 0) return '';
  return `<div class="summary" role="alert" id="form-errors"><strong>There is a problem</strong><ul>${messages
    .map((m) => `<li>${escapeHtml(m)}</li>`)
    .join('')}</ul></div>`;
}

const LOGIN_FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
];

const REGISTER_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Full name', type: 'text', autocomplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'email' },
  {
    name: 'password',
    label: 'Create a password',
    type: 'password',
    autocomplete: 'new-password',
    hint: 'At least 10 characters.',
  },
];

/** The form each page posts: the error summary first, then the CSRF token, the fields and the one button. */
function postForm(
  action: string,
  csrf: string,
  fields: FieldSpec[],
  state: FormState,
  submit: string,
  extra = '',
): string {
  return `${errorSummary(state)}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
${fields.map((f) => field(f, state)).join('\n')}${extra}
<button type="submit">${submit}</button>
</form>`;
}

/** The login page; with a captcha challenge (JSON) it carries the widget, the only page with a script. */
export function renderLoginPage(
  nonce: string,
  uid: string,
  csrf: string,
  state: FormState = {},
  captchaChallenge?: string,
): string {
  const action = `/openid/interaction/${encodeURIComponent(uid)}/login`;
  const captcha = captchaChallenge ? `\n${captchaField(captchaChallenge)}` : '';
  return layout(
    nonce,
    'Log in',
    `<h1>Log in to Sporting Life</h1>
${postForm(action, csrf, LOGIN_FIELDS, state, 'Log in', captcha)}
<p class="switch">New here? <a href="/openid/interaction/${encodeURIComponent(uid)}/register">Register for free</a></p>`,
    captchaChallenge ? CAPTCHA_HEAD : '',
  );
}

export function renderRegisterPage(nonce: string, uid: string, csrf: string, state: FormState = {}): string {
  const action = `/openid/interaction/${encodeURIComponent(uid)}/register`;
  return layout(
    nonce,
    'Register',
    `<h1>Register for free</h1>
<p>Step 1 of 2: your details</p>
${postForm(action, csrf, REGISTER_FIELDS, state, 'Create account')}
<p class="switch">Already a member? <a href="/openid/interaction/${encodeURIComponent(uid)}">Log in</a></p>`,
  );
}

export function renderErrorPage(nonce: string, message: string): string {
  return layout(
    nonce,
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p>`,
  );
}
