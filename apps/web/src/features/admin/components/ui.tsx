import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';

/** A section's heading; an item's page is titled with what a person typed (a nickname, a legal name): wrapped. */
export function SectionTitle({ title, aside }: { title: string; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className={clsx('font-display text-3xl text-ink-900', typedText)}>{title}</h1>
      {aside}
    </div>
  );
}

export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={clsx('rounded-2xl border border-ink-900/10 bg-white p-5', className)}>{children}</section>;
}

/**
 * Tables scroll sideways inside their panel instead of widening the page. `stacked`: on a phone
 * each row is a card of its cells one under another (rows use `stackedRow` and `stackedCell`, and
 * name each cell with `CellLabel`), so a row's actions are in view without scrolling sideways.
 */
export function Table({ head, children, stacked }: { head: ReactNode[]; children: ReactNode; stacked?: boolean }) {
  const { t } = useTranslation('admin');
  // Wider than its box (a phone's order ledger), the table scrolls sideways: then its box takes
  // the focus, so a keyboard can scroll it too (an outside tester's columns were out of reach).
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      tabIndex={scrolls ? 0 : undefined}
      className="overflow-x-auto rounded-2xl border border-ink-900/10 bg-white focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <table className={clsx('w-full text-left text-sm', stacked && 'block sm:table')}>
        <thead
          className={clsx(
            'border-b border-ink-900/10 text-xs uppercase tracking-wider text-ink-500',
            stacked && 'hidden sm:table-header-group',
          )}
        >
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-medium">
                {/* A column of buttons or links has no heading to show, but still a name to read. */}
                {h === '' ? <span className="sr-only">{t('table.actions')}</span> : h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={clsx('divide-y divide-ink-900/5', stacked && 'block sm:table-row-group')}>{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-4 py-3 align-top';

/** A row of a `stacked` table: a card on a phone, a table row from sm up. */
export const stackedRow = 'block py-2 sm:table-row sm:py-0';
/** A cell of a `stacked` table: a line of the card on a phone, a table cell from sm up. */
export const stackedCell = 'block px-4 py-1.5 sm:table-cell sm:px-4 sm:py-3 sm:align-top';

/** A stacked table's column heading, shown beside its cell on a phone only (the table's head says it from sm up). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs uppercase tracking-wider text-ink-500 sm:hidden">{children}</span>;
}

/** A search box that searches when submitted (not on every key). */
export function SearchForm({
  label,
  button,
  onSearch,
}: {
  label: string;
  button: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState('');
  return (
    <form
      className="mb-4 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <input
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="h-10 w-full max-w-md rounded-xl border border-ink-900/15 bg-white px-3 text-sm"
      />
      <Button type="submit">{button}</Button>
    </form>
  );
}

/** A row of filter tabs (a status, a kind): one is chosen. `name` tells two rows on a page apart. */
export function Tabs<T extends string>({
  value,
  options,
  label,
  onChange,
  name,
}: {
  value: T;
  options: readonly T[];
  label: (option: T) => string;
  onChange: (option: T) => void;
  name?: string;
}) {
  return (
    <div role="tablist" aria-label={name} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={value === option}
          onClick={() => onChange(option)}
          className={clsx(
            'rounded-full px-4 py-1.5 text-sm',
            value === option ? 'bg-ink-900 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-900/10',
          )}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}

/** Back to a section's list from one of its items. */
/**
 * The way into one item of a list: every row says "Review", so a screen reader's list of links
 * also hears whose (`subject`), after the visible word so voice control still finds it by that.
 */
export function ReviewLink({ to, subject }: { to: string; subject: string }) {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={to}
      aria-label={`${t('kyc.open')}: ${subject}`}
      className="font-medium text-ink-900 underline underline-offset-4"
    >
      {t('kyc.open')}
    </Link>
  );
}

export function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mb-4 inline-block text-sm text-ink-600 underline underline-offset-4">
      ← {label}
    </Link>
  );
}

/** Why an operator's action failed, above the page it was taken on; nothing while it has not. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="mb-4">
      <FormNotice>{generalErrorText(error)}</FormNotice>
    </div>
  );
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea';

/**
 * Where focus goes when what held it went away: in the nearest of `places` still on the page (the
 * cell or row that asked, then its ancestors), the control named `label` (the button that asked,
 * drawn again), else that place's first control; else the page's first heading. Nothing, when
 * focus is somewhere already.
 */
function refocus(places: readonly Element[], label?: string): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const place = places.find((el) => el.isConnected);
  const controls = place ? [...place.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const control = controls.find((el) => label && el.textContent?.trim() === label) ?? controls[0];
  if (control) {
    control.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * For a step drawn in place of the control that opened it (a question, a reason form): `focus`
 * takes the focus when it appears, the step and its buttons come into view (in a table scrolled
 * sideways on a phone too), and once it goes, focus returns to the control in its place that
 * opened it (or, when the row itself went, to the page's heading) rather than falling to the
 * page's body (an outside tester with a keyboard).
 */
function useStepFocus(box: RefObject<HTMLElement | null>, focus: RefObject<HTMLElement | null> | null): void {
  // The control that opened it, read while it still has the focus (this first render comes before
  // the page drops it): its text finds it again once it is drawn back.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? '' : (document.activeElement?.textContent?.trim() ?? ''),
  );
  useEffect(() => {
    const places: Element[] = [];
    for (let el = box.current?.parentElement; el && places.length < 6; el = el.parentElement) places.push(el);
    focus?.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => {
      requestAnimationFrame(() => refocus(places, opener));
    };
  }, [box, focus, opener]);
}

/**
 * The reason an operator gives for refusing something (a withdrawal or a sale) or blocking
 * someone, drawn in place of the button that opened it. It takes the focus; Escape is Back, as in
 * a confirmation, and focus then returns to that button.
 */
export function ReasonForm(props: {
  label: string;
  submitLabel: string;
  backLabel: string;
  /** A few lines (a reason the person reads) rather than one. */
  multiline?: boolean;
  maxLength?: number;
  pending?: boolean;
  onBack: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const box = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  useStepFocus(box, field);
  const Field = props.multiline ? 'textarea' : 'input';
  return (
    <form
      ref={box}
      className={props.multiline ? 'flex flex-col items-end gap-2' : 'flex flex-wrap gap-2 sm:justify-end'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onBack();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) props.onSubmit(reason.trim());
      }}
    >
      <Field
        ref={field}
        aria-label={props.label}
        placeholder={props.label}
        value={reason}
        maxLength={props.maxLength}
        onChange={(event) => setReason(event.target.value)}
        className={clsx(
          'rounded-lg border border-ink-900/15 px-2 text-sm',
          props.multiline ? 'w-full rounded-xl px-3 py-2' : 'h-8 w-44',
        )}
      />
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={props.onBack}>
          {props.backLabel}
        </Button>
        <Button type="submit" size="sm" variant="danger" disabled={!reason.trim() || props.pending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks before an operator's action that cannot be taken back (approving a payout, changing a
 * person's role): one slip of a click or a select would otherwise do it. The question, then back
 * and the action; it takes the focus, so a screen reader reads the question. Escape is Back; once
 * it goes, focus returns to the control in its place that asked (or, when the row itself went, to
 * the page's heading) rather than falling to the page's body (an outside tester with a keyboard).
 */
export function InlineConfirm({
  question,
  confirmLabel,
  backLabel,
  pending,
  onConfirm,
  onBack,
  takeFocus = true,
}: {
  question: string;
  confirmLabel: string;
  backLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /**
   * False where a select opened it: an arrow key changes a select at once, and taking the focus
   * then left no way to arrow on to another choice (WCAG 3.2.2); the question is read as a status.
   */
  takeFocus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useStepFocus(box, takeFocus ? box : null);
  return (
    <div
      ref={box}
      role="group"
      aria-label={question}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onBack();
      }}
      className="mt-2 rounded-xl bg-paper-100 p-3 text-left text-sm text-ink-800 outline-none focus:ring-2 focus:ring-gold-400"
    >
      {/* It may name someone by what they typed, or quote a signature: long words wrap in it. */}
      <p role={takeFocus ? undefined : 'status'} className={typedText}>
        {question}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <Button size="sm" disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
