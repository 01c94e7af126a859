-- When a person's identity was verified (KYC); null until then. No verification process exists
-- yet, so every account is unverified and gets the lower reservation limits
-- (ORDER_MAX_RESERVED_*, docs/decisions/0022); an operator or a future KYC provider sets it.
alter table users add column kyc_verified_at timestamptz;
