import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { BlankLayout } from './layout/BlankLayout';
import LandingPage from './pages/landing/LandingPage';
import { isLandingPage, isSignedOutSignIn, loadConsole } from './shell';
import { ThemeConfig } from './theme/ThemeConfig';

const LoginShell = lazy(() => import('./LoginShell'));

/**
 * The public landing page opened from the address bar (src/main.tsx): the page alone, without
 * Refine, the data layer or the layout. Its sign-in links lead to the sign-in screen of a
 * signed-out visitor (src/LoginShell.tsx) and back; any other address (the sign-in screen too,
 * for a visitor with a session) gets the whole console in its place, for good.
 */
export default function LandingShell() {
  const { pathname } = useLocation();
  const [Console, setConsole] = useState<ComponentType | null>(null);
  const screen = isLandingPage(pathname)
    ? 'landing'
    : isSignedOutSignIn(pathname)
      ? 'sign-in'
      : 'console';
  const wantsConsole = screen === 'console' && !Console;
  useEffect(() => {
    if (!wantsConsole) return;
    let current = true;
    void loadConsole().then(({ default: App }) => {
      if (current) setConsole(() => App);
    });
    return () => {
      current = false;
    };
  }, [wantsConsole]);

  if (Console) return <Console />;
  if (screen === 'sign-in')
    return (
      <Suspense fallback={null}>
        <LoginShell />
      </Suspense>
    );
  if (screen === 'landing')
    return (
      <ThemeConfig>
        <BlankLayout>
          <LandingPage />
        </BlankLayout>
      </ThemeConfig>
    );
  return null;
}
