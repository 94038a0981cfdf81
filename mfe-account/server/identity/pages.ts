/** Server-rendered sign-in and registration pages, styled like the site (navy and gold). */

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
  p.switch{margin-top:20px}
  a{color:#0b1f3a}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Sporting Life</title>
<style>${STYLE}</style>
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
  /** An error about the whole form (wrong password, locked), announced first. */
  formError?: string;
}

function field(spec: FieldSpec, state: FormState): string {
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

function errorSummary(state: FormState): string {
  const messages = [state.formError, ...Object.values(state.errors ?? {})].filter(Boolean) as string[];
  if (messages.length === 0) return '';
  return `<div class="summary" role="alert" id="form-errors"><strong>There is a problem</strong><ul>${messages
    .map((m) => `<li>${escapeHtml(m)}</li>`)
    .join('')}</ul></div>`;
}

export const LOGIN_FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
];

export const REGISTER_FIELDS: FieldSpec[] = [
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

export function renderLoginPage(uid: string, csrf: string, state: FormState = {}): string {
  const action = `/openid/interaction/${encodeURIComponent(uid)}/login`;
  return layout(
    'Log in',
    `<h1>Log in to Sporting Life</h1>
${errorSummary(state)}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
${LOGIN_FIELDS.map((f) => field(f, state)).join('\n')}
<button type="submit">Log in</button>
</form>
<p class="switch">New here? <a href="/openid/interaction/${encodeURIComponent(uid)}/register">Register for free</a></p>`,
  );
}

export function renderRegisterPage(uid: string, csrf: string, state: FormState = {}): string {
  const action = `/openid/interaction/${encodeURIComponent(uid)}/register`;
  return layout(
    'Register',
    `<h1>Register for free</h1>
<p>Step 1 of 2: your details</p>
${errorSummary(state)}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
${REGISTER_FIELDS.map((f) => field(f, state)).join('\n')}
<button type="submit">Create account</button>
</form>
<p class="switch">Already a member? <a href="/openid/interaction/${encodeURIComponent(uid)}">Log in</a></p>`,
  );
}

export function renderErrorPage(message: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p>`,
  );
}
