import { address, type Address } from '@solana/kit';

/**
 * Addresses every Solana cluster reserves that are nobody's wallet: the runtime's own programs and
 * loaders, its sysvars, the incinerator, the SPL programs and the native (wrapped SOL) mints.
 * Tokens sent there are gone for good. A cluster shows most of them as programs or as accounts
 * of the sysvar or token programs, which `addressKindOf` refuses on its own; the embedded runtime
 * holds no account at several (the config, feature and native loader programs, the native mints,
 * the incinerator), so they are named here once for every chain. Programs anyone deploys are
 * judged on chain (executable accounts), as is any token account or mint.
 */
export const RESERVED_ADDRESSES: ReadonlySet<Address> = new Set(
  [
    // The runtime's programs and loaders.
    '11111111111111111111111111111111',
    'NativeLoader1111111111111111111111111111111',
    'Config1111111111111111111111111111111111111',
    'Feature111111111111111111111111111111111111',
    'Stake11111111111111111111111111111111111111',
    'StakeConfig11111111111111111111111111111111',
    'Vote111111111111111111111111111111111111111',
    'ComputeBudget111111111111111111111111111111',
    'AddressLookupTab1e1111111111111111111111111',
    'BPFLoader1111111111111111111111111111111111',
    'BPFLoader2111111111111111111111111111111111',
    'BPFLoaderUpgradeab1e11111111111111111111111',
    'LoaderV411111111111111111111111111111111111',
    'Ed25519SigVerify111111111111111111111111111',
    'KeccakSecp256k11111111111111111111111111111',
    'Secp256r1SigVerify1111111111111111111111111',
    'ZkTokenProof1111111111111111111111111111111',
    'ZkE1Gama1Proof11111111111111111111111111111',
    // Sysvars, and the program that owns them.
    'Sysvar1111111111111111111111111111111111111',
    'SysvarC1ock11111111111111111111111111111111',
    'SysvarEpochSchedu1e111111111111111111111111',
    'SysvarEpochRewards1111111111111111111111111',
    'SysvarFees111111111111111111111111111111111',
    'SysvarLastRestartS1ot1111111111111111111111',
    'SysvarRecentB1ockHashes11111111111111111111',
    'SysvarRent111111111111111111111111111111111',
    'SysvarRewards111111111111111111111111111111',
    'SysvarS1otHashes111111111111111111111111111',
    'SysvarS1otHistory11111111111111111111111111',
    'SysvarStakeHistory1111111111111111111111111',
    'Sysvar1nstructions1111111111111111111111111',
    // Where lamports are burnt.
    '1nc1nerator11111111111111111111111111111111',
    // SPL programs: token, Token-2022, associated token accounts, memo (both versions), and the
    // Metaplex metadata program wallets read names from.
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
    'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
    'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
    // The native mints: wrapped SOL, for the token program and for Token-2022.
    'So11111111111111111111111111111111111111112',
    '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP',
  ].map((text) => address(text)),
);
