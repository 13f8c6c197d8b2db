import React from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';

type CustomProps = Record<string, unknown> | undefined;

function PropsValue({props}: {props: CustomProps}): React.ReactNode {
  return props ? <code>{JSON.stringify(props)}</code> : <em>none</em>;
}

/**
 * Shows the custom props of the current sidebar category and of each of its items.
 * The theme never renders custom props itself; this makes them visible on the page.
 * Only usable in a doc that is the link of a sidebar category.
 */
export default function SidebarCustomProps(): React.ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <table>
      <thead>
        <tr>
          <th>Sidebar item</th>
          <th>Custom props</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{category.label} (the category)</td>
          <td>
            <PropsValue props={category.customProps} />
          </td>
        </tr>
        {category.items.map((item) => (
          <tr key={item.type === 'html' ? item.value : item.label}>
            <td>{item.type === 'html' ? 'HTML item' : item.label}</td>
            <td>
              <PropsValue props={item.customProps} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
