import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../../shared/ui/button.tsx';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

const BuyWholeDialog = lazyPart(() => import('./buy-whole-dialog.tsx'));

interface BuyWholeButtonProps {
  painting: { id: string; name: string; sale_id: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Buy the whole painting" for a signed-in person (SPEC §2, §5): opens the dialog where they
 * confirm being ready to buy and able to prove the funds (buy-whole-dialog.tsx).
 */
export function BuyWholeButton({ painting, variant = 'secondary', size, className }: BuyWholeButtonProps) {
  const { t } = useTranslation('gallery');
  const form = useOverlay(`modal:buy-whole-${painting.id}`);
  const thanks = useOverlay(`modal:buy-whole-thanks-${painting.id}`);
  // Once opened it stays mounted, so closing plays the dialog's animation (SPEC §9).
  const [wanted, setWanted] = useState(false);
  if ((form.isOpen || thanks.isOpen) && !wanted) setWanted(true);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={form.show} aria-haspopup="dialog">
        {t('actions.buy_whole')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BuyWholeDialog painting={painting} />
        </Suspense>
      )}
    </>
  );
}
