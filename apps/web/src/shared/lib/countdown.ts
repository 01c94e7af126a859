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

/** SPEC §2 and §4: mm:ss under an hour (04:05), hh:mm:ss from 3600 s up (01:02:03). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
