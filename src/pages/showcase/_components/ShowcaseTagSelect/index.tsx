// A toggle button that adds one tag to the filters or removes it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {tags, type TagType} from '@site/src/data/showcase';
import {useShowcaseFilters, useUpdateShowcaseFilters} from '../../_utils';
import styles from './styles.module.css';

type Props = {readonly tag: TagType};

export default function ShowcaseTagSelect({tag}: Props): ReactNode {
  const {tags: selected} = useShowcaseFilters();
  const update = useUpdateShowcaseFilters();
  const isSelected = selected.includes(tag);
  const {label, description, color} = tags[tag];
  const toggle = () => update({tags: isSelected ? selected.filter((t) => t !== tag) : [...selected, tag]});
  return (
    <button
      type="button"
      className={clsx(styles.button, isSelected && styles.selected)}
      style={isSelected ? {borderColor: color} : undefined}
      aria-pressed={isSelected}
      title={description}
      onClick={toggle}
    >
      <span className={styles.dot} style={{backgroundColor: color}} aria-hidden="true" />
      {label}
    </button>
  );
}
