/**
 * The device flow's pages (RFC 8628), where a release manager lets the release tool sign in as them: enter the
 * code the tool shows, check it, done. Same layout, styling and escaping as the sign-in pages (pages.ts).
 */
import { errorSummary, escapeHtml, field, layout, type FieldSpec, type FormState } from './pages';

const TITLE = 'Sign in the release tool';

const CODE_FIELD: FieldSpec = {
  name: 'user_code',
  label: 'Code from the release tool',
  type: 'text',
  autocomplete: 'off',
  hint: 'The release tool shows it in your terminal, for example BCDF-GHJK.',
};

/**
 * What every device form must carry besides its own fields: the provider's hidden inputs (its xsrf token, and on the
 * confirm page the code and the confirm flag). They are oidc-provider's markup, escaped by it, passed through as is.
 */
export interface DeviceForm {
  action: string;
  hiddenInputs: string;
}

function deviceForm(form: DeviceForm, fields: string, buttons: string): string {
  return `<form method="post" action="${escapeHtml(form.action)}" novalidate>
${form.hiddenInputs}
${fields}
${buttons}
</form>`;
}

/** The page that asks for the code; `notice` is a plain paragraph shown above the form (after Cancel). */
export function renderDeviceCodePage(
  nonce: string,
  form: DeviceForm,
  state: FormState = {},
  notice?: string,
): string {
  return layout(
    nonce,
    TITLE,
    `<h1>${TITLE}</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${errorSummary(state)}
<p>Enter the code the release tool shows. You will then log in, if you have not already.</p>
${deviceForm(form, field(CODE_FIELD, state), '<button type="submit">Continue</button>')}`,
  );
}

/**
 * The page that names the client and shows the code, so the person can check it is the tool they started, and
 * names the account the tool will act as when the browser is already signed in.
 */
export function renderDeviceConfirmPage(
  nonce: string,
  form: DeviceForm,
  clientLabel: string,
  userCode: string,
  signedInAs?: string,
): string {
  const client = escapeHtml(clientLabel);
  const who = signedInAs
    ? `<p>You are logged in as <strong>${escapeHtml(signedInAs)}</strong>, so ${client} will act as that account. If that is not you, choose Cancel and log out of the site first.</p>`
    : '<p>You will log in next.</p>';
  return layout(
    nonce,
    TITLE,
    `<h1>${TITLE}</h1>
<p>Do you want to let <strong>${client}</strong> sign in as you? It will then be able to make releases in your name.</p>
<p>Check that ${client} shows this code:</p>
<p class="user-code">${escapeHtml(userCode)}</p>
<p>If you did not start ${client} just now, or the code is different, choose Cancel.</p>
${who}
${deviceForm(
  form,
  '',
  `<button type="submit">Continue</button>
<button type="submit" name="abort" value="yes" class="secondary">Cancel</button>`,
)}`,
  );
}

export function renderDeviceSuccessPage(nonce: string, clientLabel: string): string {
  const client = escapeHtml(clientLabel);
  return layout(
    nonce,
    'Release tool signed in',
    `<h1>You have signed in ${client}</h1>
<p role="status">You can close this page and go back to ${client}.</p>`,
  );
}
