-- The wallet a Solana Pay payment came from (the owner of the USDC account it left), kept with the
-- transfer so an operator can send a second, short or excess payment back to it (the queue of
-- payments to return showed no payer for USDC payments).
alter table solana_pay_transfers add column payer text;
