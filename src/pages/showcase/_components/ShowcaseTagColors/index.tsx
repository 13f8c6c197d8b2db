// The tag colours of src/data/showcase as one stylesheet of the page, a class per tag that sets
// `--showcase-tag-color`: the dots and the selected filters read it, instead of a `style` attribute on each of them.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {tags, type TagType} from '@site/src/data/showcase';

/** The class that gives an element its tag's colour (the tag types are plain identifiers). */
export function tagColorClass(type: TagType): string {
  return `showcase-tag--${type}`;
}

const STYLESHEET = (Object.keys(tags) as TagType[])
  .map((type) => `.${tagColorClass(type)}{--showcase-tag-color:${tags[type].color}}`)
  .join('');

export default function ShowcaseTagColors(): ReactNode {
  return (
    <Head>
      <style>{STYLESHEET}</style>
    </Head>
  );
}
