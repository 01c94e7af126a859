import { useTranslation } from 'react-i18next';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useSubscribe } from '../../../shared/api/painting-subscriptions.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../../../shared/ui/button.tsx';
import { CheckIcon } from '../../../shared/ui/check-icon.tsx';

interface SubscribeButtonProps {
  painting: { id: string; name: string; art_token: { current_price: string } };
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** "Notify me on arrival" for a signed-in person: asks once, then says the notice is on its way. */
export function SubscribeButton({ painting, variant = 'secondary', size, className }: SubscribeButtonProps) {
  const { t } = useTranslation('gallery');
  const subscribe = useSubscribe(painting.id);
  const done = subscribe.isSuccess;
  return (
    <div className={className}>
      <Button
        variant={variant}
        size={size}
        className="w-full"
        disabled={subscribe.isPending || done}
        aria-label={`${t(done ? 'actions.subscribed' : 'actions.subscribe')}: ${painting.name}`}
        onClick={() => subscribe.mutate()}
      >
        {done && <CheckIcon />}
        {t(done ? 'actions.subscribed' : 'actions.subscribe')}
      </Button>
      <p role="status" className="mt-2 text-center text-xs leading-relaxed text-ink-500 empty:hidden">
        {/* Under attribution the tokens have never been on sale: the notice is about their first sale. */}
        {done
          ? t(
              isUnderAttribution(painting.art_token)
                ? 'actions.subscribed_note_attribution'
                : 'actions.subscribed_note',
            )
          : ''}
      </p>
    </div>
  );
}
