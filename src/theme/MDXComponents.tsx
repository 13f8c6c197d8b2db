// Wrapped: Markdown tables become ScrollableTable, so a table too wide for its column can be scrolled from the keyboard.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
