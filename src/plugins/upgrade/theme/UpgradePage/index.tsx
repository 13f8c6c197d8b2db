import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {UpgradePair} from '../../types';
import UpgradeView from '../UpgradeView';
import ConfigChecker from '../ConfigChecker';

/** `/upgrade/<from>/<to>/`: prerendered checklist of one documented pair, then the config checker. */
export default function UpgradePage({pair}: {readonly pair: UpgradePair}): ReactNode {
  const title = `Upgrade from ${pair.fromTitle} to ${pair.toTitle}`;
  return (
    <Layout
      title={title}
      description={`Breaking changes, option changes and docs changes from ${pair.fromTitle} to ${pair.toTitle}, as a checklist.`}
    >
      <main className="container margin-vert--lg upgrade-page">
        <Heading as="h1">{title}</Heading>
        <p>
          Everything that changes for a site moving from {pair.fromTitle} to {pair.toTitle}, from the changelog and from
          the options extracted from the packages of {pair.fromRelease} and {pair.toRelease}. Tick items as you go: the
          ticks stay in this browser. <Link to="/upgrade/">Other releases</Link>.
        </p>
        <UpgradeView pair={pair} />
        <ConfigChecker
          fromRelease={pair.fromRelease}
          toRelease={pair.toRelease}
          toTitle={pair.toTitle}
          rowsUrl={`/upgrade/data/rows-${pair.to}.json`}
        />
      </main>
    </Layout>
  );
}
