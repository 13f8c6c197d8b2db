import React, {forwardRef, type ComponentPropsWithoutRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = ComponentPropsWithoutRef<'button'> & {label: string};

/** "⌘" on Apple devices, "Ctrl" elsewhere; unknown until hydration, so the server renders neither. */
function useModifierKeyLabel(): string | undefined {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return undefined;
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The navbar search button in DocSearch's markup (its stylesheet styles it).
 * Our own, because DocSearch 3 ships button and modal as one module: importing
 * its button would put the whole modal into every page's first load.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...buttonProps}, ref) {
  const modifierKey = useModifierKeyLabel();
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={label}
      aria-keyshortcuts="Control+K Meta+K /"
      {...buttonProps}
    >
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" />
          <path d="M13 13l5 5" stroke="currentColor" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifierKey && (
          <>
            <kbd className="DocSearch-Button-Key">{modifierKey}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
