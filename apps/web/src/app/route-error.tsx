import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../shared/ui/button.tsx';
import { Container } from '../shared/ui/page.tsx';
import { isMissingCode, reloadForNewBuild } from './new-deploy.ts';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="font-display text-3xl">{t('route_error.title')}</h1>
      <p className="text-ink-600">{t('route_error.text')}</p>
      <ButtonLink to="/">{t('route_error.home')}</ButtonLink>
    </Container>
  );
}

/** React's error boundary (a class is the only way to write one): a page that failed shows RouteError. */
class Boundary extends Component<{ address: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // A page whose code went away with a deploy: loading it again fetches the new build's.
    if (isMissingCode(error)) reloadForNewBuild();
  }

  override componentDidUpdate(previous: { address: string }): void {
    // Going to another page leaves the failed one behind.
    if (this.state.failed && previous.address !== this.props.address) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A page that throws while drawing (or whose code cannot be loaded) shows an error page, not a blank one. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary address={pathname}>{children}</Boundary>;
}
