import { useState, type ComponentType } from 'react';
import { BlankLayout } from './layout/BlankLayout';
import LoginPage from './pages/auth/LoginPage';
import { loadConsole } from './shell';
import { ThemeConfig } from './theme/ThemeConfig';

/**
 * The sign-in screen of a signed-out visitor (src/shell.ts), then, once signed in, the whole
 * console in its place.
 */
export default function LoginShell() {
  const [Console, setConsole] = useState<ComponentType | null>(null);
  // Fetched once the sign-in request is on its way (`prepare`), so that it never competes with
  // the form; the server's password check gives it a head start.
  if (Console) return <Console />;
  return (
    <ThemeConfig>
      <BlankLayout>
        <LoginPage
          prepare={loadConsole}
          afterSignIn={async () => {
            const { default: App } = await loadConsole();
            setConsole(() => App);
          }}
        />
      </BlankLayout>
    </ThemeConfig>
  );
}
