import type { Language } from '@pinacoteca/contracts/constants';

/** What the dev sign-in page suggests: any address works. */
export const SAMPLE_PERSON = { email: 'dev.investor@example.com', name: 'Dev Investor' };

const TEXTS = {
  en: {
    badge: 'Development stand-in for Google',
    title: 'Sign in with Google',
    lead: 'This server runs outside production without a Google client, so this page takes the place of Google’s sign-in. Type any e-mail and name: Pinacoteca receives them as a Google account with a confirmed address.',
    email: 'E-mail',
    name: 'Name',
    continue: 'Continue',
    cancel: 'Cancel',
    returnsTo: 'Then you return to',
    production: 'With a Google client configured, and always in production, this step is Google’s own page.',
    goneTitle: 'This sign-in cannot continue',
    goneText: 'It has expired or is already finished. Go back to Pinacoteca and choose “Continue with Google” again.',
  },
  ru: {
    badge: 'Замена Google для разработки',
    title: 'Вход через Google',
    lead: 'Сервер работает не в production и без клиента Google, поэтому эта страница заменяет вход Google. Введите любые адрес и имя — Pinacoteca получит их как аккаунт Google с подтверждённым адресом.',
    email: 'Электронная почта',
    name: 'Имя',
    continue: 'Продолжить',
    cancel: 'Отмена',
    returnsTo: 'Затем вы вернётесь на',
    production: 'Когда клиент Google настроен, и всегда в production, на этом шаге открывается страница самого Google.',
    goneTitle: 'Этот вход нельзя продолжить',
    goneText: 'Срок истёк, или вход уже завершён. Вернитесь в Pinacoteca и снова выберите «Войти через Google».',
  },
} satisfies Record<Language, Record<string, string>>;

export type DevPageText = keyof (typeof TEXTS)['en'];

export const devPageText = (language: Language, key: DevPageText): string => TEXTS[language][key];

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const GOOGLE_MARK = `<svg width="28" height="28" viewBox="0 0 48 48" aria-hidden="true"><path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/><path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/><path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/><path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  background:#f1f3f4;color:#202124;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{width:100%;max-width:448px;background:#fff;border:1px solid #dadce0;border-radius:12px;overflow:hidden}
.badge{margin:0;padding:10px 24px;background:#fef7e0;border-bottom:1px solid #f9e3a3;color:#7a4f01;
  font-size:13px;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
.body{padding:28px 24px 24px}
h1{margin:16px 0 8px;font-size:24px;font-weight:500}
p{margin:0 0 16px;color:#5f6368;font-size:14px}
label{display:block;margin:16px 0 6px;font-size:14px;font-weight:500}
input{width:100%;padding:12px 14px;border:1px solid #dadce0;border-radius:6px;font:inherit;color:inherit}
input:focus{outline:2px solid #1a73e8;outline-offset:-1px;border-color:#1a73e8}
input[aria-invalid=true]{border-color:#d93025}
.error{margin:6px 0 0;color:#d93025;font-size:13px}
.actions{display:flex;flex-direction:row-reverse;flex-wrap:wrap;gap:12px;margin-top:24px}
button,a.button{padding:10px 22px;border-radius:6px;border:1px solid transparent;font:inherit;font-size:14px;
  font-weight:500;cursor:pointer;text-decoration:none}
.primary{background:#1a73e8;color:#fff}
.secondary{background:#fff;color:#1a73e8;border-color:#dadce0}
.note{margin:24px 0 0;padding-top:16px;border-top:1px solid #eee;font-size:13px;overflow-wrap:anywhere}
`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(TEXTS[language].badge)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">${escape(TEXTS[language].badge)}</p>
<div class="body">${body}</div>
</main>
</body>
</html>`;
}

export interface SignInPage {
  language: Language;
  /** Where the form is posted: this interaction's path. */
  action: string;
  redirectUri: string;
  values: { email: string; name: string };
  errors?: { email?: string; name?: string };
}

/** The login step: any e-mail and name, prefilled with a sample person. */
export function signInPage({ language, action, redirectUri, values, errors = {} }: SignInPage): string {
  const t = TEXTS[language];
  const field = (id: 'email' | 'name', type: string, autocomplete: string) => {
    const error = errors[id];
    return `<label for="${id}">${escape(t[id])}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" value="${escape(values[id])}"${
      error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }${id === 'email' ? ' required' : ''}>
${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}`;
  };
  return layout(
    language,
    t.title,
    `${GOOGLE_MARK}
<h1>${escape(t.title)}</h1>
<p>${escape(t.lead)}</p>
<form method="post" action="${escape(action)}" novalidate>
${field('email', 'email', 'email')}
${field('name', 'text', 'name')}
<!-- Continue comes first so that Enter continues; the row shows it on the right. -->
<div class="actions">
<button class="primary" type="submit" name="action" value="continue">${escape(t.continue)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escape(t.cancel)}</button>
</div>
</form>
<p class="note">${escape(t.returnsTo)} ${escape(new URL(redirectUri).origin)}.<br>${escape(t.production)}</p>`,
  );
}

/** A sign-in that cannot go on (expired, finished, unknown). */
export function problemPage(language: Language, title: string, text: string): string {
  return layout(language, title, `${GOOGLE_MARK}<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}
