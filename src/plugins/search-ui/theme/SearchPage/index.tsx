import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {useUrlState} from '@site/src/hooks/useUrlState';
import {useLocalSearch} from '../../client/useLocalSearch';
import {useSearchContexts} from '../../client/useSearchContexts';
import {useSearchPageQuery} from '../../client/useSearchPageQuery';
import {searchPageParams} from '../../client/searchPageUrl';
import {searchMessages} from '../../client/messages';
import {answerHit} from '../../answerCard';
import AnswerCard from '../../components/AnswerCard';
import SearchForm from '../../components/SearchForm';
import SearchLanding from '../../components/SearchLanding';
import SearchNoResults from '../../components/SearchNoResults';
import SearchResults from '../../components/SearchResults';
import styles from './styles.module.css';

/** The docs instance whose version the page lets the reader choose. */
const VERSIONED_PLUGIN_ID = 'default';

/** The chosen docs version, kept in the URL (`version`) so that a search can be shared; the latest by default. */
function useVersionChoice(): [
  versionName: string,
  setVersionName: (name: string) => void,
  versions: ReturnType<typeof useVersions>,
] {
  const versions = useVersions(VERSIONED_PLUGIN_ID);
  const [{version}, setParams] = useUrlState(searchPageParams);
  const latest = versions.find((candidate) => candidate.isLast) ?? versions[0]!;
  const versionName = versions.some((candidate) => candidate.name === version) ? version : latest.name;
  const setVersionName = (name: string) => setParams({version: name === latest.name ? '' : name}, {replace: true});
  return [versionName, setVersionName, versions];
}

function pageHeading(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** The results area: the answer card's live region, then nothing, the results, the no-results or the error texts. */
function SearchOutcome({query, contexts}: {query: string; contexts: string[]}): ReactNode {
  const state = useLocalSearch(query, contexts);
  return (
    <>
      <AnswerCard hit={state.status === 'done' ? answerHit(state.hits) : null} />
      <SearchList state={state} contexts={contexts} />
    </>
  );
}

function SearchList({state, contexts}: {state: ReturnType<typeof useLocalSearch>; contexts: string[]}): ReactNode {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return null;
    case 'error':
      return (
        <div role="alert">
          <p className={styles.errorTitle}>{searchMessages.errorTitle}</p>
          <p>{searchMessages.errorHelp}</p>
        </div>
      );
    case 'done':
      return state.hits.length > 0 ? (
        <SearchResults key={`${state.query} ${contexts.join()}`} hits={state.hits} />
      ) : (
        <SearchNoResults query={state.query} />
      );
  }
}

/** `/search/?q=…`: full-page search of the local index. */
export default function SearchPage(): ReactNode {
  const [query, setQuery] = useSearchPageQuery();
  const [versionName, setVersionName, versions] = useVersionChoice();
  const contexts = useSearchContexts({pluginId: VERSIONED_PLUGIN_ID, versionName});
  const heading = pageHeading(query.trim());
  return (
    <Layout title={heading} description="Search the Docusaurus documentation, blog and changelog.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <SearchForm
          query={query}
          onQueryChange={setQuery}
          versions={versions}
          versionName={versionName}
          onVersionChange={setVersionName}
        />
        {query.trim() ? (
          <SearchOutcome query={query} contexts={contexts} />
        ) : (
          <SearchLanding versions={versions} versionName={versionName} onVersionChange={setVersionName} />
        )}
      </main>
    </Layout>
  );
}
