// Wrapped so that every tab panel carries its tab's label, hidden on screen (the tab list names the panels there)
// and printed above the panel, since print shows all panels one after the other (src/css/print.css).
import React from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): React.ReactNode {
  return (
    <TabItem {...props}>
      <p className="tab-print-label">{props.label ?? props.value}</p>
      {props.children}
    </TabItem>
  );
}
