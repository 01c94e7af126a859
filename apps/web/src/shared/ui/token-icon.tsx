import clsx from 'clsx';
import type { Token } from '@pinacoteca/contracts/catalog/token';

type TokenLike = Pick<Token, 'icon' | 'icon2x' | 'symbol'>;

/** A token's icon at 1x and 2x; a monogram stands in when a token has no picture. */
export function TokenIcon({ token, size = 40, className }: { token: TokenLike; size?: number; className?: string }) {
  const box = clsx('shrink-0 rounded-full', className);
  if (!token.icon) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size, fontSize: size * 0.45 }}
        className={clsx(box, 'flex items-center justify-center bg-gold-100 font-display text-gold-600')}
      >
        {token.symbol.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={token.icon}
      srcSet={token.icon2x ? `${token.icon} 1x, ${token.icon2x} 2x` : undefined}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={clsx(box, 'bg-paper-200 object-cover ring-1 ring-ink-900/10')}
    />
  );
}

/** Icon, name and symbol in one line: how the investor's pages name a token. */
export function TokenLabel({
  token,
  size = 36,
  className,
  clamp = true,
}: {
  token: TokenLike & Pick<Token, 'name'>;
  size?: number;
  className?: string;
  /** At most two lines of the name (tables); otherwise the name wraps freely (cards). */
  clamp?: boolean;
}) {
  return (
    <div className={clsx('flex min-w-0 items-center gap-3', className)}>
      <TokenIcon token={token} size={size} />
      <div className="min-w-0">
        <p className={clsx('font-medium leading-snug text-ink-900', clamp && 'line-clamp-2')}>{token.name}</p>
        <p className="mt-0.5 truncate text-xs uppercase tracking-wider text-ink-500">{token.symbol}</p>
      </div>
    </div>
  );
}
