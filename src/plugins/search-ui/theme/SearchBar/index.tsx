import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchContexts} from '../../client/useSearchContexts';
import {useSearchShortcuts} from '../../client/useSearchShortcuts';
import SearchButton from '../../components/SearchButton';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalModule = typeof import('../../components/SearchModal');

let modalModule: Promise<ModalModule> | undefined;

/** DocSearch's modal (a large bundle) and the search client load on first intent, never with the page. */
function importModal(): Promise<ModalModule> {
  modalModule ??= import('../../components/SearchModal').catch((error: unknown) => {
    modalModule = undefined;
    throw error;
  });
  return modalModule;
}

const noop = (): void => {};

/** The navbar search button; opens the local-search modal (also on Ctrl/Cmd+K and `/`). */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const contexts = useSearchContexts();
  const [modal, setModal] = useState<ModalModule>();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // On hover, focus or touch: fetch the modal and start fetching this page's indexes.
  const prepare = useCallback(
    () =>
      importModal().then((module) => {
        module.preloadIndexes(siteConfig.baseUrl, contexts);
        setModal(module);
      }),
    [siteConfig.baseUrl, contexts],
  );
  const open = useCallback(() => {
    prepare().then(() => setIsOpen(true), noop);
  }, [prepare]);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const openWithQuery = useCallback(
    (key: string) => {
      setInitialQuery(key);
      open();
    },
    [open],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onTypeOnButton: openWithQuery, buttonRef});

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The search button label'});
  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={label}
        onMouseOver={() => void prepare().catch(noop)}
        onFocus={() => void prepare().catch(noop)}
        onTouchStart={() => void prepare().catch(noop)}
        onClick={open}
      />
      {isOpen && modal && <modal.default contexts={contexts} initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
