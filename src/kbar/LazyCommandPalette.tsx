import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstDataDrawn } from '../hooks/firstDataDrawn';
import type { ResourceDefinition } from '../resources/types';
import type { PaletteConnect } from './CommandPalette';
import { startTypeAhead } from './typeAhead';

// kbar and the palette's actions are their own chunk, not part of a page's first load.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((m) => ({ default: m.CommandPalette })),
);

const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';

/** kbar's search box is on screen: the palette is open, and the shortcut closes it. */
const paletteOpen = () => document.querySelector('[aria-controls="kbar-listbox"]') !== null;

/**
 * The header's "Search and commands" button and the palette behind it. The palette's code loads
 * once the page's first data is drawn, when the pointer or the focus reaches the button, or at
 * once when the button is clicked or Ctrl+K / Cmd+K is pressed before that; then it opens.
 */
export function LazyCommandPalette({ resources }: { resources?: readonly ResourceDefinition[] }) {
  const { t } = useTranslation('common');
  const [load, setLoad] = useState(false);
  // The palette's open/close once it is mounted, and whether it was asked for before that.
  const control = useRef<{ toggle: (() => void) | null; openWhenReady: boolean }>({
    toggle: null,
    openWhenReady: false,
  });
  const connect = useCallback<PaletteConnect>((toggle) => {
    control.current.toggle = toggle;
    if (control.current.openWhenReady) {
      control.current.openWhenReady = false;
      toggle();
    }
    return () => {
      control.current.toggle = null;
    };
  }, []);
  const prefetch = () => setLoad(true);
  const open = () => {
    if (control.current.toggle) return control.current.toggle();
    control.current.openWhenReady = true;
    setLoad(true);
  };

  const drawn = useFirstDataDrawn();

  useEffect(() => {
    // Whatever is typed right after the shortcut goes to the search box (./typeAhead).
    const onShortcut = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event) && !paletteOpen()) startTypeAhead();
    };
    // Until kbar listens itself: the first Ctrl+K loads the palette and opens it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (control.current.toggle || !isPaletteShortcut(event)) return;
      event.preventDefault();
      control.current.openWhenReady = true;
      setLoad(true);
    };
    window.addEventListener('keydown', onShortcut, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onShortcut, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<SearchOutlined />}
        aria-label={t('palette.open')}
        title={t('palette.shortcut')}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      />
      {load || drawn ? (
        <Suspense fallback={null}>
          <CommandPalette resources={resources} connect={connect} />
        </Suspense>
      ) : null}
    </>
  );
}
