import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebarsCommunity = {
  community: ['support', 'team', 'resources', 'contributing', 'canary'],
} satisfies SidebarsConfig;

export default sidebarsCommunity;
