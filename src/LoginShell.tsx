import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './hooks/whenIdle';
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
  // Fetched once the sign-in screen is up and the browser idle, so that signing in rarely waits
  // for it; sending the form asks for it at once (`prepare`).
  useEffect(() => whenIdle(() => void loadConsole()), []);
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
