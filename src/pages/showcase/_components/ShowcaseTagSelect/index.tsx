// A toggle button that adds one tag to the filters or removes it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {tags, type TagType} from '@site/src/data/showcase';
import {useShowcaseFilters, useUpdateShowcaseFilters} from '../../_utils';
import {tagColorClass} from '../ShowcaseTagColors';
import styles from './styles.module.css';

type Props = {readonly tag: TagType};

export default function ShowcaseTagSelect({tag}: Props): ReactNode {
  const {tags: selected} = useShowcaseFilters();
  const update = useUpdateShowcaseFilters();
  const isSelected = selected.includes(tag);
  const {label, description} = tags[tag];
  const toggle = () => update({tags: isSelected ? selected.filter((t) => t !== tag) : [...selected, tag]});
  return (
    <button
      type="button"
      className={clsx(styles.button, tagColorClass(tag), isSelected && styles.selected)}
      aria-pressed={isSelected}
      title={description}
      onClick={toggle}
    >
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </button>
  );
}
