import type { Direction, Mode, ThemeName } from './settings';
import { SURFACES } from './themes';

/**
 * Mirrors the appearance on <html>: `dir` (SPEC §2), the colour scheme for native controls and
 * scrollbars, and the page colour behind the React tree. public/boot-appearance.js writes the
 * same attributes before React mounts; this keeps them right when the settings change later.
 */
export function applyDocumentAppearance(
  root: HTMLElement,
  { mode, theme, direction }: { mode: Mode; theme: ThemeName; direction: Direction },
): void {
  root.dir = direction;
  root.dataset.theme = mode;
  root.dataset.colorTheme = theme;
  root.style.colorScheme = mode;
  root.style.backgroundColor = SURFACES[mode].colorBgLayout;
}
