// The stock highlighter (prism-react-renderer), loaded only for blocks rendered in the browser, i.e. after a
// client-side navigation. Prism's additional languages are registered here rather than on every page.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Highlighter from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import type {ReactNode} from 'react';

prismIncludeLanguages(Prism);

export default Highlighter as (props: Props) => ReactNode;
