import React, {type ComponentProps} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import './styles.css';

type Props = ComponentProps<'tr'> & {'data-option'?: string};

/**
 * A table row. Option rows (given `id` and `data-option` at build time by src/plugins/option-anchors) register their
 * anchor with the broken-link checker, so links to `page#option` are validated like links to headings.
 */
export default function OptionRow(props: Props): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.id && props['data-option']) brokenLinks.collectAnchor(props.id);
  return <tr {...props} />;
}
