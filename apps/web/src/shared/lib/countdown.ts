import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Seconds left until a unix time, ticking each second and stopping at zero. */
export function useCountdown(untilSeconds: number | null): number {
  const [now, setNow] = useState(nowSeconds);
  const left = untilSeconds === null ? 0 : Math.max(0, untilSeconds - now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(nowSeconds()), 1000);
    return () => window.clearInterval(timer);
  }, [left > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  return left;
}

/** 4:05, or 1:02:03 from an hour up. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
