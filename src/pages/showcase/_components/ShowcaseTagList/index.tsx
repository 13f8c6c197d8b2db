// The tags of one site as a list of badges: the tag colour marks a dot, the label keeps the text colour.
import React, {type ReactNode} from 'react';
import {tags, type TagType} from '@site/src/data/showcase';
import styles from './styles.module.css';

type Props = {readonly siteTags: readonly TagType[]};

export default function ShowcaseTagList({siteTags}: Props): ReactNode {
  return (
    <ul className={styles.list} aria-label="Tags">
      {siteTags.map((type) => {
        const {label, description, color} = tags[type];
        return (
          <li key={type} className={styles.tag} title={description}>
            <span className={styles.dot} style={{backgroundColor: color}} aria-hidden="true" />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
