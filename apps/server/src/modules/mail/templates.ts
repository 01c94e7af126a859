import type { Language } from '@pinacoteca/contracts/constants';
import { formatDecimalText } from '@pinacoteca/contracts/messages';

export interface RenderedMail {
  template: TemplateName;
  subject: string;
  text: string;
  html: string;
}

interface LinkMail {
  username: string;
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  validity: (hours: number) => string;
  ignore: string;
}

/** The brand as the logo writes it, in every language. */
const SIGNATURE = 'Pinacoteca';

const hours = {
  en: (n: number) => (n === 1 ? 'one hour' : `${n} hours`),
  ru: (n: number) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    if (n === 1) return 'одного часа';
    if (mod10 === 1 && mod100 !== 11) return `${n} часа`;
    return `${n} часов`;
  },
};

const days = {
  en: (n: number) => (n === 1 ? 'one day' : `${n} days`),
  ru: (n: number) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    if (mod10 === 1 && mod100 !== 11) return `${n} день`;
    if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} дня`;
    return `${n} дней`;
  },
};

/** How every message greets the person. */
const GREETING = {
  en: (name: string) => `Hello, ${name}!`,
  ru: (name: string) => `Здравствуйте, ${name}!`,
};
/** The validity note of single-use links. */
const SINGLE_USE = {
  en: (h: number) => `The link works for ${hours.en(h)} and only once.`,
  ru: (h: number) => `Ссылка действует в течение ${hours.ru(h)} и только один раз.`,
};

const COPY = {
  // No name in the greeting: the nickname is whatever the registrant typed, and the address may be
  // a stranger's (an outside tester sent "Hello, Claim your prize at evil.example/win now!" to one).
  confirm_email: {
    en: {
      subject: 'Confirm your e-mail for Pinacoteca',
      greeting: () => 'Hello!',
      body: 'Thank you for registering. Confirm your e-mail address to finish creating your account.',
      button: 'Confirm e-mail',
      validity: SINGLE_USE.en,
      ignore: 'If you did not register, ignore this message: no account will be created without confirmation.',
    },
    ru: {
      subject: 'Подтвердите почту для Pinacoteca',
      greeting: () => 'Здравствуйте!',
      body: 'Спасибо за регистрацию. Подтвердите адрес почты, чтобы завершить создание аккаунта.',
      button: 'Подтвердить почту',
      validity: SINGLE_USE.ru,
      ignore:
        'Если вы не регистрировались, просто проигнорируйте это письмо: без подтверждения аккаунт не будет создан.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Pinacoteca password',
      greeting: GREETING.en,
      body: 'Someone asked to reset the password of your account. Follow the link to choose a new one.',
      button: 'Choose a new password',
      validity: SINGLE_USE.en,
      ignore: 'If it was not you, ignore this message: your password stays as it is.',
    },
    ru: {
      subject: 'Восстановление пароля в Pinacoteca',
      greeting: GREETING.ru,
      body: 'Поступил запрос на сброс пароля вашего аккаунта. Перейдите по ссылке, чтобы задать новый.',
      button: 'Задать новый пароль',
      validity: SINGLE_USE.ru,
      ignore: 'Если это были не вы, проигнорируйте письмо: пароль останется прежним.',
    },
  },
  recover_account: {
    en: {
      subject: 'Restore your Pinacoteca account',
      greeting: GREETING.en,
      body: 'You asked to restore your removed account. Follow the link to bring it back as it was.',
      button: 'Restore the account',
      validity: SINGLE_USE.en,
      ignore: 'If it was not you, ignore this message and consider changing your password.',
    },
    ru: {
      subject: 'Восстановление аккаунта в Pinacoteca',
      greeting: GREETING.ru,
      body: 'Вы запросили восстановление удалённого аккаунта. Перейдите по ссылке, чтобы вернуть его.',
      button: 'Восстановить аккаунт',
      validity: SINGLE_USE.ru,
      ignore: 'Если это были не вы, проигнорируйте письмо и смените пароль.',
    },
  },
  account_removed: {
    en: {
      subject: 'Your Pinacoteca account is removed',
      greeting: GREETING.en,
      body: 'Your account has been removed. Until it is erased you can still sign in and restore it.',
      button: 'Restore the account',
      validity: (h: number) => `After ${days.en(h / 24)} its personal data is erased for good.`,
      ignore: 'If you did not remove it, restore it now and change your password.',
    },
    ru: {
      subject: 'Ваш аккаунт в Pinacoteca удалён',
      greeting: GREETING.ru,
      body: 'Ваш аккаунт удалён. Пока он не стёрт, вы можете войти и восстановить его.',
      button: 'Восстановить аккаунт',
      validity: (h: number) => `Через ${days.ru(h / 24)} его личные данные будут стёрты безвозвратно.`,
      ignore: 'Если вы его не удаляли, восстановите аккаунт и смените пароль.',
    },
  },
} as const satisfies Record<string, Record<Language, Copy>>;

export type TemplateName =
  | keyof typeof COPY
  | keyof typeof PAINTING_COPY
  | 'sign_in_failures'
  | 'kyc_decision'
  | 'inbox_reply'
  | 'withdraw_address_added'
  | 'withdraw_address_removed'
  | 'sale_payout_address'
  | 'operator_decision'
  | 'reconciliation_alert'
  | 'security_notice'
  | 'value_sent'
  | 'value_received'
  | 'refund';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Letter {
  subject: string;
  greeting: string;
  /** A paragraph is a text, or a list of lines kept together (e.g. failed attempts). */
  paragraphs: (string | string[])[];
  button: string;
  link: string;
  /** Small print under the button (how long the link works, what to do if it was not you). */
  notes?: string[];
}

/** One layout for every message: the text part, and HTML in tables with inline styles (what mail clients render reliably). */
function renderLetter(template: TemplateName, letter: Letter, language: Language): RenderedMail {
  const signature = SIGNATURE;
  const notes = letter.notes ?? [];
  const text = [
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [...(typeof p === 'string' ? [p] : p), '']),
    letter.link,
    '',
    ...(notes.length ? [...notes, ''] : []),
    `— ${signature}`,
  ].join('\n');
  const link = escapeHtml(letter.link);
  const paragraph = (content: string | string[], last: boolean) =>
    `<tr><td style="font-size:16px;line-height:1.5;padding-bottom:${last ? 24 : 12}px">${
      typeof content === 'string' ? escapeHtml(content) : content.map(escapeHtml).join('<br>')
    }</td></tr>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f1e8;font-family:Georgia,'Times New Roman',serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1e8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:16px">${escapeHtml(signature)}</td></tr>
${[letter.greeting, ...letter.paragraphs].map((p, i, all) => paragraph(p, i === all.length - 1)).join('\n')}
<tr><td style="padding-bottom:24px"><a href="${link}" style="display:inline-block;background:#7a5a1c;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-size:16px">${escapeHtml(letter.button)}</a></td></tr>
${notes.map((note) => `<tr><td style="font-size:13px;line-height:1.5;color:#6b5d4f;padding-bottom:8px">${escapeHtml(note)}</td></tr>`).join('\n')}
<tr><td style="font-size:12px;line-height:1.5;color:#9a8c7d;word-break:break-all"><a href="${link}" style="color:#9a8c7d">${link}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { template, subject: letter.subject, text, html };
}

function linkMail(template: keyof typeof COPY, data: LinkMail, language: Language): RenderedMail {
  const copy: Copy = COPY[template][language];
  return renderLetter(
    template,
    {
      subject: copy.subject,
      greeting: copy.greeting(data.username),
      paragraphs: [copy.body],
      button: copy.button,
      link: data.link,
      notes: [copy.validity(data.validHours), copy.ignore],
    },
    language,
  );
}

export const confirmEmailMail = (data: LinkMail, language: Language) => linkMail('confirm_email', data, language);
export const resetPasswordMail = (data: LinkMail, language: Language) => linkMail('reset_password', data, language);
export const recoverAccountMail = (data: LinkMail, language: Language) => linkMail('recover_account', data, language);
/** `validHours`: how long the account can still be restored. */
export const accountRemovedMail = (data: LinkMail, language: Language) => linkMail('account_removed', data, language);

/** One failed password or code: when, and from which address. */
export interface FailedAttempt {
  at: Date;
  ip: string;
}

interface SignInFailuresData {
  username: string;
  kind: 'password' | 'code';
  /** Oldest first; the letter lists the latest few. */
  attempts: FailedAttempt[];
  windowMinutes: number;
  /** Where a password is changed (the reset request page). */
  link: string;
}

/** The most attempts a notice lists; the rest are counted. */
const LISTED_ATTEMPTS = 20;

const FAILURES_COPY = {
  en: {
    subject: 'Failed sign-in attempts on your Pinacoteca account',
    password: (count: number, minutes: number) =>
      `Failed attempts to sign in to your account with a wrong password in the last ${minutes} minutes: ${count}.`,
    code: (count: number, minutes: number) =>
      `Wrong two-factor codes entered for your account in the last ${minutes} minutes: ${count}. Whoever entered them knows your password or holds a signed-in session of yours.`,
    advice: {
      password:
        'If it was you, there is nothing to do. If not, your password held: for a while every sign-in to your account needs a short check in the browser, and a long password of its own keeps guessing hopeless.',
      // Signing the others out asks for nothing (a code locked by the guesses would not stop it).
      code: 'If it was not you, sign out of every other device now in Settings → Security, then change your password.',
    },
    more: (count: number) => `… and ${count} earlier`,
    button: 'Change the password',
    once: 'This notice is sent at most once per 15 minutes, however many attempts follow.',
  },
  ru: {
    subject: 'Неудачные попытки входа в ваш аккаунт Pinacoteca',
    password: (count: number, minutes: number) =>
      `Неудачных попыток войти в ваш аккаунт с неверным паролем за последние ${minutes} минут: ${count}.`,
    code: (count: number, minutes: number) =>
      `Неверных кодов двухфакторной аутентификации для вашего аккаунта за последние ${minutes} минут: ${count}. Тот, кто их вводил, знает ваш пароль или вошёл в ваш аккаунт на своём устройстве.`,
    advice: {
      password:
        'Если это были вы, ничего делать не нужно. Если нет — пароль устоял: какое-то время каждый вход в ваш аккаунт требует короткой проверки в браузере, а длинный пароль, не используемый больше нигде, делает подбор безнадёжным.',
      code: 'Если это были не вы, сейчас же выйдите на всех других устройствах в разделе «Настройки → Безопасность», затем смените пароль.',
    },
    more: (count: number) => `… и ещё ранее: ${count}`,
    button: 'Сменить пароль',
    once: 'Такое уведомление приходит не чаще раза в 15 минут, сколько бы попыток ни последовало.',
  },
} as const satisfies Record<Language, unknown>;

function attemptLine(attempt: FailedAttempt, language: Language): string {
  const time = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(attempt.at);
  return `${time} UTC — ${attempt.ip}`;
}

/** The owner's notice that someone is guessing their password or code, with the attempts (time, address). */
export function signInFailuresMail(data: SignInFailuresData, language: Language): RenderedMail {
  const copy = FAILURES_COPY[language];
  const count = data.attempts.length;
  const listed = data.attempts.slice(-LISTED_ATTEMPTS).map((a) => attemptLine(a, language));
  const lines = count > listed.length ? [...listed, copy.more(count - listed.length)] : listed;
  return renderLetter(
    'sign_in_failures',
    {
      subject: copy.subject,
      greeting: GREETING[language](data.username),
      paragraphs: [copy[data.kind](count, data.windowMinutes), lines, copy.advice[data.kind]],
      button: copy.button,
      link: data.link,
      notes: [copy.once],
    },
    language,
  );
}

interface PaintingCopy {
  subject: (painting: string) => string;
  greeting: (name: string) => string;
  body: (painting: string, saleId: string) => string;
  next: string;
  button: string;
}

/**
 * Messages about a painting: its tokens are on sale again, its attribution is complete and its
 * tokens are on sale for the first time, a whole-painting request was received.
 */
const PAINTING_COPY = {
  painting_available: {
    en: {
      subject: (painting: string) => `Tokens of “${painting}” are available again`,
      greeting: GREETING.en,
      body: (painting: string) =>
        `You asked us to tell you when tokens of “${painting}” could be bought again. They can now.`,
      next: 'Tokens go to whoever buys first, so do not wait too long if you want some.',
      button: 'Open the painting',
    },
    ru: {
      subject: (painting: string) => `Токены картины «${painting}» снова в продаже`,
      greeting: GREETING.ru,
      body: (painting: string) =>
        `Вы просили сообщить, когда токены картины «${painting}» снова можно будет купить. Теперь можно.`,
      next: 'Токены достаются тем, кто купит первым, так что не откладывайте надолго.',
      button: 'Открыть картину',
    },
  },
  painting_attributed: {
    en: {
      subject: (painting: string) => `“${painting}” is attributed: its tokens are on sale`,
      greeting: GREETING.en,
      body: (painting: string) =>
        `You asked us to tell you when tokens of “${painting}” could be bought. Its attribution is complete and its price is set, so they can be bought now.`,
      next: 'Tokens go to whoever buys first, so do not wait too long if you want some.',
      button: 'Open the painting',
    },
    ru: {
      subject: (painting: string) => `Картина «${painting}» атрибутирована: токены в продаже`,
      greeting: GREETING.ru,
      body: (painting: string) =>
        `Вы просили сообщить, когда токены картины «${painting}» можно будет купить. Атрибуция завершена, цена установлена — теперь их можно купить.`,
      next: 'Токены достаются тем, кто купит первым, так что не откладывайте надолго.',
      button: 'Открыть картину',
    },
  },
  painting_request_received: {
    en: {
      subject: (painting: string) => `Your request to buy “${painting}”`,
      greeting: GREETING.en,
      body: (painting: string, saleId: string) =>
        `Thank you: we have received your request to buy the whole painting “${painting}” (sale ${saleId}). You confirmed that you are ready to buy it and can prove your funds.`,
      next: 'Our team will write to you at this address about the proof of funds and the next steps of the purchase.',
      button: 'Open the painting',
    },
    ru: {
      subject: (painting: string) => `Ваша заявка на покупку картины «${painting}»`,
      greeting: GREETING.ru,
      body: (painting: string, saleId: string) =>
        `Спасибо: мы получили вашу заявку на покупку картины «${painting}» целиком (продажа ${saleId}). Вы подтвердили, что готовы её купить и можете подтвердить наличие средств.`,
      next: 'Наша команда напишет вам на этот адрес о подтверждении средств и следующих шагах покупки.',
      button: 'Открыть картину',
    },
  },
} as const satisfies Record<string, Record<Language, PaintingCopy>>;

interface PaintingMail {
  username: string;
  painting: string;
  /** The painting's page. */
  link: string;
  saleId?: string;
}

function paintingMail(template: keyof typeof PAINTING_COPY, data: PaintingMail, language: Language): RenderedMail {
  const copy: PaintingCopy = PAINTING_COPY[template][language];
  return renderLetter(
    template,
    {
      subject: copy.subject(data.painting),
      greeting: copy.greeting(data.username),
      paragraphs: [copy.body(data.painting, data.saleId ?? ''), copy.next],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

export const paintingAvailableMail = (data: PaintingMail, language: Language) =>
  paintingMail('painting_available', data, language);
/** The arrival notice of a painting that was under attribution when the person subscribed. */
export const paintingAttributedMail = (data: PaintingMail, language: Language) =>
  paintingMail('painting_attributed', data, language);
export const paintingRequestMail = (data: PaintingMail & { saleId: string }, language: Language) =>
  paintingMail('painting_request_received', data, language);

export type KycOutcome = 'approved' | 'rejected' | 'resubmission_requested';

const KYC_COPY = {
  en: {
    subject: {
      approved: 'Your identity is verified',
      rejected: 'We could not verify your identity',
      resubmission_requested: 'Please send your documents again',
    },
    body: {
      approved: 'Thank you: your identity is verified. You can now withdraw and sell your tokens.',
      rejected: 'We reviewed your documents and could not verify your identity.',
      resubmission_requested: 'We reviewed your documents and need you to send them again.',
    },
    reason: (reason: string) => `Reason: ${reason}`,
    button: 'Open your profile',
  },
  ru: {
    subject: {
      approved: 'Ваша личность подтверждена',
      rejected: 'Мы не смогли подтвердить вашу личность',
      resubmission_requested: 'Пожалуйста, отправьте документы ещё раз',
    },
    body: {
      approved: 'Спасибо: ваша личность подтверждена. Теперь вы можете выводить и продавать токены.',
      rejected: 'Мы проверили ваши документы и не смогли подтвердить вашу личность.',
      resubmission_requested: 'Мы проверили ваши документы, и нам нужно, чтобы вы отправили их ещё раз.',
    },
    reason: (reason: string) => `Причина: ${reason}`,
    button: 'Открыть профиль',
  },
} as const;

/** The decision on a person's identity verification, with the operator's reason when there is one. */
export function kycDecisionMail(
  data: { username: string; outcome: KycOutcome; reason: string | null; link: string },
  language: Language,
): RenderedMail {
  const copy = KYC_COPY[language];
  return renderLetter(
    'kyc_decision',
    {
      subject: copy.subject[data.outcome],
      greeting: GREETING[language](data.username),
      paragraphs: [copy.body[data.outcome], ...(data.reason ? [copy.reason(data.reason)] : [])],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const INBOX_COPY = {
  en: {
    subject: (painting: string | null, saleId: string | null) =>
      painting ? `About ${painting}${saleId ? ` (sale ${saleId})` : ''}` : 'An answer to your message',
    greeting: (name: string | null) => (name ? GREETING.en(name) : 'Hello,'),
    button: (painting: boolean) => (painting ? 'Open the painting' : 'Write to us again'),
  },
  ru: {
    subject: (painting: string | null, saleId: string | null) =>
      painting ? `О картине «${painting}»${saleId ? ` (продажа ${saleId})` : ''}` : 'Ответ на ваше сообщение',
    greeting: (name: string | null) => (name ? GREETING.ru(name) : 'Здравствуйте!'),
    button: (painting: boolean) => (painting ? 'Открыть картину' : 'Написать нам снова'),
  },
} as const;

/** An operator's answer from the console's inbox, paragraphs as the operator wrote them. */
export function inboxReplyMail(
  data: { username: string | null; body: string; painting: string | null; saleId: string | null; link: string },
  language: Language,
): RenderedMail {
  const copy = INBOX_COPY[language];
  return renderLetter(
    'inbox_reply',
    {
      subject: copy.subject(data.painting, data.saleId),
      greeting: copy.greeting(data.username),
      paragraphs: data.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => p.split('\n')),
      button: copy.button(data.painting !== null),
      link: data.link,
    },
    language,
  );
}

const WITHDRAW_ADDRESS_COPY = {
  en: {
    subject: 'A withdrawal address was added to your account',
    added: (address: string) => `A wallet address for withdrawing your tokens was added to your account: ${address}`,
    usable: (time: string) => `Tokens can be withdrawn to it from ${time} UTC.`,
    advice:
      'If it was not you, remove the address on the withdrawal page now and change your password: until then nothing can be sent to it.',
    usableNow: 'Tokens can be withdrawn to it at once.',
    adviceNow: 'If it was not you, remove the address on the withdrawal page now and change your password.',
    button: 'Open the withdrawal page',
  },
  ru: {
    subject: 'В ваш аккаунт добавлен адрес для вывода',
    added: (address: string) => `В ваш аккаунт добавлен адрес кошелька для вывода токенов: ${address}`,
    usable: (time: string) => `Выводить на него токены можно с ${time} UTC.`,
    advice:
      'Если это были не вы, сейчас же удалите адрес на странице вывода и смените пароль: до указанного времени на него ничего не может быть отправлено.',
    usableNow: 'Выводить на него токены можно сразу.',
    adviceNow: 'Если это были не вы, сейчас же удалите адрес на странице вывода и смените пароль.',
    button: 'Открыть страницу вывода',
  },
} as const satisfies Record<Language, unknown>;

/** The owner's notice that a withdrawal address was saved, and from when it can be used. */
export function withdrawAddressAddedMail(
  data: { username: string; address: string; usableAt: Date; link: string },
  language: Language,
): RenderedMail {
  const copy = WITHDRAW_ADDRESS_COPY[language];
  const time = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(data.usableAt);
  // Usable at once (WITHDRAW_ADDRESS_DELAY_HOURS=0, or the test wallet): no waiting time to name,
  // and no "until then" that would promise a protection there is not.
  const atOnce = data.usableAt.getTime() <= Date.now() + 60_000;
  return renderLetter(
    'withdraw_address_added',
    {
      subject: copy.subject,
      greeting: GREETING[language](data.username),
      paragraphs: atOnce
        ? [copy.added(data.address), copy.usableNow, copy.adviceNow]
        : [copy.added(data.address), copy.usable(time), copy.advice],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const WITHDRAW_ADDRESS_REMOVED_COPY = {
  en: {
    subject: 'A withdrawal address was removed from your account',
    removed: (address: string) =>
      `The wallet address ${address} was removed from your account: nothing not yet sent goes there any more.`,
    cancelled: (count: number) =>
      `${count === 1 ? 'One withdrawal or sale' : `${count} withdrawals and sales`} to it not yet sent ${count === 1 ? 'was' : 'were'} cancelled; the tokens are back in your balance.`,
    held: (count: number) =>
      `The payout of ${count === 1 ? 'one sale' : `${count} sales`} you made waits for you to choose another address for it, on its page under Operations.`,
    advice: 'If it was not you, change your password now.',
    button: 'Open your operations',
  },
  ru: {
    subject: 'Из вашего аккаунта удалён адрес для вывода',
    removed: (address: string) =>
      `Адрес кошелька ${address} удалён из вашего аккаунта: ничего ещё не отправленное туда больше не уйдёт.`,
    cancelled: (count: number) =>
      `Отменены ещё не отправленные на него выводы и продажи: ${count}. Токены вернулись на ваш баланс.`,
    held: (count: number) =>
      `Выплаты по вашим продажам (${count}) ждут, пока вы не выберете для них другой адрес на странице продажи в разделе «Операции».`,
    advice: 'Если это были не вы, сейчас же смените пароль.',
    button: 'Открыть операции',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The owner's notice that a withdrawal address was removed, with what the removal stopped: a
 * payout held for another address waits for them, and nothing on the page they removed it from
 * need be where they look next (a round-2 tester's finding).
 */
export function withdrawAddressRemovedMail(
  data: { username: string; address: string; cancelled: number; held: number; link: string },
  language: Language,
): RenderedMail {
  const copy = WITHDRAW_ADDRESS_REMOVED_COPY[language];
  return renderLetter(
    'withdraw_address_removed',
    {
      subject: copy.subject,
      greeting: GREETING[language](data.username),
      paragraphs: [
        copy.removed(data.address),
        ...(data.cancelled > 0 ? [copy.cancelled(data.cancelled)] : []),
        ...(data.held > 0 ? [copy.held(data.held)] : []),
        copy.advice,
      ],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const SALE_PAYOUT_ADDRESS_COPY = {
  en: {
    subject: 'Your sale will be paid to another address',
    chosen: (payout: string, address: string) => `The ${payout} USDC payout of your sale now goes to ${address}.`,
    advice: 'If it was not you, change your password now and write to support.',
    button: 'Open the sale',
  },
  ru: {
    subject: 'Выплата по вашей продаже уйдёт на другой адрес',
    chosen: (payout: string, address: string) =>
      `Выплата ${payout} USDC по вашей продаже теперь уйдёт на адрес ${address}.`,
    advice: 'Если это были не вы, сейчас же смените пароль и напишите в поддержку.',
    button: 'Открыть продажу',
  },
} as const satisfies Record<Language, unknown>;

/** The seller's notice that an owed payout was sent to another of their addresses (decision 0079). */
export function salePayoutAddressMail(
  data: { username: string; address: string; payout: string; link: string },
  language: Language,
): RenderedMail {
  const copy = SALE_PAYOUT_ADDRESS_COPY[language];
  return renderLetter(
    'sale_payout_address',
    {
      subject: copy.subject,
      greeting: GREETING[language](data.username),
      paragraphs: [copy.chosen(formatDecimalText(data.payout, language), data.address), copy.advice],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const RECONCILIATION_COPY = {
  en: {
    subject: (symbol: string) => `${symbol}: the chain and the ledger disagree`,
    body: (symbol: string) =>
      `The check of ${symbol} found the chain and the platform's ledger disagreeing. Withdrawals of ${symbol} are paused until they agree again.`,
    surplusSubject: (symbol: string) => `${symbol}: the treasury holds more than the ledger expects`,
    surplusBody: (symbol: string) =>
      `The check of ${symbol} found more in the treasury than the platform's ledger expects: someone sent ${symbol} to it from outside. Nothing is missing and withdrawals go on; the surplus is shown on the transparency page.`,
    what: (problem: string) => `What the check found: ${problem}`,
    button: 'Open the transparency page',
  },
  ru: {
    subject: (symbol: string) => `${symbol}: блокчейн и реестр расходятся`,
    body: (symbol: string) =>
      `Проверка ${symbol} обнаружила расхождение между блокчейном и реестром платформы. Вывод ${symbol} приостановлен, пока они снова не сойдутся.`,
    surplusSubject: (symbol: string) => `${symbol}: в казне больше, чем ожидает реестр`,
    surplusBody: (symbol: string) =>
      `Проверка ${symbol} обнаружила в казне больше, чем ожидает реестр платформы: кто-то прислал туда ${symbol} извне. Ничего не пропало, вывод продолжается; излишек показан на странице прозрачности.`,
    what: (problem: string) => `Что обнаружила проверка: ${problem}`,
    button: 'Открыть страницу прозрачности',
  },
} as const satisfies Record<Language, unknown>;

const DECISION_COPY = {
  en: {
    subject: {
      withdrawal: { approved: 'Your withdrawal is approved', rejected: 'Your withdrawal was not approved' },
      sale: { approved: 'Your sale is approved', rejected: 'Your sale was not approved' },
    },
    approved: {
      withdrawal: (what: string) =>
        `An operator approved your withdrawal of ${what}: it is being sent to your wallet now.`,
      sale: (what: string) =>
        `An operator approved your sale of ${what}: its USDC goes to your payout address as soon as the platform's USDC covers it, usually within a minute.`,
    },
    rejected: {
      withdrawal: (what: string) =>
        `An operator did not approve your withdrawal of ${what}. The tokens are back in your balance.`,
      sale: (what: string) => `An operator did not approve your sale of ${what}. The tokens are back in your balance.`,
    },
    reason: (reason: string) => `Reason: ${reason}`,
    button: 'Open the operation',
  },
  ru: {
    subject: {
      withdrawal: { approved: 'Ваш вывод одобрен', rejected: 'Ваш вывод не одобрен' },
      sale: { approved: 'Ваша продажа одобрена', rejected: 'Ваша продажа не одобрена' },
    },
    approved: {
      withdrawal: (what: string) => `Оператор одобрил ваш вывод ${what}: токены уже отправляются на ваш кошелёк.`,
      sale: (what: string) =>
        `Оператор одобрил вашу продажу ${what}: USDC уйдут на ваш адрес для выплаты, как только их хватит у платформы, обычно в течение минуты.`,
    },
    rejected: {
      withdrawal: (what: string) => `Оператор не одобрил ваш вывод ${what}. Токены вернулись на ваш баланс.`,
      sale: (what: string) => `Оператор не одобрил вашу продажу ${what}. Токены вернулись на ваш баланс.`,
    },
    reason: (reason: string) => `Причина: ${reason}`,
    button: 'Открыть операцию',
  },
} as const satisfies Record<Language, unknown>;

/**
 * An operator's decision on a withdrawal or a sale that waited for approval, with the reason they
 * gave when they refused it: an investor whose payout waited for an operator heard nothing of the
 * outcome (an outside tester).
 */
export function operatorDecisionMail(
  data: {
    username: string;
    kind: 'withdrawal' | 'sale';
    outcome: 'approved' | 'rejected';
    /** The amount (a decimal string, "1.5") and the token's symbol. */
    amount: string;
    symbol: string;
    reason: string | null;
    link: string;
  },
  language: Language,
): RenderedMail {
  const copy = DECISION_COPY[language];
  const what = `${formatDecimalText(data.amount, language)} ${data.symbol}`;
  return renderLetter(
    'operator_decision',
    {
      subject: copy.subject[data.kind][data.outcome],
      greeting: GREETING[language](data.username),
      paragraphs: [copy[data.outcome][data.kind](what), ...(data.reason ? [copy.reason(data.reason)] : [])],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const VALUE_SENT_COPY = {
  en: {
    subject: {
      withdrawal: (what: string) => `Your withdrawal of ${what} was sent`,
      sale: (what: string) => `Your sale of ${what} was paid`,
    },
    body: {
      withdrawal: (what: string, address: string) =>
        `${what} left your Pinacoteca balance and reached the wallet ${address}; the transaction is final on the chain.`,
      sale: (what: string, address: string, usdc: string) =>
        `The platform bought ${what} from you and paid ${usdc} USDC to ${address}; the transaction is final on the chain.`,
    },
    advice:
      'If you did not ask for this, sign out of your other devices in Settings → Security, change your password and write to support at once.',
    button: 'Open the operation',
  },
  ru: {
    subject: {
      withdrawal: (what: string) => `Ваш вывод ${what} отправлен`,
      sale: (what: string) => `Ваша продажа ${what} оплачена`,
    },
    body: {
      withdrawal: (what: string, address: string) =>
        // Worded so that no verb agrees with the amount: "1 … списаны" read wrong (an outside tester).
        `С вашего баланса в Pinacoteca выведено: ${what}. Перевод зачислен на кошелёк ${address}; транзакция окончательно подтверждена в блокчейне.`,
      sale: (what: string, address: string, usdc: string) =>
        `Платформа купила у вас ${what} и выплатила ${usdc} USDC на адрес ${address}; транзакция окончательно подтверждена в блокчейне.`,
    },
    advice:
      'Если это были не вы, выйдите на других устройствах в Настройки → Безопасность, смените пароль и сразу напишите в поддержку.',
    button: 'Открыть операцию',
  },
} as const satisfies Record<Language, unknown>;

/**
 * Value has left the account for good: a withdrawal reached its wallet, or a sale's USDC reached
 * its payout address. The owner hears of each, as of every change of how the account is reached,
 * so one they did not ask for is noticed at once (an outside tester's stolen session sent tokens
 * away without a word to the owner).
 */
export function valueSentMail(
  data: {
    username: string;
    kind: 'withdrawal' | 'sale';
    /** The amount (a decimal string, "1.5") and the token's symbol. */
    amount: string;
    symbol: string;
    /** A sale's payout in USDC (a decimal string). */
    usdc?: string;
    address: string;
    link: string;
  },
  language: Language,
): RenderedMail {
  const copy = VALUE_SENT_COPY[language];
  const what = `${formatDecimalText(data.amount, language)} ${data.symbol}`;
  const body =
    data.kind === 'sale'
      ? copy.body.sale(what, data.address, formatDecimalText(data.usdc ?? '0', language))
      : copy.body.withdrawal(what, data.address);
  return renderLetter(
    'value_sent',
    {
      subject: copy.subject[data.kind](what),
      greeting: GREETING[language](data.username),
      paragraphs: [body, copy.advice],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const VALUE_RECEIVED_COPY = {
  en: {
    subject: {
      purchase: 'Your purchase is paid: the tokens are yours',
      deposit: (what: string) => `Your deposit of ${what} is credited`,
    },
    body: {
      purchase: (what: string, total: string) =>
        `The payment of $${total} arrived, and ${what} are now in your balance.`,
      deposit: (what: string) =>
        `${what} you sent to your deposit address are final on the chain and now in your balance.`,
    },
    button: 'Open the operation',
  },
  ru: {
    subject: {
      purchase: 'Покупка оплачена: токены ваши',
      deposit: (what: string) => `Пополнение на ${what} зачислено`,
    },
    body: {
      purchase: (what: string, total: string) => `Оплата ${total}\u00a0$ получена, и ${what} уже на вашем балансе.`,
      deposit: (what: string) =>
        `Пополнение на ваш адрес окончательно подтверждено в блокчейне и зачислено на ваш баланс: ${what}.`,
    },
    button: 'Открыть операцию',
  },
} as const satisfies Record<Language, unknown>;

/**
 * Value has come into the account: a purchase was paid and its tokens are the buyer's, or a
 * deposit is final and credited. Told as what leaves it is (`valueSentMail`): an investor whose
 * payment went through heard nothing until they looked (an outside tester).
 */
export function valueReceivedMail(
  data: {
    username: string;
    kind: 'purchase' | 'deposit';
    /** Each token received: the amount (a decimal string, "1.5") and its symbol. */
    items: { amount: string; symbol: string }[];
    /** A purchase's total in USD, a decimal string ("1361.15"). */
    totalUsd?: string;
    link: string;
  },
  language: Language,
): RenderedMail {
  const copy = VALUE_RECEIVED_COPY[language];
  const what = data.items.map((i) => `${formatDecimalText(i.amount, language)} ${i.symbol}`).join(', ');
  const purchase = data.kind === 'purchase';
  return renderLetter(
    'value_received',
    {
      subject: purchase ? copy.subject.purchase : copy.subject.deposit(what),
      greeting: GREETING[language](data.username),
      paragraphs: [
        purchase
          ? copy.body.purchase(what, formatDecimalText(data.totalUsd ?? '0', language))
          : copy.body.deposit(what),
      ],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

const REFUND_COPY = {
  en: {
    subject: {
      taken: 'Your purchase is being refunded',
      completed: 'Your refund is complete',
    },
    taken: (what: string, total: string) =>
      `An operator is refunding your purchase of ${what} ($${total}): these tokens have left your balance, and the payment will be returned to you.`,
    completed: (what: string, total: string) =>
      `The payment of $${total} for your purchase of ${what} has been returned to you; the refund is complete.`,
    reference: (reference: string) => `Reference of the return: ${reference}`,
    advice: 'Questions about it? Reply through Support on the site.',
    button: 'Open the operation',
  },
  ru: {
    subject: {
      taken: 'Ваша покупка возвращается',
      completed: 'Возврат завершён',
    },
    taken: (what: string, total: string) =>
      `Оператор оформляет возврат вашей покупки (${what}, ${total}\u00a0$): эти токены списаны с вашего баланса, а оплата будет вам возвращена.`,
    completed: (what: string, total: string) =>
      `Оплата ${total}\u00a0$ за покупку (${what}) вам возвращена; возврат завершён.`,
    reference: (reference: string) => `Номер возврата: ${reference}`,
    advice: 'Есть вопросы? Напишите нам через раздел «Поддержка» на сайте.',
    button: 'Открыть операцию',
  },
} as const satisfies Record<Language, unknown>;

/**
 * A refund of a paid purchase, told to the buyer when an operator takes it (the tokens leave their
 * balance at once) and when the money is returned: the tokens vanished without a word before (an
 * outside tester).
 */
export function refundMail(
  data: {
    username: string;
    stage: 'taken' | 'completed';
    /** Each token of the purchase: the amount (a decimal string) and its symbol. */
    items: { amount: string; symbol: string }[];
    /** The purchase's total in USD, a decimal string ("1361.15"). */
    totalUsd: string;
    /** What the operator recorded of the return (a transaction, a transfer's number). */
    reference?: string | null;
    link: string;
  },
  language: Language,
): RenderedMail {
  const copy = REFUND_COPY[language];
  const what = data.items.map((i) => `${formatDecimalText(i.amount, language)} ${i.symbol}`).join(', ');
  const total = formatDecimalText(data.totalUsd, language);
  return renderLetter(
    'refund',
    {
      subject: copy.subject[data.stage],
      greeting: GREETING[language](data.username),
      paragraphs: [
        copy[data.stage](what, total),
        ...(data.reference ? [copy.reference(data.reference)] : []),
        copy.advice,
      ],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

/** Operators are told at once when a token's chain and ledger stop agreeing (issue 11 item 2). */
export function reconciliationAlertMail(
  data: { username: string; symbol: string; problem: string; link: string; surplus?: boolean },
  language: Language,
): RenderedMail {
  const copy = RECONCILIATION_COPY[language];
  return renderLetter(
    'reconciliation_alert',
    {
      subject: (data.surplus ? copy.surplusSubject : copy.subject)(data.symbol),
      greeting: GREETING[language](data.username),
      paragraphs: [(data.surplus ? copy.surplusBody : copy.body)(data.symbol), copy.what(data.problem)],
      button: copy.button,
      link: data.link,
    },
    language,
  );
}

/**
 * The account changes the owner is told of at once, whoever made them; `two_factor_reset_by_admin`
 * is an admin's, at the owner's request (they lost their authenticator).
 */
export type SecurityChange =
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_reset_by_admin'
  | 'google_connected';

const SECURITY_COPY = {
  en: {
    password_changed: {
      subject: 'Your Pinacoteca password was changed',
      body: 'The password of your account was just changed in Settings, and your other devices were signed out.',
    },
    password_reset: {
      subject: 'Your Pinacoteca password was reset',
      body: 'The password of your account was just reset with a link sent to this address, and your other devices were signed out.',
    },
    two_factor_enabled: {
      subject: 'Two-factor authentication was turned on',
      body: 'Two-factor authentication was just turned on for your account: signing in, withdrawing and selling now ask for a code from the authenticator app it was set up with.',
      // Someone else's authenticator on the account: a reset would ask its code; support can take it off.
      advice:
        'If it was not you, write to support at once with the button below: after checking it is you, an administrator turns it off, and you set it up again with your own app.',
      button: 'Write to support',
    },
    two_factor_disabled: {
      subject: 'Two-factor authentication was turned off',
      body: 'Two-factor authentication of your account was just turned off: signing in, withdrawing and selling no longer ask for a code.',
    },
    two_factor_reset_by_admin: {
      subject: 'An administrator turned off your two-factor authentication',
      body: 'At your request, an administrator of Pinacoteca turned off two-factor authentication of your account and signed every device out: signing in, withdrawing and selling no longer ask for a code. Turn it on again with your new authenticator app in Settings → Security.',
      // Whoever asked support was not necessarily the owner: the owner is told how to take it back.
      advice:
        'If you did not ask for it, write to support at once and reset your password with the button below: that signs every device out.',
    },
    google_connected: {
      subject: 'Google sign-in was connected to your account',
      body: 'Your account can now also be signed in to with the Google account of this address.',
    },
    advice:
      'If it was not you, reset your password now with the button below: that signs every device out. Then turn two-factor authentication on in Settings → Security.',
    button: 'Reset the password',
  },
  ru: {
    password_changed: {
      subject: 'Пароль в Pinacoteca изменён',
      body: 'Пароль вашего аккаунта только что изменён в настройках, а на других устройствах выполнен выход.',
    },
    password_reset: {
      subject: 'Пароль в Pinacoteca сброшен',
      body: 'Пароль вашего аккаунта только что сброшен по ссылке, отправленной на этот адрес, а на других устройствах выполнен выход.',
    },
    two_factor_enabled: {
      subject: 'Двухфакторная аутентификация включена',
      body: 'Для вашего аккаунта только что включена двухфакторная аутентификация: вход, вывод и продажа теперь требуют кода из приложения-аутентификатора, в котором она настроена.',
      advice:
        'Если это были не вы, сейчас же напишите в поддержку кнопкой ниже: убедившись, что это вы, администратор её отключит, и вы настроите её заново в своём приложении.',
      button: 'Написать в поддержку',
    },
    two_factor_disabled: {
      subject: 'Двухфакторная аутентификация отключена',
      body: 'Двухфакторная аутентификация вашего аккаунта только что отключена: вход, вывод и продажа больше не требуют кода.',
    },
    two_factor_reset_by_admin: {
      subject: 'Администратор отключил вашу двухфакторную аутентификацию',
      body: 'По вашей просьбе администратор Pinacoteca отключил двухфакторную аутентификацию вашего аккаунта и завершил сеансы на всех устройствах: вход, вывод и продажа больше не требуют кода. Включите её снова с новым приложением-аутентификатором в разделе «Настройки → Безопасность».',
      advice:
        'Если вы об этом не просили, сейчас же напишите в поддержку и сбросьте пароль кнопкой ниже: это завершит сеансы на всех устройствах.',
    },
    google_connected: {
      subject: 'К аккаунту подключён вход через Google',
      body: 'В ваш аккаунт теперь можно войти и через Google-аккаунт с этим адресом.',
    },
    advice:
      'Если это были не вы, сейчас же сбросьте пароль кнопкой ниже: это завершит сеансы на всех устройствах. Затем включите двухфакторную аутентификацию в разделе «Настройки → Безопасность».',
    button: 'Сбросить пароль',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The owner's notice of a change to how their account is signed in to, sent whoever made it: the
 * one who did not is told at once, with the way to take the account back (an outside tester
 * changed a password and linked Google without the owner ever hearing of it).
 */
export function securityNoticeMail(
  data: { username: string; change: SecurityChange; link: string },
  language: Language,
): RenderedMail {
  const copy = SECURITY_COPY[language];
  const change = copy[data.change];
  return renderLetter(
    'security_notice',
    {
      subject: change.subject,
      greeting: GREETING[language](data.username),
      paragraphs: [change.body, 'advice' in change ? change.advice : copy.advice],
      button: 'button' in change ? change.button : copy.button,
      link: data.link,
    },
    language,
  );
}

/** Where a security notice's button leads: support for two-factor turned on (a reset would ask its code), else a password reset. */
export const securityNoticePath = (change: SecurityChange) =>
  change === 'two_factor_enabled' ? '/support/contact-us' : '/reset-password/request';
