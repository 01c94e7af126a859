import type { Language } from './constants.ts';

/**
 * Every validation and error message of SPEC §5 and §8, keyed, in both languages.
 * Schemas carry the key as their zod message; the server answers with the text in the
 * request's language and the web shows it through the same table.
 */
export const MESSAGES = {
  required: { en: 'This is a required field', ru: 'Это обязательное поле' },
  invalid_format: { en: 'The field must be correct', ru: 'Поле должно быть заполнено корректно' },
  // An amount with more places than any token has (INDEX's six).
  amount_decimals: {
    en: 'At most {count} decimal places',
    ru: 'Не больше {count} {plural:знака|знаков|знаков} после запятой',
  },
  // "1,000" sent to the API: a thousand to an English reader, one to a Russian (decision 0069).
  amount_ambiguous: {
    en: 'Write the amount without a thousands separator (1000), and a fraction with a point (1.5)',
    ru: 'Запишите количество без разделителя тысяч (1000), а дробное — с точкой (1.5)',
  },
  min_chars: { en: 'Min {count} characters', ru: 'Минимум {count} {plural:символ|символа|символов}' },
  max_chars: { en: 'Max {count} characters', ru: 'Максимум {count} {plural:символ|символа|символов}' },
  password_difficulty: {
    en: 'Must contain upper and lower case letters, numbers and special symbols',
    ru: 'Должен содержать строчные и заглавные буквы, цифры и специальные символы',
  },
  passwords_mismatch: { en: 'Passwords do not match', ru: 'Пароли не совпадают' },
  wrong_code: { en: 'Wrong code, check digits', ru: 'Неверный код, проверьте цифры' },
  request_id_reused: {
    en: 'This request was already made with other figures: see your operations',
    ru: 'Этот запрос уже был отправлен с другими данными: посмотрите операции',
  },
  code_used: {
    en: 'This code has been used already: wait for the next one',
    ru: 'Этот код уже использован: дождитесь следующего',
  },
  password_incorrect: { en: 'Password incorrect', ru: 'Неверный пароль' },
  hidden_characters: {
    en: 'Remove the invisible or control characters',
    ru: 'Уберите невидимые и управляющие символы',
  },
  nickname_lookalike: {
    en: 'Write each word in one alphabet, without stacked accents',
    ru: 'Пишите каждое слово буквами одного алфавита, без нагромождения надстрочных знаков',
  },
  nickname_latin: {
    en: 'Must contain at least one Latin letter',
    ru: 'Должен содержать хотя бы одну латинскую букву',
  },
  generic_error: { en: 'Error', ru: 'Ошибка' },
  token_not_found: { en: 'Token not found', ru: 'Токен не найден' },
  token_not_provided: { en: 'Token is not provided', ru: 'Токен не передан' },
  token_expired: { en: 'Token is expired', ru: 'Срок действия токена истёк' },
  not_found: { en: 'Not found', ru: 'Не найдено' },
  invalid_request: { en: 'The request is not valid', ru: 'Некорректный запрос' },
  invalid_address: { en: 'The address of the request is not valid', ru: 'Некорректный адрес запроса' },
  request_too_large: { en: 'The request is too large', ru: 'Запрос слишком большой' },
  invalid_cursor: {
    en: 'The page cursor is not valid: start again from the first page',
    ru: 'Курсор страницы недействителен: начните с первой страницы',
  },
  database_unreachable: {
    en: 'The platform cannot reach its database: try again in a minute',
    ru: 'Платформа не может связаться со своей базой данных: попробуйте через минуту',
  },
  too_many_requests: {
    en: 'Too many requests, try again later',
    ru: 'Слишком много запросов, попробуйте позже',
  },
  // The same with the wait the answer's Retry-After gives (an outside tester saw only "later").
  too_many_requests_seconds: {
    en: 'Too many requests: try again in {count} s',
    ru: 'Слишком много запросов: попробуйте снова через {count} с',
  },
  too_many_requests_minutes: {
    en: 'Too many requests: try again in {count} min',
    ru: 'Слишком много запросов: попробуйте снова через {count} мин',
  },
  unauthorized: { en: 'Sign in to continue', ru: 'Войдите, чтобы продолжить' },
  email_taken: {
    en: 'An account with this e-mail already exists: sign in or reset the password',
    ru: 'Аккаунт с такой почтой уже есть: войдите или восстановите пароль',
  },
  wrong_credentials: { en: 'Wrong e-mail or password', ru: 'Неверная почта или пароль' },
  challenge_required: {
    en: 'There have been many failed attempts on this account: confirm that you are a person, then try again',
    ru: 'С этим аккаунтом было много неудачных попыток: подтвердите, что вы человек, и попробуйте снова',
  },
  challenge_failed: {
    en: 'The check did not pass or has expired: it will run again',
    ru: 'Проверка не пройдена или устарела: она запустится снова',
  },
  email_not_confirmed: {
    en: 'Confirm your e-mail first: follow the link in the message we sent you',
    ru: 'Сначала подтвердите почту: перейдите по ссылке из нашего письма',
  },
  email_already_confirmed: {
    en: 'The e-mail is already confirmed: sign in',
    ru: 'Почта уже подтверждена: войдите',
  },
  two_factor_pending: {
    en: 'Enter the code from your authenticator app first',
    ru: 'Сначала введите код из приложения-аутентификатора',
  },
  kyc_too_young: {
    en: 'You must be at least 18 years old',
    ru: 'Вам должно быть не меньше 18 лет',
  },
  kyc_us_resident: {
    en: 'Residents of the United States and its territories cannot invest on this platform',
    ru: 'Жители США и их территорий не могут инвестировать на этой платформе',
  },
  kyc_image_format: { en: 'JPEG or PNG only', ru: 'Только JPEG или PNG' },
  kyc_image_too_large: { en: 'At most 5 MB', ru: 'Не больше 5 МБ' },
  kyc_image_too_small: { en: 'At least 400×400 pixels', ru: 'Не меньше 400×400 пикселей' },
  kyc_pending: {
    en: 'Your documents are being reviewed: you can send new ones once we have answered',
    ru: 'Ваши документы проверяются: отправить новые можно после нашего ответа',
  },
  kyc_already_approved: {
    en: 'Your identity is already verified',
    ru: 'Ваша личность уже подтверждена',
  },
  kyc_not_pending: {
    en: 'This verification has already been decided',
    ru: 'По этой проверке уже принято решение',
  },
  kyc_own: {
    en: 'Another operator must decide on your own verification',
    ru: 'Решение по вашей собственной проверке должен принять другой оператор',
  },
  kyc_wrong_provider: {
    en: 'Verification goes through our partner: use the Verify button',
    ru: 'Проверка проходит у нашего партнёра: нажмите кнопку «Подтвердить»',
  },
  kyc_in_house: {
    en: 'Verification is done with the form on this page: fill it in and send your documents',
    ru: 'Проверка проходит через форму на этой странице: заполните её и отправьте документы',
  },
  refund_not_paid: { en: 'Only a paid order can be refunded', ru: 'Вернуть можно только оплаченный заказ' },
  refund_already_requested: {
    en: 'A refund of this order is already requested or taken',
    ru: 'Возврат по этому заказу уже запрошен или выполнен',
  },
  refund_decided: { en: 'This refund request is already decided', ru: 'По этому запросу на возврат уже есть решение' },
  refund_own: {
    en: 'Another operator must approve a refund you asked for',
    ru: 'Возврат, который запросили вы, должен одобрить другой оператор',
  },
  refund_own_order: {
    en: 'Another operator must handle a refund of your own order',
    ru: 'Возвратом по вашему собственному заказу должен заняться другой оператор',
  },
  refund_not_possible: {
    en: 'The buyer no longer holds all the tokens of this order',
    ru: 'У покупателя уже нет всех токенов этого заказа',
  },
  refund_not_requested: { en: 'Take the refund first', ru: 'Сначала оформите возврат' },
  payment_already_returned: {
    en: 'This payment is already marked as returned to its payer',
    ru: 'Этот платёж уже отмечен как возвращённый плательщику',
  },
  swap_closed: { en: 'Swapping is switched off for now', ru: 'Обмен сейчас отключён' },
  swap_same_token: { en: 'Choose another token to receive', ru: 'Выберите другой токен для получения' },
  swap_min: { en: 'At least one token', ru: 'Не меньше одного токена' },
  swap_too_small: {
    en: 'This buys less than one token of the other',
    ru: 'На эту сумму не получится даже одного токена',
  },
  swap_not_held: { en: 'You hold {count} of this token', ru: 'Столько у вас нет: есть только {count}' },
  swap_gives_too_little: {
    en: 'You receive whole tokens, and they cost only {count} {name}: a swap gives at least 1, so receive more',
    ru: 'Получаемые токены — целые, и стоят они только {count} {name}, а отдать нужно не меньше 1: увеличьте получаемое количество',
  },
  // The same, when receiving more is no way out: the fewest tokens that take 1 cost more than is held
  // ({count} received for {count2} given; {count3} would take {count4}; {count5} held).
  swap_held_too_little: {
    en: 'You receive whole tokens: {count} takes only {count2} {name}, under the minimum of 1, and {count3} would take {count4} {name}, more than the {count5} you hold. This swap cannot be made with what you hold.',
    ru: 'Получаемые токены — целые: за {count} нужно отдать только {count2} {name}, меньше минимума в 1, а за {count3} — уже {count4} {name}, больше, чем у вас есть ({count5}). С тем, что у вас есть, этот обмен не получится.',
  },
  sell_kyc_required: {
    en: 'Verify your identity to sell tokens',
    ru: 'Чтобы продавать токены, подтвердите личность',
  },
  sell_not_held: { en: 'You hold {count} of this token', ru: 'Столько у вас нет: есть только {count}' },
  sell_min: { en: 'Enter more than zero', ru: 'Укажите больше нуля' },
  sell_too_small: {
    en: 'Worth less than one cent: too little to pay out',
    ru: 'Это меньше одного цента: слишком мало для выплаты',
  },
  sell_no_price: {
    en: 'This token has no price yet, so it cannot be sold',
    ru: 'У этого токена пока нет цены, поэтому его нельзя продать',
  },
  sale_not_payable_alone: {
    en: 'The platform does not hold enough USDC to pay this sale yet',
    ru: 'У платформы пока недостаточно USDC, чтобы оплатить эту продажу',
  },
  sale_not_payable: {
    en: 'The platform does not hold enough USDC to pay this sale yet, after the older payouts waiting before it',
    ru: 'У платформы пока недостаточно USDC, чтобы оплатить эту продажу после более ранних выплат, ждущих своей очереди',
  },
  sale_not_open: { en: 'This sale is paid already', ru: 'Эта продажа уже оплачена' },
  sale_being_paid: { en: 'This sale is being paid now', ru: 'Эта продажа сейчас оплачивается' },
  dev_wallet_not_held: {
    en: 'The test wallet holds only {count} of this token',
    ru: 'В тестовом кошельке только {count} {plural:такой токен|таких токена|таких токенов|такого токена}',
  },
  send_whole: {
    en: 'Only whole tokens of a painting can be sent',
    ru: 'Отправить можно только целые токены картины',
  },
  dev_wallet_send_failed: {
    en: 'The embedded chain refused the transfer; try again',
    ru: 'Встроенная сеть отклонила перевод; попробуйте ещё раз',
  },
  deposit_closed: { en: 'Deposits are switched off for now', ru: 'Пополнение сейчас отключено' },
  withdraw_closed: { en: 'Withdrawals are switched off for now', ru: 'Вывод сейчас отключён' },
  withdraw_closed_approve: {
    en: 'Withdrawals are switched off: switch them on in Features to approve one',
    ru: 'Вывод отключён: чтобы одобрить вывод, включите его в разделе «Функции»',
  },
  withdraw_kyc_required: {
    en: 'Verify your identity to withdraw tokens',
    ru: 'Чтобы выводить токены, подтвердите личность',
  },
  withdraw_min: { en: 'At least one token', ru: 'Не меньше одного токена' },
  withdraw_whole: { en: 'Only whole tokens can be withdrawn', ru: 'Вывести можно только целые токены' },
  // The whole tokens held: what a withdrawal can take (a fraction of INDEX stays; it can be sold).
  withdraw_not_held: { en: 'You can withdraw at most {count} of this token', ru: 'Можно вывести не больше {count}' },
  wallet_address_invalid: {
    en: 'Only a devnet Solana address is accepted',
    ru: 'Принимается только адрес Solana в сети devnet',
  },
  wallet_type_unsupported: {
    en: 'Only Solana wallets are supported',
    ru: 'Поддерживаются только кошельки Solana',
  },
  wallet_address_not_wallet: {
    en: 'This is not a wallet: a token account, a program or an address nobody holds the key to',
    ru: 'Это не кошелёк: токен-счёт, программа или адрес, ключа от которого ни у кого нет',
  },
  wallet_address_platform: {
    en: "This is the platform's own address",
    ru: 'Это собственный адрес платформы',
  },
  withdraw_address_exists: { en: 'This address is saved already', ru: 'Этот адрес уже сохранён' },
  withdraw_addresses_max: {
    en: 'At most {count} saved addresses: remove one first',
    ru: 'Не больше {count} {plural:сохранённого адреса|сохранённых адресов|сохранённых адресов}: сначала удалите один',
  },
  withdraw_address_not_saved: {
    en: 'Save this address first: tokens and payments go only to saved addresses',
    ru: 'Сначала сохраните этот адрес: токены и выплаты отправляются только на сохранённые адреса',
  },
  // Wrong two-factor codes past the account's cap at a withdrawal, a sale, settings or a reset (decision 0081).
  too_many_codes: {
    en: 'Too many wrong codes: try again in {count} min',
    ru: 'Слишком много неверных кодов: попробуйте снова через {count} мин',
  },
  // A held code check's back-off after wrong codes (decision 27): seconds, doubling.
  code_wait: {
    en: 'Too many wrong codes: wait {count} s before the next one',
    ru: 'Слишком много неверных кодов: подождите {count} с перед следующим',
  },
  withdraw_address_waiting: {
    en: 'This address becomes usable in {count} h (a new address waits, for your safety)',
    ru: 'Этот адрес станет доступен через {count} ч (новый адрес ждёт, ради вашей безопасности)',
  },
  // One limit for withdrawals and sales (value leaving the platform), named the same way by both.
  withdraw_daily_limit: {
    en: 'Beyond your daily limit for withdrawals and sales: ${count} left for today',
    ru: 'Больше дневного лимита на вывод и продажу: на сегодня осталось {count}\u00a0$',
  },
  withdraw_paused: {
    en: 'Withdrawals of this token are paused while operators check it',
    ru: 'Вывод этого токена приостановлен, пока операторы его проверяют',
  },
  withdraw_not_awaiting: {
    en: 'This withdrawal is not waiting for approval',
    ru: 'Этот вывод не ждёт одобрения',
  },
  withdraw_own: {
    en: 'Another operator must decide on a withdrawal of your own',
    ru: 'Решение по вашему собственному выводу должен принять другой оператор',
  },
  sale_own: {
    en: 'Another operator must decide on a sale of your own',
    ru: 'Решение по вашей собственной продаже должен принять другой оператор',
  },
  sale_not_retryable: {
    en: 'Only a payout waiting for USDC or refused by the chain can be sent again',
    ru: 'Повторно отправить можно только выплату, которая ждёт USDC или отклонена сетью',
  },
  sale_not_awaiting: {
    en: 'This sale is not waiting for approval',
    ru: 'Эта продажа не ждёт одобрения',
  },
  // The seller removed the address a sale owed to them was to be paid to: it waits for another.
  sale_not_awaiting_address: {
    en: 'This sale is not waiting for a new payout address',
    ru: 'Эта продажа не ждёт нового адреса для выплаты',
  },
  sale_seller_blocked: {
    en: 'The seller is blocked: their payout waits until they are unblocked',
    ru: 'Продавец заблокирован: выплата ждёт, пока его не разблокируют',
  },
  sale_awaiting_address: {
    en: 'The seller removed this payout’s address: it waits for them to choose another',
    ru: 'Продавец удалил адрес этой выплаты: она ждёт, пока он выберет другой',
  },
  outgoing_daily_count: {
    en: 'You have made the most withdrawals and sales allowed in 24 hours ({count}): another becomes possible 24 hours after the earliest of them',
    ru: 'Вы уже сделали столько выводов и продаж за сутки, сколько можно ({count}): следующий станет возможен через 24 часа после самого раннего из них',
  },
  sell_daily_limit: {
    en: 'Beyond your daily limit for withdrawals and sales: ${count} left for today',
    ru: 'Больше дневного лимита на вывод и продажу: на сегодня осталось {count}\u00a0$',
  },
  sell_price_moved: {
    en: 'At the current price this sale pays {count} USDC, less than you confirmed. Check the new figure and confirm again.',
    ru: 'По текущей цене эта продажа принесёт {count} USDC — меньше, чем вы подтвердили. Проверьте новую сумму и подтвердите снова.',
  },
  inbox_reopen_conflict: {
    en: 'The person has sent a newer request about this painting; answer that one',
    ru: 'Человек уже отправил новый запрос по этой картине; ответьте на него',
  },
  inbox_assignee_changed: {
    en: 'Someone else took or released this item after you opened it; look again before changing it',
    ru: 'Кто-то другой взял или отпустил это обращение после того, как вы его открыли; посмотрите ещё раз, прежде чем менять',
  },
  inbox_no_address: {
    en: 'There is no address to answer: the account was erased',
    ru: 'Ответить некуда: аккаунт стёрт',
  },
  inbox_assignee_no_console: {
    en: 'This operator cannot open the console yet: their two-factor authentication is off',
    ru: 'Этот оператор пока не может открыть консоль: у него отключена двухфакторная аутентификация',
  },
  sale_id_taken: { en: 'Another painting has this sale id', ru: 'Этот номер продажи уже у другой картины' },
  // Two operators editing one painting: the later save was made on a copy the earlier replaced (decision 0083).
  painting_changed: {
    en: 'Someone else saved this painting after you opened it: reload it to see their changes',
    ru: 'Кто-то другой сохранил эту картину после того, как вы её открыли: загрузите её заново, чтобы увидеть изменения',
  },
  painting_image_too_large: { en: 'At most 15 MB', ru: 'Не больше 15 МБ' },
  painting_image_too_small: { en: 'At least 600×600 pixels', ru: 'Не меньше 600×600 пикселей' },
  max_usd: { en: 'At most ${count}', ru: 'Не больше {count}\u00a0$' },
  side_cm_range: {
    en: 'From 0.1 to 10,000 cm, with at most one decimal place',
    ru: 'От 0,1 до 10\u00a0000 см, не больше одного знака после запятой',
  },
  price_zero_held: {
    en: 'People hold tokens of this painting: its price cannot go back to 0 (under attribution)',
    ru: 'Токены этой картины уже у людей: её цену нельзя вернуть к 0 (на атрибуции)',
  },
  admin_only: {
    en: 'This needs an administrator account',
    ru: 'Для этого нужна учётная запись администратора',
  },
  own_account: {
    en: 'You cannot do this to your own account',
    ru: 'Это нельзя сделать со своей учётной записью',
  },
  forbidden: {
    en: 'This needs an operator account',
    ru: 'Для этого нужна учётная запись оператора',
  },
  // Two operators at once: the second is told what the first did, rather than deciding again.
  user_already_blocked: {
    en: 'This account is blocked already: see the reason given',
    ru: 'Эта учётная запись уже заблокирована: см. указанную причину',
  },
  user_removed: {
    en: 'This account is removed: it can be changed once its owner restores it',
    ru: 'Эта учётная запись удалена: изменить её можно, когда владелец её восстановит',
  },
  user_not_blocked: { en: 'This account is not blocked', ru: 'Эта учётная запись не заблокирована' },
  // Said to an admin blocking another admin too: the rule is rank, not being an administrator.
  staff_outranked: {
    en: 'You can block or unblock only accounts of a lower role than yours',
    ru: 'Блокировать и разблокировать можно только учётные записи с ролью ниже вашей',
  },
  // An admin turning off a person's two-factor (they lost their authenticator): said to a second
  // admin doing it at the same time, or from a page loaded before.
  user_two_factor_off: {
    en: 'Two-factor authentication of this account is off already',
    ru: 'Двухфакторная аутентификация этой учётной записи уже выключена',
  },
  two_factor_reset_outranked: {
    en: 'You can turn off two-factor authentication only of accounts of a lower role than yours',
    ru: 'Отключать двухфакторную аутентификацию можно только учётным записям с ролью ниже вашей',
  },
  console_needs_two_factor: {
    en: 'Turn on two-factor authentication in settings to use the console',
    ru: 'Включите двухфакторную аутентификацию в настройках, чтобы пользоваться консолью',
  },
  account_blocked: {
    en: 'This account is blocked. Write to support to find out why',
    ru: 'Эта учётная запись заблокирована. Напишите в поддержку, чтобы узнать причину',
  },
  two_factor_already_enabled: {
    en: 'Two-factor authentication is already on',
    ru: 'Двухфакторная аутентификация уже включена',
  },
  two_factor_not_enabled: {
    en: 'Two-factor authentication is off',
    ru: 'Двухфакторная аутентификация выключена',
  },
  two_factor_no_secret: {
    en: 'Get the secret key first: open the two-factor settings again and scan the QR code',
    ru: 'Сначала получите секретный ключ: снова откройте настройки двухфакторной аутентификации и отсканируйте QR-код',
  },
  avatar_format: { en: 'JPEG, GIF or PNG only', ru: 'Только JPEG, GIF или PNG' },
  avatar_too_large: { en: 'At most 2 MB', ru: 'Не больше 2 МБ' },
  avatar_too_small: { en: 'At least 120×120 pixels', ru: 'Не меньше 120×120 пикселей' },
  // Any picture sent (an avatar, a verification document, a painting's image): one wording.
  image_side_too_large: {
    en: 'At most {count} pixels on each side',
    ru: 'Не больше {count} {plural:пикселя|пикселей|пикселей} по каждой стороне',
  },
  account_not_removed: { en: 'The account is not removed', ru: 'Аккаунт не удалён' },
  // A sale's payout waits for the person to choose its address: once removed nobody could choose,
  // and once erased it could never be paid. Removal waits until it is chosen.
  account_requests_under_way: {
    en: 'A withdrawal, sale or purchase of yours is still under way: remove the account once it is done',
    ru: 'Ваш вывод, продажа или покупка ещё не завершены: удалите аккаунт, когда они завершатся',
  },
  account_refund_owed: {
    en: 'A refund to you is still under way: remove the account once you have received it',
    ru: 'Вам ещё возвращают деньги: удалите аккаунт, когда получите возврат',
  },
  account_holds_tokens: {
    en: 'Your account still holds tokens: sell them or withdraw them to your wallet first, then remove the account',
    ru: 'На аккаунте ещё есть токены: сначала продайте их или выведите на свой кошелёк, затем удалите аккаунт',
  },
  account_payout_awaiting_address: {
    en: 'A sale’s payout waits for you to choose its address: choose it first, then remove the account',
    ru: 'Выплата за продажу ждёт, пока вы выберете для неё адрес: сначала выберите его, затем удалите аккаунт',
  },
  account_removed: {
    en: 'The account is removed: restore it to continue',
    ru: 'Аккаунт удалён: восстановите его, чтобы продолжить',
  },
  basket_empty: { en: 'The basket is empty', ru: 'Корзина пуста' },
  basket_duplicate_token: {
    en: 'Each token can be in the basket only once',
    ru: 'Каждый токен может быть в корзине только один раз',
  },
  not_enough_tokens: {
    en: 'Not enough tokens available: {count} left',
    ru: 'Недостаточно доступных токенов: осталось {count}',
  },
  token_under_attribution: {
    en: 'The picture is being attributed: its tokens cannot be bought yet',
    ru: 'Картина проходит атрибуцию: её токены пока нельзя купить',
  },
  order_not_cancellable: {
    en: 'Only an unpaid order that has not expired can be cancelled',
    ru: 'Отменить можно только неоплаченный заказ, срок которого не истёк',
  },
  oauth_state_invalid: {
    en: 'This sign-in with Google has expired or was already used: start again',
    ru: 'Этот вход через Google устарел или уже использован: начните заново',
  },
  google_sign_in_failed: {
    en: 'Google did not confirm the sign-in: try again',
    ru: 'Google не подтвердил вход: попробуйте ещё раз',
  },
  google_unavailable: {
    en: 'Sign-in with Google is unavailable right now: try again later',
    ru: 'Вход через Google сейчас недоступен: попробуйте позже',
  },
  google_email_not_verified: {
    en: 'Your Google account has no confirmed e-mail address',
    ru: 'У вашего аккаунта Google нет подтверждённой почты',
  },
  google_account_mismatch: {
    en: 'An account with this e-mail is already connected to another Google account',
    ru: 'Аккаунт с этой почтой уже привязан к другому аккаунту Google',
  },
  order_not_open: {
    en: 'The order is no longer awaiting payment',
    ru: 'Заказ больше не ожидает оплаты',
  },
  chain_unavailable: {
    en: 'The blockchain cannot be reached right now: try again in a few minutes',
    ru: 'Блокчейн сейчас недоступен: попробуйте через несколько минут',
  },
  currency_unavailable: {
    en: 'Payments in this currency are not accepted at the moment',
    ru: 'Платежи в этой валюте сейчас не принимаются',
  },
  solana_pay_url_invalid: {
    en: 'This is not a Solana Pay transfer request the test wallet can pay',
    ru: 'Это не запрос перевода Solana Pay, который может оплатить тестовый кошелёк',
  },
  solana_pay_unknown_token: {
    en: 'The embedded chain has no such token',
    ru: 'Во встроенном блокчейне нет такого токена',
  },
  solana_pay_payment_failed: {
    en: 'The embedded chain refused the payment',
    ru: 'Встроенный блокчейн отклонил платёж',
  },
  solana_pay_no_dev_wallet: {
    en: 'There is no test wallet: the platform is connected to a Solana cluster (SOLANA_RPC_URL)',
    ru: 'Тестового кошелька нет: платформа подключена к кластеру Solana (SOLANA_RPC_URL)',
  },
  too_many_open_orders: {
    en: 'You already have {count} unpaid requests: pay or cancel one first',
    ru: 'У вас уже {count} {plural:неоплаченная заявка|неоплаченные заявки|неоплаченных заявок}: сначала оплатите или отмените одну из них',
  },
  reserved_token_limit: {
    en: 'You can reserve at most {count} {name} tokens at once, unpaid requests included',
    ru: 'Одновременно можно зарезервировать не больше {count} {plural:токена|токенов|токенов} {name}, включая неоплаченные заявки',
  },
  reserved_usd_limit: {
    en: 'Unpaid requests can reserve tokens worth at most ${count} in total: this order would go beyond that',
    ru: 'Неоплаченные заявки могут резервировать токены общей стоимостью не больше {count}\u00a0$: этот заказ превысил бы лимит',
  },
  too_many_orders: {
    en: 'You can send at most {count} order requests an hour: try again later',
    ru: 'Можно отправить не больше {count} {plural:заявки|заявок|заявок} на покупку в час: попробуйте позже',
  },
  too_many_orders_from_address: {
    en: 'At most {count} orders an hour can be placed from one network address: try again later',
    ru: 'С одного сетевого адреса можно оформить не больше {count} {plural:заказа|заказов|заказов} в час: попробуйте позже',
  },
  internal_error: {
    en: 'Something went wrong on our side',
    ru: 'Что-то пошло не так на нашей стороне',
  },
  busy_try_again: {
    en: 'Many requests met at once and nothing was changed: try again',
    ru: 'Слишком много одновременных запросов, ничего не изменено: попробуйте ещё раз',
  },
  treasury_return_over_surplus: {
    en: 'The treasury holds {count} {name} beyond the ledger now (returns being sent counted): return at most that',
    ru: 'Сверх учёта в казначействе сейчас {count} {name} (с учётом отправляемых возвратов): вернуть можно не больше',
  },
  treasury_return_no_mint: {
    en: 'This token is not on chain yet: its treasury holds nothing to return',
    ru: 'Этого токена ещё нет в блокчейне: возвращать из казначейства нечего',
  },
  treasury_return_min: { en: 'More than zero', ru: 'Больше нуля' },
  treasury_return_whole: {
    en: 'Art tokens are returned whole',
    ru: 'Токены картин возвращаются только целыми',
  },
  // Investor chain actions (F1): one rule per amount for every token, and the swap's own refusals.
  sell_whole: {
    en: 'Only whole tokens of a painting can be sold',
    ru: 'Продать можно только целые токены картины',
  },
  swap_whole: {
    en: 'Only whole tokens of a painting can be swapped',
    ru: 'Обменять можно только целые токены картины',
  },
  swap_target_sold_out: {
    en: 'No tokens of this painting are available now',
    ru: 'Токенов этой картины сейчас нет в наличии',
  },
  swap_fewer_left: {
    en: 'Others took some of this painting’s tokens meanwhile: only {count} are left. Check the new amounts and confirm again.',
    ru: 'Пока вы подтверждали, часть токенов этой картины купили: осталось только {count}. Проверьте новые суммы и подтвердите снова.',
  },
  swap_price_moved: {
    en: 'At current prices this swap gives {count} {name}, less than you confirmed. Check the new amounts and confirm again.',
    ru: 'По текущим ценам этот обмен даёт {count} {name} — меньше, чем вы подтвердили. Проверьте новые суммы и подтвердите снова.',
  },
  // The console (operator tester's findings): a blocked person's withdrawal or sale is not approved.
  outgoing_person_blocked: {
    en: 'This person is blocked: unblock them first or reject the request',
    ru: 'Этот человек заблокирован: сначала разблокируйте его или отклоните запрос',
  },
  outgoing_person_removed: {
    en: 'This person removed their account: reject the request, or wait until they restore it',
    ru: 'Этот человек удалил учётную запись: отклоните запрос или дождитесь, пока он её восстановит',
  },
  refund_already_completed: {
    en: 'This refund is already recorded as complete',
    ru: 'Этот возврат уже отмечен как завершённый',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };
const DECIMAL_SEPARATORS: Record<Language, string> = { en: '.', ru: ',' };

/**
 * A decimal string ("13500.00", "2.5") as the language writes numbers: "13,500.00" or
 * "13 500,00", the fraction kept as it is; anything else unchanged. Messages and e-mails alike.
 */
export function formatDecimalText(value: string, language: Language): string {
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!decimal) return value;
  return (
    new Intl.NumberFormat(NUMBER_LOCALES[language]).format(BigInt(decimal[1]!)) +
    (decimal[2] ? DECIMAL_SEPARATORS[language] + decimal[2] : '')
  );
}

/**
 * Text of a message key. `min_chars:8` style keys carry their count after a colon, and
 * `reserved_token_limit:5000:INDEX` a name after it; a message that needs more figures takes them
 * after the name, as `{count2}`, `{count3}`… A count in the wire's spelling ("5000", "2.5") is
 * written the language's way ("5,000", "5 000"; "2,5" in Russian), as the web writes quantities;
 * `{plural:…}` agrees with the first count.
 */
export function messageText(keyWithArgs: string, language: Language): string {
  const [key, count, name, ...more] = keyWithArgs.split(':');
  if (!key || !isMessageKey(key)) return keyWithArgs;
  let text: string = MESSAGES[key][language];
  if (count !== undefined) {
    text = text
      .replace('{count}', formatDecimalText(count, language))
      .replace(/\{plural:([^}]*)\}/, (_, forms: string) => pluralForm(forms, count));
  }
  more.forEach((figure, index) => {
    text = text.replace(`{count${index + 2}}`, formatDecimalText(figure, language));
  });
  return name === undefined ? text : text.replaceAll('{name}', name);
}

/**
 * `{plural:символ|символа|символов}`: the noun's form for a Russian count, one / few / many
 * (1 символ, 2 символа, 5 символов; 21 символ, 64 символа), as `Intl.PluralRules` tells them.
 * A count that can be a fraction (an amount of INDEX) adds a fourth form for it, the genitive
 * singular (`{plural:такой токен|таких токена|таких токенов|такого токена}`: 1,5 такого токена);
 * without one a fraction takes the third.
 */
function pluralForm(forms: string, count: string): string {
  const [one, few, many, fraction] = forms.split('|');
  // The written fraction decides (0.000001 is a fraction, not the 0 that default rounding makes it).
  const places = Math.min(/\.(\d+)$/.exec(count)?.[1]?.length ?? 0, 20);
  const rule = new Intl.PluralRules('ru-RU', { minimumFractionDigits: places, maximumFractionDigits: places }).select(
    Number(count),
  );
  return (rule === 'one' ? one : rule === 'few' ? few : rule === 'many' ? many : (fraction ?? many)) ?? forms;
}
