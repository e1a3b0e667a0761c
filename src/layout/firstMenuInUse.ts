/**
 * Whether the sider's FirstMenu is in use: a pointer pressed on it, until the click its release
 * dispatches has run, or the keyboard focus on one of its links. SiderMenu reads this while it
 * renders (useSyncExternalStore), so the swap to antd's Menu cannot commit between a press and
 * its click: the pressed link would leave the page and the browser would drop the click. A
 * check in an effect came too late, as the swap's render was already scheduled.
 */
export const FIRST_MENU_CLASS = 'pp-first-menu';

let pressed = false;
let focused = false;
/** Counts presses, so that an older press's release does not end a newer one. */
let press = 0;
const listeners = new Set<() => void>();

const inFirstMenu = (node: EventTarget | null) =>
  node instanceof Element && node.closest(`.${FIRST_MENU_CLASS}`) !== null;

function set(next: { pressed?: boolean; focused?: boolean }) {
  const before = pressed || focused;
  pressed = next.pressed ?? pressed;
  focused = next.focused ?? focused;
  if ((pressed || focused) !== before) listeners.forEach((listener) => listener());
}

function onPointerDown(event: Event) {
  press += 1;
  set({ pressed: inFirstMenu(event.target) });
}

function onPointerRelease() {
  if (!pressed) return;
  const released = press;
  // The browser dispatches mouseup and click after pointerup, in the same task.
  window.setTimeout(() => {
    if (press === released) set({ pressed: false });
  }, 0);
}

const onFocusIn = (event: FocusEvent) => set({ focused: inFirstMenu(event.target) });
const onFocusOut = (event: FocusEvent) => set({ focused: inFirstMenu(event.relatedTarget) });

const EVENTS = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerRelease],
  ['pointercancel', onPointerRelease],
  ['focusin', onFocusIn],
  ['focusout', onFocusOut],
] as const;

export function subscribeFirstMenuUse(listener: () => void): () => void {
  if (listeners.size === 0) {
    focused = inFirstMenu(document.activeElement);
    for (const [type, handler] of EVENTS)
      document.addEventListener(type, handler as EventListener, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [type, handler] of EVENTS)
      document.removeEventListener(type, handler as EventListener, true);
    pressed = false;
  };
}

export const firstMenuInUse = () => pressed || focused;
