import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchModalProps, type DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {exposeBench} from '../../client/bench';
import {loadContextSnippets, loadIndexes} from '../../client/loadIndexes';
import {createLocalSearchClient, type QueryAnswer} from '../../client/localSearchClient';
import {missingResultsUrl, searchMessages} from '../../client/messages';
import AnswerSlot from './AnswerSlot';
import NoResultsScreen from './NoResultsScreen';
import {useResultListIds} from './useResultListIds';
import '@docsearch/css/dist/modal.css';
import './styles.css';

/** Starts fetching the indexes a search on this page needs, so that the first query answers at once. */
export function preloadIndexes(baseUrl: string, contexts: string[]): void {
  const getIndexes = () => loadIndexes(baseUrl, contexts);
  // A failure is reported by the search itself, which fetches again.
  getIndexes().catch(() => {});
  exposeBench(getIndexes);
}

const translations: DocSearchModalProps['translations'] = {
  searchBox: {searchInputLabel: translate({id: 'theme.SearchBar.label', message: 'Search'})},
  noResultsScreen: {
    noResultsText: searchMessages.noResults,
    reportMissingResultsText: searchMessages.reportMissing,
    reportMissingResultsLinkText: searchMessages.reportMissingLink,
  },
};

/** Hits are router links: choosing one navigates within the app, to the page and anchor. */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

type Props = {
  /** Search contexts of the page the modal was opened on. */
  contexts: string[];
  /** What the reader had typed on the search button before the modal opened. */
  initialQuery?: string;
  onClose: () => void;
};

/** DocSearch's modal answering from the local index. */
export default function SearchModal({contexts, initialQuery, onClose}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl, organizationName = '', projectName = ''} = siteConfig;
  const history = useHistory();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  const [answer, setAnswer] = useState<QueryAnswer | null>(null);
  useResultListIds(container);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchTransformClient) =>
      createLocalSearchClient(
        algoliaClient,
        baseUrl,
        () => loadIndexes(baseUrl, contexts),
        (loaded) => setIndexFailed(!loaded),
        // Once results are on screen, load the contexts' excerpts at once: later queries then download nothing.
        () => window.setTimeout(() => loadContextSnippets(baseUrl, contexts).catch(() => {}), 0),
        setAnswer,
      ),
    [baseUrl, contexts],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(organizationName, projectName, query),
    [organizationName, projectName],
  );

  return createPortal(
    <div ref={setContainer}>
      <DocSearchModal
        // DocSearch requires Algolia credentials; the local client replaces the only code that would use them.
        appId="local"
        apiKey="local"
        indexName="local"
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        navigator={navigator}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={getMissingResultsUrl}
        placeholder={translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'})}
        translations={translations}
      />
      {container && <NoResultsScreen root={container} failed={indexFailed} onNavigate={onClose} />}
      {container && <AnswerSlot root={container} answer={answer} onNavigate={onClose} />}
    </div>,
    document.body,
  );
}
