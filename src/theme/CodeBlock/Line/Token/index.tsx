// Wrapped: a few colours of the github (light) and dracula (dark) Prism themes are under WCAG AA's 4.5:1 on their code
// background; each is swapped for the same hue, darkened or lightened until it passes, also on highlighted lines.
import React from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

/** Theme colour → readable replacement, keyed exactly as prism-react-renderer's themes spell them. */
const readableColors: Readonly<Record<string, string>> = {
  '#999988': '#626254', // github: comment
  '#e3116c': '#bd0e5a', // github: string
  '#36acaa': '#216a69', // github: number, property, variable
  '#00a4db': '#00698c', // github: attr-name, atrule
  '#d73a49': '#b92534', // github: function, deleted
  'rgb(98, 114, 164)': '#8692b9', // dracula: comment
};

export default function TokenWrapper({style, ...props}: Props): React.ReactNode {
  const readable = style?.color === undefined ? undefined : readableColors[style.color];
  return <Token {...props} style={readable ? {...style, color: readable} : style} />;
}
