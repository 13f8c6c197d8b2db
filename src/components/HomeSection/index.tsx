import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** The heading's id, which also names the section for assistive technology. */
  id: string;
  title: string;
  /** A tinted background, to set a section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
};

/** One band of the home page: a titled, labelled section within the page container. */
export default function HomeSection({id, title, alt = false, children}: Props): ReactNode {
  return (
    <section className={alt ? styles.sectionAlt : styles.section} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
