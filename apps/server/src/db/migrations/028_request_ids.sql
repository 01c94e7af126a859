-- A withdrawal or a sale may carry the client's own id of the request (`request_id`): the same
-- id again answers the one it made instead of making another, so a double click or a request
-- sent again after its answer was lost takes tokens off the platform once. An outside tester's
-- double click on "Withdraw" sent two withdrawals, both on chain.
alter table withdrawals add column request_id uuid;
create unique index withdrawals_request on withdrawals (user_id, request_id) where request_id is not null;
alter table sales add column request_id uuid;
create unique index sales_request on sales (user_id, request_id) where request_id is not null;
