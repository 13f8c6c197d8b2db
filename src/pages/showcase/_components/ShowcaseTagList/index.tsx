// The tags of one site as a list of badges: the tag colour marks a dot, the label keeps the text colour.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {tags, type TagType} from '@site/src/data/showcase';
import {tagColorClass} from '../ShowcaseTagColors';
import styles from './styles.module.css';

type Props = {readonly siteTags: readonly TagType[]};

export default function ShowcaseTagList({siteTags}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {siteTags.map((type) => {
        const {label, description} = tags[type];
        return (
          <li key={type} className={clsx(styles.tag, tagColorClass(type))} title={description}>
            <span className={styles.dot} aria-hidden="true" />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
