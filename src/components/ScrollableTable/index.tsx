import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A table that joins the tab order while it is wider than its column (Infima lets tables scroll sideways),
 * so keyboard users can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setScrollable(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={scrollable ? 0 : undefined} />;
}
