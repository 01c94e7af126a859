import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { POPUP_CLOSE_MS } from '@pinacoteca/contracts/constants';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { SupportText } from '../components/support-text.tsx';

/**
 * SPEC §2: after the thank-you modal closes — by its button, the cross, Escape or the backdrop —
 * the person goes back to where they came from, or to the home page if they opened this page
 * directly. Leaving waits for the modal's closing animation.
 */
function useLeaveAfterThanks(sent: boolean, open: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router marks the first entry of a tab with the key "default": there is nothing to go back to.
  const firstEntry = location.key === 'default';
  useEffect(() => {
    if (!sent || open) return;
    const timer = window.setTimeout(() => {
      if (firstEntry) void navigate('/', { replace: true });
      else void navigate(-1);
    }, POPUP_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, open, firstEntry, navigate]);
}

function Tips({ id, className }: { id: string; className: string }) {
  const { t } = useTranslation('support');
  const tips = t('contact.tips', { returnObjects: true });
  const count = Array.isArray(tips) ? tips.length : 0;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">
        {t('contact.tips_title')}
      </h2>
      <ul className="mt-4 space-y-4 text-sm leading-relaxed text-ink-600">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500" />
            <span>
              <SupportText i18nKey={`contact.tips.${index}`} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactPage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('contact.title'));
  const signedIn = useIsAuthenticated();
  const thanks = useOverlay('modal:feedback-thanks');
  const [sent, setSent] = useState(false);
  useLeaveAfterThanks(sent, thanks.isOpen);

  // Leaving the page by other means (the browser's back button) must not leave the modal
  // registered as the open overlay.
  const hideThanks = useRef(thanks.hide);
  useEffect(() => {
    hideThanks.current = thanks.hide;
  }, [thanks.hide]);
  useEffect(() => () => hideThanks.current(), []);
  // A stable handler: the modal re-runs its focus handling whenever onClose changes.
  const closeThanks = useCallback(() => hideThanks.current(), []);

  return (
    <Container className="pb-24">
      <div className="pt-8 sm:pt-12 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-600">{t('eyebrow')}</p>
          <h1 className="mt-3 font-display text-3xl leading-tight text-ink-900 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mt-4 max-w-md text-lg leading-relaxed text-ink-600">{t('contact.subtitle')}</p>

          <Tips id="contact-tips" className="mt-10 hidden max-w-md lg:block" />
        </div>

        <div className="mt-8 rounded-2xl border border-ink-900/10 bg-white p-5 shadow-sm sm:p-8 lg:mt-0">
          <ContactForm
            signedIn={signedIn}
            onSent={() => {
              setSent(true);
              thanks.show();
            }}
          />
        </div>

        {/* On small screens the advice follows the form, so the form stays near the top. */}
        <Tips id="contact-tips-mobile" className="mt-10 lg:hidden" />
      </div>

      <Modal open={thanks.isOpen} onClose={closeThanks} title={t('contact.thanks_title')} size="sm">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-600"
          >
            <svg width="20" height="20" viewBox="0 0 24 24">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <p className="pt-1 leading-relaxed text-ink-600">{t('contact.thanks_text')}</p>
        </div>
        <div className="mt-6 flex justify-end">
          {/* The shared Modal focuses its dialog before the portal exists on first open; focusing
              the action here puts keyboard users inside the dialog regardless. */}
          <Button onClick={closeThanks} autoFocus className="w-full sm:w-auto">
            {t('contact.thanks_close')}
          </Button>
        </div>
      </Modal>
    </Container>
  );
}
