// Which server module owns each table (decision 0034). Only the owner's SQL names a table; the
// rest of the code calls the owner's functions. Identity is one module kept in two folders:
// auth/ (sign-in, sessions, links) and account/ (profile, removal), which depends on auth/ only.
const identity = ['auth', 'account'];

/** @type {Record<string, string[]>} table → module folders under apps/server/src/modules */
export const owners = {
  authors: ['catalog'],
  paintings: ['catalog'],
  painting_attributions: ['catalog'],
  painting_histories: ['catalog'],
  painting_images: ['catalog'],
  tokens: ['catalog'],
  token_prices: ['catalog'],
  images: ['media'],
  users: identity,
  sessions: identity,
  email_tokens: identity,
  oauth_states: identity,
  password_reset_requests: identity,
  security_log: identity,
  sign_in_failures: identity,
  used_challenges: identity,
  ledger_accounts: ['ledger'],
  ledger_transactions: ['ledger'],
  ledger_entries: ['ledger'],
  orders: ['orders'],
  order_items: ['orders'],
  charges: ['orders'],
  payment_events: ['orders'],
  refund_requests: ['orders'],
  solana_pay_transfers: ['chain'],
  token_mints: ['chain'],
  token_reconciliations: ['chain'],
  withdraw_addresses: ['chain'],
  withdrawals: ['chain'],
  deposit_addresses: ['chain'],
  deposit_scans: ['chain'],
  deposits: ['chain'],
  sales: ['chain'],
  mail_outbox: ['mail'],
  feature_flags: ['flags'],
  feedback: ['support'],
  // Written by painting-requests (the person asks); worked on in support's inbox (operators answer).
  painting_purchase_requests: ['painting-requests', 'support'],
  inbox_replies: ['support'],
  painting_subscriptions: ['painting-requests'],
  kyc_submissions: ['kyc'],
  kyc_webhook_events: ['kyc'],
  audit_log: ['audit'],
  audit_head: ['audit'],
  // Shared by the rate limiter in lib/; no module names it.
  rate_limits: [],
};
