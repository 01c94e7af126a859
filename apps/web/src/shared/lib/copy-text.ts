import { useEffect, useRef, useState } from 'react';

/**
 * Puts text on the clipboard. The Clipboard API needs a secure context and may be refused;
 * the old selection-and-copy path still works in those cases. Answers whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection path.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * A copy action whose "copied" state lasts `tickMs` (SPEC §9: 1 s for the two-factor key and
 * the deposit address, 2 s on the order page). `copy` answers whether the text was copied.
 */
export function useCopy(tickMs: number): {
  status: CopyStatus;
  copied: boolean;
  copy: (text: string) => Promise<boolean>;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    const done = await copyText(text);
    setStatus(done ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    if (done) timer.current = window.setTimeout(() => setStatus('idle'), tickMs);
    return done;
  };
  return { status, copied: status === 'copied', copy };
}
