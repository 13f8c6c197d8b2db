// Wrapped: Markdown tables become ScrollableTable, so a table too wide for its column can be scrolled from the keyboard,
// and option rows (src/plugins/option-anchors) register their anchors.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import OptionRow from '@site/src/components/OptionRow';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  tr: OptionRow,
};
