import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-500">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-ink-900/15 border-t-gold-500" />
      <span className="text-sm">{label ?? t('loading')}</span>
    </div>
  );
}

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center text-ink-600">
      <p>{text ?? t('load_failed')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-16 text-center text-ink-500">{text}</p>;
}
