import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onTypeOnButton: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/**
 * The search modal's keyboard shortcuts: Ctrl/Cmd+K toggles it, Escape closes
 * it, `/` opens it unless the reader is typing somewhere. DocSearch's own hook
 * lives in the module with its modal, which pages must not load up front.
 */
export function useSearchShortcuts({isOpen, onOpen, onClose, onTypeOnButton, buttonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = event.key === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      const typedOnButton = document.activeElement === buttonRef.current && /^[a-z0-9]$/i.test(event.key);
      if (typedOnButton && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        onTypeOnButton(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onTypeOnButton, buttonRef]);
}
