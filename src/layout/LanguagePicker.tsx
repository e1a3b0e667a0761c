import { lazy, Suspense, useState } from 'react';
import { useShellExtra } from '../hooks/firstDataDrawn';
import { LanguageButton } from './LanguageButton';

// The menu (antd's Dropdown, the languages' entries, the component-language dialog) is its own
// chunk, mounted once the page's first data is drawn or at the button's first click.
const LanguageMenu = lazy(() =>
  import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })),
);

/**
 * The header's language picker: its button at once, its menu once it may cost something. The
 * button is drawn anew inside the menu: one that had the keyboard focus keeps it.
 */
export function LanguagePicker() {
  const [ready, want] = useShellExtra();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const openMenu = () => {
    setOpen(true);
    want();
  };
  // Opened on the press too: the menu's arrival swaps this button for the Dropdown's, and a
  // press and release on two buttons make no click.
  const early = (
    <LanguageButton
      autoFocus={focused}
      onMouseDown={openMenu}
      onClick={openMenu}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  if (!ready) return early;
  return (
    <Suspense fallback={early}>
      <LanguageMenu open={open} onOpenChange={setOpen} autoFocus={focused} />
    </Suspense>
  );
}
