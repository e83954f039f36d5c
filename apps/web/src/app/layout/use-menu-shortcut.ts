import { useEffect, useEffectEvent } from 'react';

/** True for Ctrl+B (and Cmd+B on a Mac). */
export function isMenuShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  // `code` names the physical key: with a Kazakh or Russian layout the B key types «и».
  return event.code === 'KeyB' || event.key.toLowerCase() === 'b';
}

/** Spec section 2: Ctrl+B toggles the side menu, anywhere on the page. */
export function useMenuShortcut(onToggle: () => void): void {
  const toggle = useEffectEvent(onToggle);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isMenuShortcut(event)) return;
      // The browser's own Ctrl+B (bookmarks in some browsers) must not fire as well.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
