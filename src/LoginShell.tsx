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
  // Fetched from the visitor's first keystroke (or a password manager's fill) in the form, not
  // while the form itself is loading: typing an e-mail and a password leaves it time to arrive.
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
