// Wrapped to add the `custom-offline` navbar item type (the offline reading control) to the stock types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type ComponentTypesType from '@theme/NavbarItem/ComponentTypes';
import OfflineControl from '@site/src/components/OfflineControl';

export default {
  ...ComponentTypes,
  'custom-offline': OfflineControl,
} satisfies typeof ComponentTypesType;
