// Ejected (small): the stock link's text is only "Read more" (its aria-label names the post, but search engines and
// Lighthouse read the text), so twenty identical links on /changelog/ said nothing. The text now names the post or
// release; the visible part stays "Read more".
import React from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): React.ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label of the link from an excerpt to its post">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden">
        <Translate
          id="theme.blog.post.readMoreAbout"
          description="The rest of the read-more link's text, for screen readers and search engines"
          values={{title: blogPostTitle}}
        >
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
